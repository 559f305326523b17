import type { ChoiceCategory, FilterProductBody, ListingResponse, SortMode } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Which listing a page shows; every kind answers a ListingResponse. */
export type ListingSource =
  | { kind: 'category'; cat: string; subcat?: string }
  | { kind: 'price'; max: number }
  | { kind: 'choice'; choice: string }
  | { kind: 'filter'; body: Omit<FilterProductBody, 'sort'> };

export interface ListingParams {
  page: number;
  sort: SortMode;
}

export type ChoiceListingResponse = ListingResponse & { choice?: ChoiceCategory };

export function fetchListing(source: ListingSource, { page, sort }: ListingParams, signal?: AbortSignal): Promise<ChoiceListingResponse> {
  switch (source.kind) {
    case 'category': {
      const path = source.subcat ? `/product-list/${source.cat}/${source.subcat}` : `/product-list/${source.cat}`;
      return api.get(path, { query: { page, sort }, signal });
    }
    case 'price':
      return api.post('/shop-by-price', { max: source.max, sort }, { query: { page }, signal });
    case 'choice':
      return api.get(`/front-our-choices-list/${source.choice}`, { query: { page, sort }, signal });
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
