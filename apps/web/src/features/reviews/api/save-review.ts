import type { ReviewBody, ReviewSavedResponse, ReviewText } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, revalidatePublicReads } from '@/lib/api-client';

type ReviewWrite =
  { kind: 'add'; body: ReviewBody } | { kind: 'update'; id: number; body: ReviewText } | { kind: 'delete'; id: number };

/** `POST /reviews`, `PUT /reviews/{id}` and `DELETE /reviews/{id}`: the shopper's own review. */
export function saveReview(write: ReviewWrite): Promise<ReviewSavedResponse> {
  switch (write.kind) {
    case 'add':
      return apiRequest<ReviewSavedResponse>('/reviews', { method: 'POST', body: write.body });
    case 'update':
      return apiRequest<ReviewSavedResponse>(`/reviews/${write.id}`, { method: 'PUT', body: write.body });
    case 'delete':
      return apiRequest<ReviewSavedResponse>(`/reviews/${write.id}`, { method: 'DELETE' });
  }
}

/**
 * A write refreshes what shows the product's stars: its reviews, the shopper's own review, the product's page and
 * every list whose cards carry them (the server has refreshed its cached answers before it answers).
 */
export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    onSuccess: () => {
      revalidatePublicReads();
      return Promise.all(
        ['product-reviews', 'my-review', 'product', 'listing', 'home-best-selling', 'home-featured-product'].map(
          (key) => queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
    },
  });
}
