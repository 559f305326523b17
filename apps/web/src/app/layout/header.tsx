import { ShopImage } from '@/components/ui/shop-image';
import { HEADER_SHRINK_THRESHOLD_PX } from '@shop/shared/rules';
import { Link } from '@/components/link';
import { OutlineIcon } from '@/components/ui/outline-icon';
import { paths } from '@/config/paths';
import { CartMenu } from '@/features/cart/components/cart-menu';
import { SearchBox } from '@/features/search/components/search-box';
import { WishlistLink } from '@/features/wishlist/components/wishlist-link';
import { selectIsCorporate, selectIsLoggedIn, useAppStore } from '@/stores/app-store';
import { CategoryStrip } from './category-strip';
import { useScrolledPast } from './use-scrolled-past';

const ACCOUNT_ICON = (
  <OutlineIcon>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4.5 20.5c1.2-3.8 4-5.5 7.5-5.5s6.3 1.7 7.5 5.5" />
  </OutlineIcon>
);

/** Logo, search, cart, wishlist, profile or login, and the category strip; shrinks after 100 px. */
export function Header() {
  const compact = useScrolledPast(HEADER_SHRINK_THRESHOLD_PX);
  const isLoggedIn = useAppStore(selectIsLoggedIn);
  const corporate = useAppStore(selectIsCorporate);
  const showPopup = useAppStore((s) => s.showPopup);
  return (
    <header className={compact ? 'header is-compact' : 'header'}>
      <div className="header__bar container">
        <Link to={paths.home()} className="header__logo">
          {/* 144 × 40 is the logo's own 18:5 shape, so the header does not move when it loads. */}
          <ShopImage src="/images/brand/logo.svg" sizes="144px" alt="Cellar — home" width={144} height={40} />
        </Link>
        <SearchBox />
        <div className="header__actions">
          {corporate ? null : <WishlistLink />}
          {corporate ? null : <CartMenu />}
          {isLoggedIn ? (
            <Link to={paths.account()} className="icon-btn" aria-label="My account">
              {ACCOUNT_ICON}
            </Link>
          ) : (
            // Account routes do not exist for guests (spec section 2): Login opens the login popup.
            <button
              type="button"
              className="btn btn--small btn--primary header__login"
              aria-haspopup="dialog"
              onClick={() => showPopup('login')}
            >
              Login
            </button>
          )}
        </div>
      </div>
      <CategoryStrip />
    </header>
  );
}
