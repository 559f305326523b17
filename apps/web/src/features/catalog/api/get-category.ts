import type { CategoryInfo, CategoryInfoResponse, MenuResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A category with its parent and subcategories (`GET /product-list-get/{id}`). */
export type CategoryDetail = CategoryInfo;

/** A category's details: its numeric id (filter calls need it), seo, parent and children. */
export function getCategoryQueryOptions(idOrRoute: string) {
  return queryOptions({
    queryKey: ['category', idOrRoute],
    queryFn: ({ signal }) => api.get<CategoryInfoResponse>(`/product-list-get/${encodeURIComponent(idOrRoute)}`, { signal }).then((r) => r.data),
  });
}

export function useCategory(idOrRoute: string | null) {
  return useQuery({ ...getCategoryQueryOptions(idOrRoute ?? ''), enabled: !!idOrRoute });
}

/** Top-level categories in menu order, with children. */
export function getMenuQueryOptions() {
  return queryOptions({
    queryKey: ['categories-menu'],
    queryFn: ({ signal }) => api.get<MenuResponse>('/categories-menu', { signal }).then((r) => r.data),
  });
}

export function useMenu() {
  return useQuery(getMenuQueryOptions());
}
