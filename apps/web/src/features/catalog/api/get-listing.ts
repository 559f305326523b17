import type { ChoiceListingResponse as ChoiceListing, FilterProductBody, ListingResponse, SortMode } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Premium and promotion are flags on products, not categories: each has its own call (spec section 7),
 * answering the same listing shape. Keyed by the /shop/{cat} route that shows it.
 */
export const FLAG_LISTING_PATHS = { premium: '/premium-products', promotion: '/promotion-product' } as const;
export type FlagListing = keyof typeof FLAG_LISTING_PATHS;

export function isFlagListing(cat: string): cat is FlagListing {
  return Object.hasOwn(FLAG_LISTING_PATHS, cat);
}

/** Which listing a page shows; every kind answers a ListingResponse. */
export type ListingSource =
  | { kind: 'category'; cat: string; subcat?: string }
  | { kind: 'flag'; flag: FlagListing }
  | { kind: 'price'; max: number }
  | { kind: 'choice'; choice: string }
  | { kind: 'filter'; body: Omit<FilterProductBody, 'sort'> };

export interface ListingParams {
  page: number;
  sort: SortMode;
}

/** Every listing call answers a ListingResponse; the curated lists add their `choice`. */
export type ChoiceListingResponse = ListingResponse & { choice?: ChoiceListing['choice'] };

export function fetchListing(source: ListingSource, { page, sort }: ListingParams, signal?: AbortSignal): Promise<ChoiceListingResponse> {
  switch (source.kind) {
    case 'category': {
      const path = source.subcat ? `/product-list/${encodeURIComponent(source.cat)}/${encodeURIComponent(source.subcat)}` : `/product-list/${encodeURIComponent(source.cat)}`;
      return api.get(path, { query: { page, sort }, signal });
    }
    case 'flag':
      return api.get(FLAG_LISTING_PATHS[source.flag], { query: { page, sort }, signal });
    case 'price':
      return api.post('/shop-by-price', { max: source.max, sort }, { query: { page }, signal });
    case 'choice':
      return api.get(`/front-our-choices-list/${encodeURIComponent(source.choice)}`, { query: { page, sort }, signal });
    case 'filter':
      return api.post('/filter-product', { ...source.body, sort }, { query: { page }, signal });
  }
}

export const listingKeys = {
  all: ['listing'] as const,
  one: (source: ListingSource, params: ListingParams) => ['listing', source, params] as const,
};

export function getListingQueryOptions(source: ListingSource, params: ListingParams) {
  return queryOptions({
    queryKey: listingKeys.one(source, params),
    queryFn: ({ signal }) => fetchListing(source, params, signal),
    // Keep the previous page on screen while the next loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useListing(source: ListingSource | null, params: ListingParams) {
  return useQuery({ ...getListingQueryOptions(source ?? { kind: 'category', cat: '' }, params), enabled: source !== null });
}
