import type { HomeBestSellingResponse, HomeFeaturedResponse } from '@shop/shared/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { longCache } from '@/lib/query-client';

/** The shop's best sellers and the promo banners; cached 3,000,000 ms (spec section 9). */
export function getBestSellingQueryOptions() {
  return queryOptions({
    queryKey: ['home-best-selling'],
    queryFn: ({ signal }) => api.get<HomeBestSellingResponse>('/home-best-selling', { signal }),
    ...longCache,
  });
}

export function useBestSelling() {
  return useQuery(getBestSellingQueryOptions());
}

/** The home rows' categories and their best sellers (`GET /home-featured-product`), cached like the best sellers. */
export function getFeaturedQueryOptions() {
  return queryOptions({
    queryKey: ['home-featured-product'],
    queryFn: ({ signal }) => api.get<HomeFeaturedResponse>('/home-featured-product', { signal }),
    ...longCache,
  });
}

export function useFeatured() {
  return useQuery(getFeaturedQueryOptions());
}
