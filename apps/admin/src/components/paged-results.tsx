import type { ReactNode } from 'react';
import { Loading } from './alert.tsx';
import { ListPager, PastLastPage, type ServerPage } from './pager.tsx';

export interface PagedResultsProps<T> {
  /** The list's query: its page once there, whether it is still coming, whether an older page stands in meanwhile. */
  found: { data: ServerPage<T> | undefined; isPending: boolean; isPlaceholderData: boolean };
  /** What the list holds, plural (`posts`), for the wait and the pager. */
  what: string;
  /** The wait's words when they differ from `what` (`Loading news…` beside a pager of `news items`). */
  loading?: string;
  /** The page asked for: past the last one, the way back to the first is offered instead of `empty`. */
  page: number;
  /** What an empty list says (`No coupon matches.`). */
  empty: ReactNode;
  /** Said to screen readers once the list is there (`12 posts.`); none when the page says it otherwise. */
  status?: (list: ServerPage<T>) => string;
  /** Without it, a page past the last one says `empty` too. */
  onFirstPage?: () => void;
  onPage: (page: number) => void;
  /** The rows of the page: a table, cards, a list. */
  children: (rows: T[]) => ReactNode;
}

/** A list paged by the server: the wait, the empty list, or the rows and the pager (busy while the next page comes). */
export function PagedResults<T>({
  found,
  what,
  loading = what,
  page,
  empty,
  status,
  onFirstPage,
  onPage,
  children,
}: PagedResultsProps<T>) {
  const list = found.data;
  return (
    <>
      {status && (
        <p className="visually-hidden" role="status">
          {list && status(list)}
        </p>
      )}
      {!list ? (
        found.isPending && <Loading what={loading} />
      ) : list.data.length === 0 ? (
        onFirstPage && page > 1 ? (
          <PastLastPage onFirstPage={onFirstPage} />
        ) : (
          <p className="empty">{empty}</p>
        )
      ) : (
        <div aria-busy={found.isPlaceholderData || undefined}>
          {children(list.data)}
          <ListPager what={what} list={list} onPage={onPage} />
        </div>
      )}
    </>
  );
}
