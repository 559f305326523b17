import { isPublicApiReadPath, isPublicPagePath } from '@shop/shared/rules';

/**
 * What the service worker may keep on the device. Nothing that can belong to one person: only pages
 * the shared route table lists as catalog, content or information pages (an allow-list, so a new
 * personal route is never cached by omission), only images under /images (never /profile pictures),
 * no API answer outside the public catalog and content reads, nothing asked for with a bearer token,
 * and nothing the server marks private or no-store.
 */

/** The directives of a Cache-Control header, lower-cased, without their values. */
function cacheDirectives(response: Response): Set<string> {
  const header = response.headers.get('cache-control') ?? '';
  return new Set(
    header
      .split(',')
      .map((part) => part.split('=')[0]!.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** A page navigation that may go into the pages cache (its URL says nothing yet about its answer). */
export function isStorablePage(url: URL): boolean {
  return isPublicPagePath(url.pathname);
}

/** The shop's product and brand images (same origin, under /images/); user pictures (/profile) are not. */
export function isStorableImage(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/images/');
}

/** A successful page answer that the server allows a shared cache to keep. */
export function isStorablePageResponse(response: Response): boolean {
  const directives = cacheDirectives(response);
  return response.status === 200 && !directives.has('private') && !directives.has('no-store');
}

/** A public catalog or content read: GET, under the API base on the same origin, listed, and without a token. */
export function isPublicApiRequest(request: Request, apiBase: URL): boolean {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== apiBase.origin || request.headers.has('authorization')) return false;
  const base = apiBase.pathname.replace(/\/+$/, '');
  if (!url.pathname.startsWith(`${base}/`)) return false;
  return isPublicApiReadPath(url.pathname.slice(base.length));
}

/** An API answer the server marked `public` (and not private or no-store), with status 200. */
export function isPublicApiResponse(response: Response): boolean {
  const directives = cacheDirectives(response);
  return (
    response.status === 200 && directives.has('public') && !directives.has('private') && !directives.has('no-store')
  );
}
