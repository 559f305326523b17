import { matchStorefrontRoute, storefrontPathOf } from '@shop/shared';
import { parseListingParams, serializeListingParams } from '@/features/catalog/hooks/listing-params';

/**
 * The one spelling of a page a server caches its HTML under: the path written the route table's way, and of the
 * query string only what pages read (page, sort and the listing filters), normalised. Tracking tags, junk values
 * and other spellings of the same page share its entry. Paths the table does not know keep their path.
 */
export function pageKeyOf(url: URL): string {
  const match = matchStorefrontRoute(url.pathname);
  const path = match ? storefrontPathOf(match) : url.pathname;
  const query = serializeListingParams(parseListingParams(url.searchParams)).toString();
  return query ? `${path}?${query}` : path;
}
