import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The header's wishlist link with its count. */
export function WishlistLink() {
  // The wishlist is server state: its query (spec section 7, GET /auth/wishlist) arrives with the wishlist issue.
  const count = 0;
  return (
    <Link to={paths.wishlist()} className="icon-btn">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" /></svg>
      <span className="visually-hidden">Wishlist, {count} items</span>
      <span className="icon-btn__count" aria-hidden="true">{count}</span>
    </Link>
  );
}
