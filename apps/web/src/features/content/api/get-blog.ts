import type { BlogCategoryFilterResponse, BlogDetailResponse, BlogListResponse } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The blog list, or one category of it when `category` is given. */
export function getBlogListQueryOptions(category: string | null, page: number) {
  return queryOptions({
    queryKey: ['blog-list', category, page],
    queryFn: ({ signal }): Promise<BlogListResponse['data'] & { category?: BlogCategoryFilterResponse['data']['category'] }> =>
      category
        ? api.get<BlogCategoryFilterResponse>(`/blog-category-filter/${encodeURIComponent(category)}`, { query: { page }, signal }).then((r) => r.data)
        : api.get<BlogListResponse>('/blog-list', { query: { page }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

export function useBlogList(category: string | null, page: number) {
  return useQuery(getBlogListQueryOptions(category, page));
}

export function getBlogPostQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['blog-detail', id],
    queryFn: ({ signal }) => api.get<BlogDetailResponse>(`/blog-detail/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useBlogPost(id: string) {
  return useQuery(getBlogPostQueryOptions(id));
}
