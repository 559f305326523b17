import { CART_MESSAGES, CART_TOAST_MS, type BodyStatus } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';

/** `DELETE /auth/remove-cart/{cart_id}`. */
export function removeFromCart(cartId: number): Promise<BodyStatus> {
  return apiRequest<BodyStatus>(`/auth/remove-cart/${cartId}`, { method: 'DELETE' });
}

/** Spec sections 4 and 8: 'Product Successfully Removed from Cart!' for 800 ms, then the cart refetched. */
export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCart,
    onSuccess: (body) => {
      if (body.status === 404)
        notify('warn', body.message?.trim() || CART_MESSAGES.updateFailed, { autoClose: CART_TOAST_MS });
      else notify('success', CART_MESSAGES.removed, { autoClose: CART_TOAST_MS });
      return queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
    onError: (err) => notify('error', errorText(err, CART_MESSAGES.updateFailed), { autoClose: CART_TOAST_MS }),
  });
}
