import { CART_TOAST_MS, isSoldOut } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductActionTarget } from '@/components/product-actions';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { selectIsLoggedIn, useAppStore } from '@/stores/app-store';

export const LOGIN_FIRST_TEXT = 'Please Login First!';
export const OUT_OF_STOCK_TEXT = "Can't add to cart, item is out of stock";
/** Spec section 8: a cart call that failed, or a 404 body without a message of its own. */
export const CART_FAILURE_TEXT = 'Oops, Something went wrong!';

/** Spec sections 5 and 8: login required, then the first-variation stock, then the add call. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const userId = useAppStore((s) => s.user.userId);
  const mutation = useMutation({
    mutationFn: (p: ProductActionTarget) =>
      api.post<{ status: number; message?: string }>('/auth/carts', {
        user_id: userId,
        product_id: p.id,
        product_variation_id: p.variation?.variation_id,
        product_value_id: p.variation?.variation_value_id,
        qty: p.qty ?? 1,
      }),
    onSuccess: (body) => {
      // Spec section 8: a 404 status in the body carries the server's message, shown as a warning.
      if (body.status === 404) notify('warn', body.message?.trim() || CART_FAILURE_TEXT, { autoClose: CART_TOAST_MS });
      else notify('success', 'Product Added to Cart!', { autoClose: CART_TOAST_MS });
      return queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
    onError: () => notify('error', CART_FAILURE_TEXT, { autoClose: CART_TOAST_MS }),
  });

  const add = (product: ProductActionTarget) => {
    if (!loggedIn) return notify('warn', LOGIN_FIRST_TEXT);
    if (isSoldOut(product.variation)) return notify('warn', OUT_OF_STOCK_TEXT, { autoClose: CART_TOAST_MS });
    mutation.mutate(product);
  };

  return { add, addingId: mutation.isPending ? mutation.variables?.id : undefined };
}
