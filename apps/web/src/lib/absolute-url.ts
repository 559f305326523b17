import { env, originUrl } from '@/config/env';

/**
 * The origin the storefront is served from, for when VITE_PUBLIC_BASE_URL names none. It is set once at start-up (the
 * client entry passes `window.location.origin`) rather than read from `window` while rendering, so a page renders
 * the same on a server, which has no `window`, as in the browser. One shop, one origin: a process-wide value.
 */
let pageOrigin = '';

/**
 * Sets the origin `absoluteUrl` resolves against when VITE_PUBLIC_BASE_URL is unset; anything but http(s) is ignored.
 */
export function setPageOrigin(origin: string): void {
  pageOrigin = originUrl(origin);
}

/** A storefront path as an absolute URL on the shop's public origin (canonical links, structured data). */
export function absoluteUrl(path: string): string {
  const base = env.publicBaseUrl || pageOrigin;
  if (base) return new URL(path, base).href;
  // No origin known yet: a URL stays as it is and a path stays a path (a browser resolves it against the page), so
  // a render never throws for want of one.
  try {
    return new URL(path).href;
  } catch {
    return path;
  }
}

/** A paged view's path: page 1 is the bare path, others carry `?page=n` (the only query a canonical URL keeps). */
export function pagedPath(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}
