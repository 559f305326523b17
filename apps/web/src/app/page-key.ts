import { canonicalIdOrRoute, matchStorefrontRoute, pageFromQuery, storefrontPathOf, type StorefrontRouteMatch, type StorefrontRouteName } from '@shop/shared';
import { hasFilters, parseListingParams, serializeListingParams } from '@/features/catalog/hooks/listing-params';

/** Pages that read the listing's query (page, sort, filters). */
const LISTINGS: ReadonlySet<StorefrontRouteName> = new Set(['premium', 'promotion', 'shop', 'shopSubcategory', 'shopByPrice', 'ourChoice']);
/** Pages that read only `page`. */
const PAGED: ReadonlySet<StorefrontRouteName> = new Set(['blog', 'blogCategory', 'news', 'faq']);
/**
 * The furthest page number whose HTML a server keeps: nobody browses further, and every number past a listing's last
 * page shows the last one again, so keeping them would only let a client fill the cache with copies.
 */
export const MAX_KEPT_PAGE = 50;

/**
 * One spelling of the path's parameters: ids without leading zeros and routes in lower case (the catalog finds them
 * so), and a product or blog post under any category segment as one page (each declares its canonical URL itself).
 */
function canonicalMatch(match: StorefrontRouteMatch): StorefrontRouteMatch {
  const params = Object.fromEntries(Object.entries(match.params).map(([name, value]) => [name, canonicalIdOrRoute(String(value))]));
  if (match.name === 'productInCategory') return { name: 'product', params: { id: params.id! } };
  if (match.name === 'blogPost') return { name: 'blogPost', params: { cat: '-', id: params.id! } };
  return { name: match.name, params };
}

/** The query a page reads, normalised (listing filters in one order, defaults left out), or '' for none. */
function queryOf(name: StorefrontRouteName, search: URLSearchParams): string {
  if (LISTINGS.has(name)) return serializeListingParams(parseListingParams(search)).toString();
  if (!PAGED.has(name)) return '';
  const page = pageFromQuery(search);
  return page > 1 ? `page=${page}` : '';
}

/**
 * The one spelling of a page a server caches its HTML under: the path written the route table's way with its
 * parameters in one spelling, and of the query string only what the page reads, normalised. Tracking tags, junk
 * values, other spellings and other pages' parameters all share the page's entry. Paths the table does not know keep
 * their path.
 */
export function pageKeyOf(url: URL): string {
  const match = matchStorefrontRoute(url.pathname);
  if (!match) return url.pathname;
  const query = queryOf(match.name, url.searchParams);
  const path = storefrontPathOf(canonicalMatch(match));
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
  if (LISTINGS.has(match.name) && hasFilters(parseListingParams(url.searchParams))) return false;
  return !(LISTINGS.has(match.name) || PAGED.has(match.name)) || pageFromQuery(url.searchParams) <= MAX_KEPT_PAGE;
}
