import { CART_MESSAGES, type BodyStatus } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useAppStore } from '@/stores/app-store';

/** `DELETE /auth/remove-wishlist/{user_id}`: empties the account's wishlist. */
export function clearWishlist(userId: number): Promise<BodyStatus> {
  return apiRequest<BodyStatus>(`/auth/remove-wishlist/${userId}`, { method: 'DELETE' });
}

/** Spec sections 4 and 8: the list empties at once and 'Wishlist Clear Successfully!' is shown. */
export function useClearWishlist() {
  const queryClient = useQueryClient();
  const userId = useAppStore((s) => s.user.userId);
  return useMutation({
    mutationFn: () => clearWishlist(userId as number),
    onSuccess: () => {
      queryClient.setQueryData(['wishlist', userId], []);
      notify('success', CART_MESSAGES.wishlistCleared);
      return queryClient.invalidateQueries({ queryKey: ['wishlist'] });
    },
    onError: (err) => notify('error', errorText(err, CART_MESSAGES.updateFailed)),
  });
}
