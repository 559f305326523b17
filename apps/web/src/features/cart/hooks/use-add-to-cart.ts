import { CART_MESSAGES, CART_TOAST_MS, isSoldOut } from '@shop/shared/rules';
import type { ProductActionTarget } from '@/components/product-actions';
import { notify } from '@/lib/toast';
import { selectIsLoggedIn, useAppStore } from '@/stores/app-store';
import { useAddToCartMutation } from '../api/add-to-cart';

export const LOGIN_FIRST_TEXT = CART_MESSAGES.loginFirst;
export const OUT_OF_STOCK_TEXT = CART_MESSAGES.outOfStock;
/** Spec section 8: a cart call that failed, or a 404 body without a message of its own. */
export const CART_FAILURE_TEXT = CART_MESSAGES.updateFailed;

export interface AddOptions {
  /** Runs once the server took the line (body status 200), e.g. to drop it from the wishlist. */
  onAdded?: () => void;
}

/** Spec sections 5 and 8: login required, then the first-variation stock, then the add call. */
export function useAddToCart() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  const userId = useAppStore((s) => s.user.userId);
  const mutation = useAddToCartMutation();

  const add = (product: ProductActionTarget, { onAdded }: AddOptions = {}) => {
    if (!loggedIn) return notify('warn', LOGIN_FIRST_TEXT);
    if (isSoldOut(product.variation)) return notify('warn', OUT_OF_STOCK_TEXT, { autoClose: CART_TOAST_MS });
    // A second click while this item is on its way would add it twice: the button is disabled, this is the backstop.
    if (mutation.isPending && mutation.variables?.product_id === product.id) return;
    mutation.mutate(
      {
        user_id: userId ?? undefined,
        product_id: product.id,
        product_variation_id: product.variation?.variation_id,
        product_value_id: product.variation?.variation_value_id,
        qty: product.qty ?? 1,
      },
      { onSuccess: (body) => (body.status === 200 ? onAdded?.() : undefined) },
    );
  };

  return { add, addingId: mutation.isPending ? mutation.variables?.product_id : undefined };
}
