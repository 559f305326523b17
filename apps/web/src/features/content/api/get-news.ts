import type { NewsDetailResponse, NewsListResponse } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getNewsListQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['news-list', page],
    queryFn: ({ signal }): Promise<NewsListResponse['data']> => api.get<NewsListResponse>('/news-list', { query: { page }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

export function useNewsList(page: number) {
  return useQuery(getNewsListQueryOptions(page));
}

export function getNewsItemQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['news-detail', id],
    queryFn: ({ signal }) => api.get<NewsDetailResponse>(`/news-detail/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useNewsItem(id: string) {
  return useQuery(getNewsItemQueryOptions(id));
}
