import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { getCategoryQueryOptions } from '@/features/catalog/api/get-category';
import { getHomeQueryOptions } from '@/features/catalog/api/get-home';
import { getListingQueryOptions, isFlagListing, shopListingSource } from '@/features/catalog/api/get-listing';
import { getProductQueryOptions } from '@/features/catalog/api/get-product';
import { hasFilters, parseListingParams } from '@/features/catalog/hooks/listing-params';

/**
 * Starts the first page's data request while its code is still downloading (the job route loaders
 * do in React Router's data mode). Keys match the pages' own queries, so they pick the data up.
 */
export function prefetchForUrl(client: QueryClient, url: URL): void {
  const path = url.pathname;
  if (path === '/') {
    void client.prefetchQuery(getHomeQueryOptions());
    return;
  }
  const product = matchPath('/product/:cat/:id', path) ?? matchPath('/product/:id', path);
  if (product?.params.id) {
    void client.prefetchQuery(getProductQueryOptions(product.params.id));
    return;
  }
  const shop = matchPath('/shop/:cat/:subcat', path) ?? matchPath('/shop/:cat', path);
  const params: { cat?: string; subcat?: string } = shop?.params ?? {};
  const cat = params.cat;
  if (cat) {
    const subcat = params.subcat;
    const state = parseListingParams(url.searchParams);
    const source = shopListingSource(cat, subcat);
    if (!isFlagListing(cat)) void client.prefetchQuery(getCategoryQueryOptions(subcat ?? cat));
    // A flag listing ignores filters (the shop page does too).
    if (source && (source.kind === 'flag' || !hasFilters(state))) void client.prefetchQuery(getListingQueryOptions(source, { page: state.page, sort: state.sort }));
  }
}
