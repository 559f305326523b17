import type { ProductActionTarget } from '@/components/product-actions';
import { htmlToText } from '@/lib/html-text';
import { notify } from '@/lib/toast';
import { selectIsLoggedIn, useAppStore } from '@/stores/app-store';

/** Heart toggle: red filled when in the wishlist, outline otherwise; guests are asked to log in. */
export function WishlistButton({ product, className = '' }: { product: ProductActionTarget; className?: string }) {
  const isLoggedIn = useAppStore(selectIsLoggedIn);
  // Matched against the wishlist query by product id and route (spec section 3) once the wishlist issue brings it.
  const inList = false;
  const onClick = () => {
    // Spec section 5: wishlist add requires login; logged-in adds arrive with accounts.
    if (!isLoggedIn) notify('warn', 'Please Login First!');
  };
  return (
    <button type="button" className={`heart ${inList ? 'is-on' : ''} ${className}`} aria-pressed={inList} onClick={onClick}
      aria-label={`${inList ? 'Remove' : 'Add'} ${htmlToText(product.name)} ${inList ? 'from' : 'to'} wishlist`}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" fill={inList ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
