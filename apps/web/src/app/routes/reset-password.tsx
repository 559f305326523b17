import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { ResetPasswordForm, tokenFromFragment } from '@/features/auth/components/reset-password-form';

/**
 * /reset-password#token=…: the page the e-mailed reset link opens. The fragment never reaches the server, so the
 * token is read in the browser, after the page is on screen (the server's render and the first one in the browser
 * agree), once, and then taken out of the address bar, so it stays in neither the history nor a shared screenshot.
 */
export function Component() {
  // undefined until the fragment has been read.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const read = useRef(false);
  useEffect(() => {
    if (read.current) return;
    read.current = true;
    const found = tokenFromFragment(window.location.hash);
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
    setToken(found);
  }, []);
  return (
    <div className="container page page--narrow">
      <Seo title="Set a new password" description="Choose a new password for your Cellar account." noIndex />
      <PageHeader
        title="Set a new password"
        lead="Choose a new password for your account. Every device logged in to it will be logged out."
      />
      {token === undefined ? null : <ResetPasswordForm token={token} />}
    </div>
  );
}
