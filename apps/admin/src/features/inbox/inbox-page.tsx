import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { MessagesTab } from './messages-tab.tsx';
import { NewsletterTab } from './newsletter-tab.tsx';
import { PlatinumTab } from './platinum-tab.tsx';
import { QuotationsTab } from './quotations-tab.tsx';

export const INBOX_TABS = ['messages', 'quotations', 'platinum', 'newsletter'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];
const TAB_LABELS: Readonly<Record<InboxTab, string>> = {
  messages: 'Messages',
  quotations: 'Quotations',
  platinum: 'Platinum Club',
  newsletter: 'Newsletter',
};

/** Where the inbox stands lives in the address (`/admin/inbox?tab=quotations&status=quoted&page=2`). */
export function readInboxTab(search: URLSearchParams): InboxTab {
  const tab = search.get('tab');
  return INBOX_TABS.find((t) => t === tab) ?? 'messages';
}

/**
 * The inbox (issue 26, item 8): what customers sent the shop, for the roles that answer it. Contact messages to read,
 * assign and finish; quotations to price; the Platinum Club's members; the newsletter's subscribers and sends.
 */
export function InboxPage() {
  const [search] = useSearchParams();
  const tab = readInboxTab(search);
  return (
    <>
      <div className="page-head">
        <PageHeading title={`Inbox: ${TAB_LABELS[tab]}`}>Inbox</PageHeading>
      </div>
      <nav className="tabs" aria-label="Inbox">
        <ul>
          {INBOX_TABS.map((t) => (
            <li key={t}>
              <Link
                className="tabs__tab"
                to={t === 'messages' ? '/inbox' : `/inbox?tab=${t}`}
                aria-current={t === tab ? 'page' : undefined}
              >
                {TAB_LABELS[t]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'messages' && <MessagesTab />}
      {tab === 'quotations' && <QuotationsTab />}
      {tab === 'platinum' && <PlatinumTab />}
      {tab === 'newsletter' && <NewsletterTab />}
    </>
  );
}
