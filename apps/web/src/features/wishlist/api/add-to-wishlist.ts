import { CART_MESSAGES, type AddToWishlistBody, type BodyStatus } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';

/** `POST /auth/wishlist`: body status 404 carries the server's reason (already saved, no longer on sale). */
export function addToWishlist(body: AddToWishlistBody): Promise<BodyStatus> {
  return api.post<BodyStatus>('/auth/wishlist', body);
}

/** Spec section 8: 'Product Added to Wishlist!', a 404 body's message as a warning; the wishlist reloads either way. */
export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSuccess: (body) => {
      if (body.status === 404) notify('warn', body.message?.trim() || CART_MESSAGES.updateFailed);
      else notify('success', CART_MESSAGES.wishlistAdded);
      return queryClient.invalidateQueries({ queryKey: ['wishlist'] });
    },
    onError: (err) => notify('error', errorText(err, CART_MESSAGES.updateFailed)),
  });
}
