import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { selectIsLoggedIn, useAppStore } from '@/stores/app-store';

/** /checkout: a guest is asked to log in first (spec section 6); checkout itself arrives with orders (issue 9). */
export function Component() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  const showPopup = useAppStore((s) => s.showPopup);
  return (
    <div className="container page">
      <Seo title="Checkout" description="Log in to continue." noIndex />
      <PageHeader title="Checkout" />
      <div className="empty-state">
        {loggedIn ? (
          <>
            <p className="empty-state__title">Checkout opens soon</p>
            <p>Ordering online arrives shortly. Meanwhile you can keep your favourites in your wishlist.</p>
            <Link to={paths.home()} className="btn btn--primary">Back to the shop</Link>
          </>
        ) : (
          <>
            <p className="empty-state__title">Please Login First to Checkout.</p>
            <p>Log in with your mobile number or password to continue.</p>
            <button type="button" className="btn btn--primary" aria-haspopup="dialog" onClick={() => showPopup('login')}>Login</button>
          </>
        )}
      </div>
    </div>
  );
}
