import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { useAppStore } from '@/stores/app-store';

/** /checkout for a guest: log in first (spec section 6). After the login the checkout itself shows here. */
export function Component() {
  const showPopup = useAppStore((s) => s.showPopup);
  return (
    <div className="container page">
      <Seo title="Checkout" description="Log in to continue." noIndex />
      <PageHeader title="Checkout" />
      <div className="empty-state">
        <p className="empty-state__title">Please Login First to Checkout.</p>
        <p>Log in with your mobile number or password to continue.</p>
        <button type="button" className="btn btn--primary" aria-haspopup="dialog" onClick={() => showPopup('login')}>
          Login
        </button>
      </div>
    </div>
  );
}
