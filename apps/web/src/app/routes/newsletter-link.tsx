import { NEWSLETTER_LINK_MESSAGES } from '@shop/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/link';
import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { followNewsletterLink } from '@/features/newsletter/api/links';

const TOKEN_PATTERN = /^[a-f0-9]{32,64}$/;

const TEXTS = {
  confirm: { title: 'Confirm your subscription', working: 'Confirming your subscription…' },
  unsubscribe: { title: 'Unsubscribe from our newsletter', working: 'Unsubscribing you…' },
} as const;

/**
 * /newsletter/confirm#token=… and /newsletter/unsubscribe#token=…: the pages the newsletter's e-mailed links open
 * (issue 26). No login: the link's token is the proof. It travels in the fragment, which no request carries, so it is
 * read in the browser, once, taken out of the address bar, and sent; following a link again answers the same.
 */
export function Component({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const follow = useMutation({ mutationFn: (token: string) => followNewsletterLink(action, token) });
  const started = useRef(false);
  const [noToken, setNoToken] = useState(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
    if (token && TOKEN_PATTERN.test(token)) follow.mutate(token);
    else setNoToken(true);
  }, [follow]);
  const texts = TEXTS[action];
  const failed = follow.isError || noToken;

  return (
    <div className="container page page--narrow">
      <Seo title={texts.title} description="The Cellar newsletter." noIndex />
      <PageHeader title={texts.title} />
      <div role="status" className="newsletter-link">
        {follow.isSuccess ? (
          <p className="notice">
            {action === 'confirm' ? NEWSLETTER_LINK_MESSAGES.confirmed : NEWSLETTER_LINK_MESSAGES.unsubscribed}
          </p>
        ) : failed ? (
          <p className="notice notice--error">{NEWSLETTER_LINK_MESSAGES.badLink}</p>
        ) : (
          <p>{texts.working}</p>
        )}
      </div>
      <p>
        <Link to={paths.home()}>Continue shopping</Link>
      </p>
    </div>
  );
}
