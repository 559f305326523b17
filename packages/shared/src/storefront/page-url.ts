import { pageFromQuery, sortFromQuery, type QueryReader } from './listing-query.ts';
import { canonicalStorefrontPath, matchStorefrontRoute, type StorefrontRouteName } from './routes.ts';

/** Pages that read a listing's query: `page`, `sort` and the filters. */
export const LISTING_PAGES: ReadonlySet<StorefrontRouteName> = new Set([
  'premium',
  'promotion',
  'shop',
  'shopSubcategory',
  'shopByPrice',
  'ourChoice',
]);

/** Pages that read only `page`. */
export const PAGED_PAGES: ReadonlySet<StorefrontRouteName> = new Set(['blog', 'blogCategory', 'news', 'faq']);

/**
 * A page's address in one spelling (`canonicalStorefrontPath`) with the paging it reads (`page`, and a listing's
 * `sort`) and nothing else: where the age gate sends a visitor back to. It is written into HTML every first visitor
 * of the page gets from one cache entry, so nothing else of one visitor's query (a tracking tag, an e-mail address
 * in a link) may be in it.
 */
export function canonicalPageUrl(pathname: string, search: QueryReader): string {
  const match = matchStorefrontRoute(pathname);
  if (!match) return pathname;
  // Both values are plain words and digits: nothing to escape.
  const query: string[] = [];
  if (LISTING_PAGES.has(match.name)) {
    const sort = sortFromQuery(search);
    if (sort !== 'default') query.push(`sort=${sort}`);
  }
  if (LISTING_PAGES.has(match.name) || PAGED_PAGES.has(match.name)) {
    const page = pageFromQuery(search);
    if (page > 1) query.push(`page=${page}`);
  }
  const path = canonicalStorefrontPath(pathname);
  return query.length ? `${path}?${query.join('&')}` : path;
}
