import type { WishlistItem } from '@shop/shared/rules';
import type { ComponentType } from 'react';
import { Link } from '@/components/link';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { selectIsLoggedIn, useAppStore } from '@/stores/app-store';
import { useClearWishlist } from '../api/clear-wishlist';
import { useWishlist } from '../api/get-wishlist';
import { WishlistLine } from './wishlist-line';
import './wishlist.css';

export const EMPTY_WISHLIST_TEXT = 'Your wishlist is empty';

function EmptyWishlist() {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{EMPTY_WISHLIST_TEXT}</p>
      <p>Tap the heart on any bottle to save it for later.</p>
      <Link to={paths.home()} className="btn btn--primary">
        Discover bottles
      </Link>
    </div>
  );
}

interface WishlistViewProps {
  /** The control that moves a line to the cart (the app plugs in the cart feature's), or none. */
  MoveToCart?: ComponentType<{ item: WishlistItem }>;
}

/** The body of /wishlist: the saved bottles, each removable or movable to the cart, and Clear wishlist. */
export function WishlistView({ MoveToCart }: WishlistViewProps) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  // The page fetches on mount (the header's fetch waits for its debounce).
  const { items, isPending, isError, data, refetch } = useWishlist();
  const clear = useClearWishlist();

  if (!loggedIn) return <EmptyWishlist />;
  if (isPending) return <Spinner label="Loading your wishlist…" />;
  if (isError && !data) {
    return (
      <div className="notice notice--error" role="alert">
        <p>Your wishlist could not be loaded.</p>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!items.length) return <EmptyWishlist />;

  return (
    <section className="wishlist" aria-label="Saved bottles">
      <div className="wishlist__toolbar">
        <p className="wishlist__count">{`${items.length} ${items.length === 1 ? 'bottle' : 'bottles'} saved`}</p>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={clear.isPending}
          onClick={() => clear.mutate()}
        >
          {clear.isPending ? 'Clearing…' : 'Clear wishlist'}
        </button>
      </div>
      <ul className="wishlist__list">
        {items.map((item) => (
          <WishlistLine key={item.wishlist_id} item={item} MoveToCart={MoveToCart} />
        ))}
      </ul>
    </section>
  );
}
