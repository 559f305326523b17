import {
  toPaged,
  type ChoiceCategory,
  type ChoiceListingResponse,
  type FilterProductBody,
  type ListingResponse,
  type SortMode,
} from '@shop/shared/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hasFilters, type ListingUrlState } from '../hooks/listing-params';

/**
 * Premium and promotion are flags on products, not categories: each has its own call (spec section 7),
 * answering the same listing shape. Keyed by the /shop/{cat} route that shows it.
 */
export const FLAG_LISTING_PATHS = { premium: '/premium-products', promotion: '/promotion-product' } as const;
export type FlagListing = keyof typeof FLAG_LISTING_PATHS;

export function isFlagListing(cat: string): cat is FlagListing {
  return Object.hasOwn(FLAG_LISTING_PATHS, cat);
}

/** Spec section 2: the part of a shop-by-price `{cat}` before the first dash is the maximum price in AED. */
export function maxFromSlug(slug: string): number | null {
  const max = Number(slug.split('-')[0]);
  return Number.isFinite(max) && max > 0 ? max : null;
}

/** Which listing a page shows; every kind answers a ListingResponse. */
export type ListingSource =
  | { kind: 'category'; cat: string; subcat?: string }
  | { kind: 'flag'; flag: FlagListing }
  | { kind: 'price'; max: number }
  | { kind: 'choice'; choice: string }
  | { kind: 'filter'; body: Omit<FilterProductBody, 'sort'> };

/**
 * A category page's listing: without filters the listing call by route; with them POST /filter-product, which takes
 * the category's route too.
 */
export function categoryListingSource(cat: string, subcat: string | undefined, state: ListingUrlState): ListingSource {
  if (!hasFilters(state)) return { kind: 'category', cat, subcat };
  const { brands, origins, min, max } = state;
  return {
    kind: 'filter',
    body: {
      category_id: subcat ?? cat,
      brand_id: brands.length ? brands : undefined,
      origin: origins.length ? origins : undefined,
      min: min ?? undefined,
      max: max ?? undefined,
    },
  };
}

export interface ListingParams {
  page: number;
  sort: SortMode;
}

/** What a listing view shows: a listing answer, with the curated list's `choice` for our-choice pages. */
export type ListingData = ListingResponse & { choice?: ChoiceCategory };

/** A curated list's answer (an array holding the page, contract 7.14) in the listing shape the view reads. */
export function choiceAsListing(answer: ChoiceListingResponse): ListingData {
  const page = answer[0];
  if (!page) return { status: 200, category: null, sub_category: null, product: toPaged([], 1, 0), total: 0, faq: [] };
  const { product, faq, choice, ...paging } = page;
  return {
    status: 200,
    category: null,
    sub_category: null,
    product: { data: product, ...paging },
    total: paging.total,
    faq,
    choice,
  };
}

/** Every listing call answers a ListingResponse; the curated lists' answer is reshaped to one, with their `choice`. */
export function fetchListing(
  source: ListingSource,
  { page, sort }: ListingParams,
  signal?: AbortSignal,
): Promise<ListingData> {
  switch (source.kind) {
    case 'category': {
      const path = source.subcat
        ? `/product-list/${encodeURIComponent(source.cat)}/${encodeURIComponent(source.subcat)}`
        : `/product-list/${encodeURIComponent(source.cat)}`;
      return api.get<ListingResponse>(path, { query: { page, sort }, signal });
    }
    case 'flag':
      return api.get<ListingResponse>(FLAG_LISTING_PATHS[source.flag], { query: { page, sort }, signal });
    case 'price':
      return api.post<ListingResponse>('/shop-by-price', { max: source.max, sort }, { query: { page }, signal });
    case 'choice':
      return api
        .get<ChoiceListingResponse>(`/front-our-choices-list/${encodeURIComponent(source.choice)}`, {
          query: { page, sort },
          signal,
        })
        .then(choiceAsListing);
    case 'filter':
      return api.post<ListingResponse>('/filter-product', { ...source.body, sort }, { query: { page }, signal });
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

export function useListing(source: ListingSource, params: ListingParams) {
  return useQuery(getListingQueryOptions(source, params));
}
