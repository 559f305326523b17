import type { MyReviewResponse, ProductReviewsResponse } from '@shop/shared/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { selectIsCorporate, selectIsLoggedIn, useAppStore } from '@/stores/app-store';

/** `GET /product-reviews/{id}?page=`: a product's stars, their distribution and one page of reviews (a public read). */
export function getProductReviewsQueryOptions(productId: number, page = 1, { enabled = true } = {}) {
  return queryOptions({
    enabled,
    queryKey: ['product-reviews', productId, page],
    queryFn: ({ signal }) => api.get<ProductReviewsResponse>(`/product-reviews/${productId}?page=${page}`, { signal }),
    // Paging keeps the page on screen until the next arrives: the section never collapses and jumps.
    placeholderData: keepPreviousData,
  });
}

export function useProductReviews(productId: number, page = 1, options: { enabled?: boolean } = {}) {
  return useQuery(getProductReviewsQueryOptions(productId, page, options));
}

/** `GET /auth/my-review/{id}`: the signed-in individual shopper's own review of the product, to edit or delete. */
export function useMyReview(productId: number) {
  const canReview = useAppStore((s) => selectIsLoggedIn(s) && !selectIsCorporate(s));
  const userId = useAppStore((s) => s.user.userId);
  return useQuery({
    queryKey: ['my-review', userId, productId],
    queryFn: ({ signal }) => api.get<MyReviewResponse>(`/auth/my-review/${productId}`, { signal }),
    enabled: canReview,
  });
}
