import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { CommentsPanel } from './comments-panel.tsx';
import { moderationSearch, readModerationParams, type ModerationParams } from './moderation-params.ts';
import { ReviewsPanel } from './reviews-panel.tsx';

const TABS = [
  { tab: 'comments', label: 'Blog comments' },
  { tab: 'reviews', label: 'Product reviews' },
] as const;

/**
 * Moderation (issue 26, item 7): blog comments wait here to be approved or rejected; product reviews publish at once
 * and can be hidden here (and shown again). Each decision takes effect on the shop at once, and is audited.
 */
export function ModerationPage() {
  const [search, setSearch] = useSearchParams();
  const params = readModerationParams(search);
  const go = (next: ModerationParams) => setSearch(new URLSearchParams(moderationSearch(next)));
  return (
    <>
      <div className="page-head">
        <PageHeading title="Moderation">Moderation</PageHeading>
      </div>
      <nav className="tabs" aria-label="What to moderate">
        <ul>
          {TABS.map(({ tab, label }) => (
            <li key={tab}>
              <Link
                className="tabs__tab"
                to={`/moderation${moderationSearch({ ...params, tab, page: 1 })}`}
                aria-current={tab === params.tab ? 'page' : undefined}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {params.tab === 'comments' ? <CommentsPanel params={params} go={go} /> : <ReviewsPanel params={params} go={go} />}
    </>
  );
}
