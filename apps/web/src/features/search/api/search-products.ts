import { SEARCH_REQUEST_AFTER_CHARS, type SearchHit, type SearchResponse } from '@shop/shared/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The suggestions for a query (`products` of `POST /global-search`). */
export function searchProducts(query: string, signal?: AbortSignal): Promise<SearchHit[]> {
  return api.post<SearchResponse>('/global-search', { query }, { signal }).then((r) => r.products);
}

/** Keyed by the query, so an older answer can never replace the newer query's results. */
export function getSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['search', query],
    queryFn: ({ signal }) => searchProducts(query, signal),
    staleTime: 60_000,
  });
}

/** Spec section 9: the server is asked only when the query is longer than 3 characters. */
export function useSearchProducts(query: string) {
  return useQuery({ ...getSearchQueryOptions(query), enabled: query.length > SEARCH_REQUEST_AFTER_CHARS });
}
