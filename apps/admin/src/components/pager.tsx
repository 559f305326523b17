export interface PagerProps {
  /** What the list holds, for screen readers: `orders`, `customers`, `sizes`. */
  what: string;
  page: number;
  pages: number;
  /** The first and last row shown, counted from 1, and how many match in all. */
  from: number;
  to: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and next page of a list paged by the server, and where the list stands (`26–50 of 130`). */
export function Pager({ what, page, pages, from, to, total, onPrevious, onNext }: PagerProps) {
  if (total === 0) return null;
  return (
    <nav className="pager" aria-label={`Pages of ${what}`}>
      <button type="button" className="button" onClick={onPrevious} disabled={page <= 1}>
        Previous
      </button>
      <p className="pager__where">
        {from}–{to} of {total}
        <span className="visually-hidden">
          {' '}
          {what}, page {page} of {pages}
        </span>
      </p>
      <button type="button" className="button" onClick={onNext} disabled={page >= pages}>
        Next
      </button>
    </nav>
  );
}

/** A page past the last one (the list shrank, or an old link): says so, with the way back. */
export function PastLastPage({ onFirstPage }: { onFirstPage: () => void }) {
  return (
    <p className="empty">
      This page is past the last one.{' '}
      <button type="button" className="link-button" onClick={onFirstPage}>
        Go to the first page
      </button>
    </p>
  );
}

/** The parts of a page of rows, as the server sends it, that the pager reads. */
export interface ServerPage<T> {
  data: T[];
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
  total: number;
}

/** The pager of a page sent by the server, turning from the page shown. */
export function ListPager({
  what,
  list,
  onPage,
}: {
  what: string;
  list: ServerPage<unknown>;
  onPage: (page: number) => void;
}) {
  const page = list.current_page;
  return (
    <Pager
      what={what}
      page={page}
      pages={list.last_page}
      from={list.from ?? 0}
      to={list.to ?? 0}
      total={list.total}
      onPrevious={() => onPage(page - 1)}
      onNext={() => onPage(page + 1)}
    />
  );
}
