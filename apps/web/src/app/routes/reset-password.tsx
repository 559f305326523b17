import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { ResetPasswordForm, tokenFromFragment } from '@/features/auth/components/reset-password-form';

/**
 * /reset-password#token=…: the page the e-mailed reset link opens. The token is read once, then taken out of the
 * address bar, so it stays in neither the history nor a shared screenshot.
 */
export function Component() {
  const [token] = useState(() => {
    if (typeof window === 'undefined') return null;
    const found = tokenFromFragment(window.location.hash);
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
    return found;
  });
  return (
    <div className="container page page--narrow">
      <Seo title="Set a new password" description="Choose a new password for your Cellar account." noIndex />
      <PageHeader title="Set a new password" lead="Choose a new password for your account. Every device logged in to it will be logged out." />
      <ResetPasswordForm token={token} />
    </div>
  );
}
