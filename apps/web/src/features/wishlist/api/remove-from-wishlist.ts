import { CART_MESSAGES, type BodyStatus } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';

/** `DELETE /auth/wishlist/{wishlist_id}`. */
export function removeFromWishlist(wishlistId: number): Promise<BodyStatus> {
  return apiRequest<BodyStatus>(`/auth/wishlist/${wishlistId}`, { method: 'DELETE' });
}

export interface RemoveFromWishlistInput {
  wishlistId: number;
  /** No toast: the item is moving to the cart, which says so itself (spec section 8). */
  silent?: boolean;
}

/** Removes one wishlist line, then reloads the wishlist (spec section 4). */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ wishlistId }: RemoveFromWishlistInput) => removeFromWishlist(wishlistId),
    onSuccess: (body, { silent }) => {
      if (body.status === 404) notify('warn', body.message?.trim() || CART_MESSAGES.updateFailed);
      else if (!silent) notify('success', CART_MESSAGES.wishlistRemoved);
      return queryClient.invalidateQueries({ queryKey: ['wishlist'] });
    },
    onError: (err) => notify('error', errorText(err, CART_MESSAGES.updateFailed)),
  });
}
