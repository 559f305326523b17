import { useEffect } from 'react';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { useHeaderFetch } from '@/lib/use-header-fetch';
import { selectIsLoggedIn, useAppStore } from '@/stores/app-store';
import { useWishlist } from '../api/get-wishlist';

/** The header's wishlist link with its count; the header is what fetches the wishlist (spec section 4). */
export function WishlistLink() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  const userId = useAppStore((s) => s.user.userId);
  const { count } = useWishlist({ fetch: useHeaderFetch(loggedIn ? userId : null) });

  useEffect(() => {
    // Spec section 6: without a token the wishlist fetch is skipped, and that is logged.
    if (!loggedIn) console.debug('No auth token provided');
  }, [loggedIn]);

  return (
    <Link to={paths.wishlist()} className="icon-btn">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">Wishlist, {count} items</span>
      <span className="icon-btn__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
