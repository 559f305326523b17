import { activeFilters, TAB_LABELS, type QueueParams } from './queue-params.ts';
import type { QueueTable } from './use-queue-table.ts';

/** Previous and next page of the queue, and where the list stands. */
export function QueuePager({ table, total }: { table: QueueTable; total: number }) {
  const { pageIndex, pageSize } = table.state.pagination;
  const pages = table.getPageCount();
  if (total === 0) return null;
  const first = pageIndex * pageSize + 1;
  const last = Math.min(total, first + pageSize - 1);
  return (
    <nav className="pager" aria-label="Pages of orders">
      <button
        type="button"
        className="button"
        onClick={() => table.previousPage()}
        disabled={!table.getCanPreviousPage()}
      >
        Previous
      </button>
      <p className="pager__where">
        {first}–{last} of {total}
        <span className="visually-hidden">
          {' '}
          orders, page {pageIndex + 1} of {pages}
        </span>
      </p>
      <button type="button" className="button" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
        Next
      </button>
    </nav>
  );
}

/** An empty page of the queue: nothing in the tab (under the search and filters), or a page past the last. */
export function QueueEmpty({ params, onFirstPage }: { params: QueueParams; onFirstPage: () => void }) {
  if (params.page > 1)
    return (
      <p className="empty">
        This page is past the last one.{' '}
        <button type="button" className="link-button" onClick={onFirstPage}>
          Go to the first page
        </button>
      </p>
    );
  const narrowed = Boolean(params.q) || activeFilters(params) > 0;
  return (
    <p className="empty">
      {narrowed
        ? `No orders in “${TAB_LABELS[params.tab]}” match the search and filters.`
        : `No orders in “${TAB_LABELS[params.tab]}”.`}
    </p>
  );
}
