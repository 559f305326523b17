import {
  canonicalStorefrontPath,
  LISTING_PAGES,
  matchStorefrontRoute,
  PAGED_PAGES,
  pageFromQuery,
  type StorefrontRouteName,
} from '@shop/shared/rules';
import { hasFilters, parseListingParams, serializeListingParams } from '@/features/catalog/hooks/listing-params';

/**
 * The furthest page number whose HTML a server keeps: nobody browses further, and every number past a listing's last
 * page shows the last one again, so keeping them would only let a client fill the cache with copies.
 */
export const MAX_KEPT_PAGE = 50;

/** The query a page reads, normalised (listing filters in one order, defaults left out), or '' for none. */
function queryOf(name: StorefrontRouteName, search: URLSearchParams): string {
  if (LISTING_PAGES.has(name)) return serializeListingParams(parseListingParams(search)).toString();
  if (!PAGED_PAGES.has(name)) return '';
  const page = pageFromQuery(search);
  return page > 1 ? `page=${page}` : '';
}

/**
 * The one spelling of a page a server caches its HTML under: its canonical path (`canonicalStorefrontPath`), and of
 * the query string only what the page reads, normalised. Tracking tags, junk
 * values, other spellings and other pages' parameters all share the page's entry. Paths the table does not know keep
 * their path.
 */
export function pageKeyOf(url: URL): string {
  const match = matchStorefrontRoute(url.pathname);
  if (!match) return url.pathname;
  const query = queryOf(match.name, url.searchParams);
  const path = canonicalStorefrontPath(url.pathname);
  return query ? `${path}?${query}` : path;
}

/**
 * Whether a page's HTML may be kept in the shared cache. A filtered listing is not: its filters (any brands, origins
 * and price bounds) have no end of combinations, so each is rendered for its visitor (the listing answer it reads is
 * itself cached, under the catalog's own normalised key). Nor is a page past `MAX_KEPT_PAGE`.
 */
export function isKeptPage(url: URL): boolean {
  const match = matchStorefrontRoute(url.pathname);
  if (!match) return true;
  if (LISTING_PAGES.has(match.name) && hasFilters(parseListingParams(url.searchParams))) return false;
  return (
    !(LISTING_PAGES.has(match.name) || PAGED_PAGES.has(match.name)) || pageFromQuery(url.searchParams) <= MAX_KEPT_PAGE
  );
}
