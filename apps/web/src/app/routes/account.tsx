import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { AccountNav } from '@/features/auth/components/account-nav';
import { AccountOverview } from '@/features/auth/components/account-overview';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { DeleteAccount } from '@/features/auth/components/delete-account';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { selectIsCorporate, useAppStore } from '@/stores/app-store';
import { AccountQuotationsSection } from '../quotation-parts';

/** /account (logged in only, spec section 2): details from `GET /auth/me`, password, logout and account deletion. */
export function Component() {
  const details = useAppStore((s) => s.user.details);
  const isCorporate = useAppStore(selectIsCorporate);
  return (
    <div className="container page account">
      <Seo title="My account" description="Your Cellar account." noIndex />
      <PageHeader title="My account">
        <AccountNav />
      </PageHeader>
      <div className="account-grid">
        <AccountOverview />
        <div className="account">
          {details ? <ChangePasswordForm hasPassword={details.has_password} /> : null}
          <section className="panel" aria-labelledby="session-title">
            <h2 id="session-title">Session</h2>
            <p>
              {isCorporate
                ? 'Log out of this device. Your quotations stay with your account.'
                : 'Log out of this device. Your cart and wishlist stay with your account.'}
            </p>
            <LogoutButton />
          </section>
          {details ? <DeleteAccount email={details.email} /> : null}
        </div>
      </div>
      <AccountQuotationsSection />
    </div>
  );
}
