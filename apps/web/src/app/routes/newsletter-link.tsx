import { NEWSLETTER_LINK_MESSAGES } from '@shop/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/link';
import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { followNewsletterLink } from '@/features/newsletter/api/links';

type Action = 'confirm' | 'unsubscribe';

const TOKEN_PATTERN = /^[a-f0-9]{32,64}$/;

const TEXTS = {
  confirm: { title: 'Confirm your subscription', working: 'Confirming your subscription…' },
  unsubscribe: { title: 'Unsubscribe from our newsletter', working: 'Unsubscribing you…' },
} as const;

/** Follows the link once its token is known, and says how it went. */
function LinkOutcome({ action, token }: { action: Action; token: string | null }) {
  const follow = useMutation({ mutationFn: (t: string) => followNewsletterLink(action, t) });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    follow.mutate(token);
  }, [follow, token]);
  if (!token || follow.isError) return <p className="notice notice--error">{NEWSLETTER_LINK_MESSAGES.badLink}</p>;
  if (follow.isSuccess)
    return (
      <p className="notice">
        {action === 'confirm' ? NEWSLETTER_LINK_MESSAGES.confirmed : NEWSLETTER_LINK_MESSAGES.unsubscribed}
      </p>
    );
  return <p>{TEXTS[action].working}</p>;
}

/**
 * /newsletter/confirm#token=… and /newsletter/unsubscribe#token=…: the pages the newsletter's e-mailed links open
 * (issue 26). No login: the link's token is the proof. It travels in the fragment, which no request carries, so it is
 * read in the browser after the page is on screen (the server's render and the first one in the browser agree), once,
 * taken out of the address bar, and sent; following a link again answers the same.
 */
export function Component({ action }: { action: Action }) {
  // undefined until the fragment has been read.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const read = useRef(false);
  useEffect(() => {
    if (read.current) return;
    read.current = true;
    const found = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
    setToken(found && TOKEN_PATTERN.test(found) ? found : null);
  }, []);
  const texts = TEXTS[action];
  return (
    <div className="container page page--narrow">
      <Seo title={texts.title} description="The Cellar newsletter." noIndex />
      <PageHeader title={texts.title} />
      <div role="status" className="newsletter-link">
        {token === undefined ? <p>{texts.working}</p> : <LinkOutcome action={action} token={token} />}
      </div>
      <p>
        <Link to={paths.home()}>Continue shopping</Link>
      </p>
    </div>
  );
}
