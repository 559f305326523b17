import { CART_MESSAGES, CART_TOAST_MS, type BodyStatus, type UpdateCartBody } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useAppStore } from '@/stores/app-store';
import { getCartQueryOptions } from './get-cart';

/** `POST /auth/update-cart`: every line of the cart with its quantity (spec section 7). */
export function updateCart(body: UpdateCartBody): Promise<BodyStatus> {
  return api.post<BodyStatus>('/auth/update-cart', body);
}

export interface QtyChange {
  cartId: number;
  qty: number;
}

/**
 * Sets one line's quantity. The cart is read afresh first (contract 7.25) so the call lists every line as the server
 * has it now, not as this tab last saw it. A quantity above the stock is refused with the server's words.
 */
export function useUpdateCartQty() {
  const queryClient = useQueryClient();
  const userId = useAppStore((s) => s.user.userId);
  return useMutation({
    mutationFn: async ({ cartId, qty }: QtyChange) => {
      const fresh = await queryClient.fetchQuery({ ...getCartQueryOptions(userId), staleTime: 0 });
      const lines = fresh.status === 200 ? fresh.data.cart : [];
      if (!lines.some((l) => l.cart_id === cartId)) throw new Error('This line is no longer in the cart.');
      return updateCart({
        user_id: userId ?? undefined,
        cart: lines.map((l) => ({ cart_id: l.cart_id, qty: l.cart_id === cartId ? qty : l.qty })),
      });
    },
    onSuccess: (body) => {
      if (body.status === 404)
        notify('warn', body.message?.trim() || CART_MESSAGES.updateFailed, { autoClose: CART_TOAST_MS });
      return queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
    onError: (err) => {
      notify('error', errorText(err, CART_MESSAGES.updateFailed), { autoClose: CART_TOAST_MS });
      return queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
