import type { BlogDetailResponse, BlogListResponse } from '@shop/shared/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every published post, newest first: the blog pages it itself (spec section 9: 12 a page). */
export function getBlogListQueryOptions() {
  return queryOptions({
    queryKey: ['blog-list'],
    queryFn: ({ signal }) => api.get<BlogListResponse>('/blog-list', { signal }),
  });
}

export function useBlogList() {
  return useQuery(getBlogListQueryOptions());
}

/**
 * Every published post of one category (id or route), newest first; an unknown category is a 404. Nothing is fetched
 * while `category` is null.
 */
export function getBlogCategoryQueryOptions(category: string | null) {
  return queryOptions({
    queryKey: ['blog-category-filter', category ?? ''],
    queryFn: ({ signal }) =>
      api.get<BlogListResponse>(`/blog-category-filter/${encodeURIComponent(category ?? '')}`, { signal }),
    enabled: category !== null,
  });
}

/** A category's posts. */
export function useBlogCategory(category: string | null) {
  return useQuery(getBlogCategoryQueryOptions(category));
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
