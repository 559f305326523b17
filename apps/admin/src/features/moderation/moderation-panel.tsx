import type { ReactNode } from 'react';
import { ErrorAlert, StatusMessage } from '../../components/alert.tsx';
import type { ServerPage } from '../../components/pager.tsx';
import { PagedResults } from '../../components/paged-results.tsx';
import { formatDateTimeYear } from '../../lib/shop-format.ts';
import type { ModerationParams } from './moderation-params.ts';

export interface ModerationPanelProps<T> {
  /** The panel's name for screen readers (`Blog comments`). */
  label: string;
  /** The buttons choosing which items show. */
  filter: ReactNode;
  /** What the last decision did, said politely. */
  said: string | null;
  error: unknown;
  found: { data: ServerPage<T> | undefined; isPending: boolean; isPlaceholderData: boolean };
  /** What the list holds, plural (`comments`). */
  what: string;
  listLabel: string;
  empty: string;
  params: ModerationParams;
  go: (next: ModerationParams) => void;
  /** One item and the decisions still open on it, as a `moderation-item`. */
  children: (item: T) => ReactNode;
}

/** One kind of thing to moderate: its filter, what the last decision did, and the items of the page with a pager. */
export function ModerationPanel<T>(props: ModerationPanelProps<T>) {
  const { params, go } = props;
  return (
    <section aria-label={props.label}>
      <div className="toolbar">{props.filter}</div>
      <StatusMessage>{props.said}</StatusMessage>
      <ErrorAlert error={props.error} />
      <PagedResults
        found={props.found}
        what={props.what}
        page={params.page}
        empty={props.empty}
        onFirstPage={() => go({ ...params, page: 1 })}
        onPage={(page) => go({ ...params, page })}
      >
        {(items) => (
          <ul className="moderation-list" aria-label={props.listLabel}>
            {items.map(props.children)}
          </ul>
        )}
      </PagedResults>
    </section>
  );
}

/** Who wrote an item, their e-mail and when. */
export function ModerationAuthor({ name, email, at }: { name: string; email: string; at: string }) {
  return (
    <p className="moderation-item__who">
      {name} <span className="cell-sub">{email}</span>
      <span className="cell-sub">{formatDateTimeYear(at)}</span>
    </p>
  );
}
