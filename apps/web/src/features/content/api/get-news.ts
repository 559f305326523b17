import type { NewsDetailResponse, NewsListResponse } from '@shop/shared/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every published item, newest first: the news page pages it itself (spec section 9: 12 a page). */
export function getNewsListQueryOptions() {
  return queryOptions({
    queryKey: ['news-list'],
    queryFn: ({ signal }) => api.get<NewsListResponse>('/news-list', { signal }),
  });
}

export function useNewsList() {
  return useQuery(getNewsListQueryOptions());
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
