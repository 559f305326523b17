import type { HomeBestSellingResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { longCache } from '@/lib/query-client';

export type HomeData = HomeBestSellingResponse['data'];

/** Home featured rows and promo banners; cached 3,000,000 ms (spec section 9). */
export function getHomeQueryOptions() {
  return queryOptions({
    queryKey: ['home-best-selling'],
    queryFn: ({ signal }) => api.get<HomeBestSellingResponse>('/home-best-selling', { signal }).then((r) => r.data),
    ...longCache,
  });
}

export function useHome() {
  return useQuery(getHomeQueryOptions());
}
