import type { Category, CategoryRef, MenuCategory } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type CategoryDetail = Category & { parent: CategoryRef | null; children: CategoryRef[] };

/** A category's details: its numeric id (filter calls need it), seo, parent and children. */
export function getCategoryQueryOptions(idOrRoute: string) {
  return queryOptions({
    queryKey: ['category', idOrRoute],
    queryFn: ({ signal }) => api.get<{ data: CategoryDetail }>(`/product-list-get/${idOrRoute}`, { signal }).then((r) => r.data),
  });
}

export function useCategory(idOrRoute: string | null) {
  return useQuery({ ...getCategoryQueryOptions(idOrRoute ?? ''), enabled: !!idOrRoute });
}

/** Top-level categories in menu order, with children. */
export function getMenuQueryOptions() {
  return queryOptions({
    queryKey: ['categories-menu'],
    queryFn: ({ signal }) => api.get<{ data: MenuCategory[] }>('/categories-menu', { signal }).then((r) => r.data),
  });
}

export function useMenu() {
  return useQuery(getMenuQueryOptions());
}
