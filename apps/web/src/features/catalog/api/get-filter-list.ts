import type { CategoryLink, FilterListResponse } from '@shop/shared/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Brands, origins, subcategories and the price range present in a category; nothing is fetched for none. */
export function getFilterListQueryOptions(idOrRoute: string | null) {
  return queryOptions({
    queryKey: ['filter-list', idOrRoute ?? ''],
    queryFn: ({ signal }) =>
      api.get<FilterListResponse>(`/filter-list/${encodeURIComponent(idOrRoute ?? '')}`, { signal }),
    enabled: !!idOrRoute,
  });
}

export function useFilterList(idOrRoute: string | null) {
  return useQuery(getFilterListQueryOptions(idOrRoute));
}

/** The subcategories a filter list offers: a category's are nested under `sub_category`, a flag's are a flat list. */
export function subcategoriesOf(list: FilterListResponse): CategoryLink[] {
  return Array.isArray(list.sub_category) ? list.sub_category : list.sub_category.sub_category;
}
