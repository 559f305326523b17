import { CART_MESSAGES, CART_TOAST_MS, type AddToCartBody, type BodyStatus } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';

/** `POST /auth/carts`: body status 404 carries the server's reason (out of stock, only N left, gone). */
export function addToCart(body: AddToCartBody): Promise<BodyStatus> {
  return api.post<BodyStatus>('/auth/carts', body);
}

/** Spec sections 4 and 8: the add, its 800 ms toast, then the cart refetched (pending until it is). */
export function useAddToCartMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (body) => {
      // Spec section 8: a 404 status in the body carries the server's message, shown as a warning.
      if (body.status === 404)
        notify('warn', body.message?.trim() || CART_MESSAGES.updateFailed, { autoClose: CART_TOAST_MS });
      else notify('success', CART_MESSAGES.added, { autoClose: CART_TOAST_MS });
      return queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
    onError: (err) => notify('error', errorText(err, CART_MESSAGES.updateFailed), { autoClose: CART_TOAST_MS }),
  });
}
