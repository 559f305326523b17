import { CART_MESSAGES, htmlToText } from '@shop/shared/rules';
import type { ProductActionTarget } from '@/components/product-actions';
import { notify } from '@/lib/toast';
import { selectIsLoggedIn, useAppStore } from '@/stores/app-store';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { findInWishlist, useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

/** Heart toggle (spec section 2): red filled when in the wishlist, outline otherwise; guests are asked to log in. */
export function WishlistButton({ product, className = '' }: { product: ProductActionTarget; className?: string }) {
  const isLoggedIn = useAppStore(selectIsLoggedIn);
  const userId = useAppStore((s) => s.user.userId);
  // Reads the wishlist the header fetched: a grid of hearts never fetches it once per card.
  const saved = findInWishlist(useWishlist({ fetch: false }).items, product);
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const busy = add.isPending || remove.isPending;
  // While a change is on its way the heart already shows where it is going.
  const inList = add.isPending ? true : remove.isPending ? false : Boolean(saved);

  const onClick = () => {
    // Spec section 5: wishlist add requires login.
    if (!isLoggedIn) return notify('warn', CART_MESSAGES.loginFirst);
    if (busy) return;
    if (saved) return remove.mutate({ wishlistId: saved.wishlist_id });
    add.mutate({
      user_id: userId ?? undefined,
      product_id: product.id,
      product_variation_id: product.variation?.variation_id,
      product_value_id: product.variation?.variation_value_id,
    });
  };

  const name = htmlToText(product.name);
  return (
    <button
      type="button"
      className={`heart ${inList ? 'is-on' : ''} ${className}`}
      aria-pressed={inList}
      aria-busy={busy}
      onClick={onClick}
      aria-label={inList ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={inList ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
