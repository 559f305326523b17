import type { FilterListResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Brands, origins and the price range present in a category. */
export function getFilterListQueryOptions(idOrRoute: string) {
  return queryOptions({
    queryKey: ['filter-list', idOrRoute],
    queryFn: ({ signal }) => api.get<FilterListResponse>(`/filter-list/${encodeURIComponent(idOrRoute)}`, { signal }).then((r) => r.data),
  });
}

export function useFilterList(idOrRoute: string | null) {
  return useQuery({ ...getFilterListQueryOptions(idOrRoute ?? ''), enabled: !!idOrRoute });
}
