import type { MenuResponse } from '@shop/shared/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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
