import type { WishlistItem } from '@shop/shared/rules';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { useRemoveFromWishlist } from '@/features/wishlist/api/remove-from-wishlist';

/** Spec sections 4 and 9: a bottle leaves the wishlist for the cart with quantity 1. */
export const WISHLIST_TO_CART_QTY = 1;

/**
 * 'Add To Cart' on /wishlist, composed here because it joins two features: the line goes into the cart with
 * quantity 1, then leaves the wishlist without a toast of its own (the cart's 'Product Added to Cart!' says it).
 * It leaves only once the cart took it: a bottle refused as out of stock stays saved for later.
 */
export function MoveToCartButton({ item }: { item: WishlistItem }) {
  const { add, addingId } = useAddToCart();
  const remove = useRemoveFromWishlist();
  const busy = addingId === item.id || remove.isPending;
  const move = () =>
    add(
      {
        id: item.id,
        route: item.route,
        name: item.name,
        variation: item.price_variation[0],
        qty: WISHLIST_TO_CART_QTY,
      },
      { onAdded: () => remove.mutate({ wishlistId: item.wishlist_id, silent: true }) },
    );
  return (
    <button type="button" className="btn btn--primary btn--small" disabled={busy} onClick={move}>
      {busy ? 'Adding…' : 'Add To Cart'}
    </button>
  );
}
