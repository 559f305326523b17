import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { AccountNav } from '@/features/auth/components/account-nav';
import { ProfileForm } from '@/features/auth/components/profile-form';

/** /account/profile (logged in only, corporate buyers too): details and picture; e-mail and mobile through a code. */
export function Component() {
  return (
    <div className="container page account">
      <Seo title="My profile" description="Your Cellar profile." noIndex />
      <PageHeader title="My account">
        <AccountNav />
      </PageHeader>
      <ProfileForm />
    </div>
  );
}
