import { Pager, PastLastPage } from '../../components/pager.tsx';
import { activeFilters, TAB_LABELS, type QueueParams } from './queue-params.ts';
import type { QueueTable } from './use-queue-table.ts';

/** Previous and next page of the queue, and where the list stands. */
export function QueuePager({ table, total }: { table: QueueTable; total: number }) {
  const { pageIndex, pageSize } = table.state.pagination;
  const first = pageIndex * pageSize + 1;
  return (
    <Pager
      what="orders"
      page={pageIndex + 1}
      pages={table.getPageCount()}
      from={first}
      to={Math.min(total, first + pageSize - 1)}
      total={total}
      onPrevious={() => table.previousPage()}
      onNext={() => table.nextPage()}
    />
  );
}

/** An empty page of the queue: nothing in the tab (under the search and filters), or a page past the last. */
export function QueueEmpty({ params, onFirstPage }: { params: QueueParams; onFirstPage: () => void }) {
  if (params.page > 1) return <PastLastPage onFirstPage={onFirstPage} />;
  const narrowed = Boolean(params.q) || activeFilters(params) > 0;
  return (
    <p className="empty">
      {narrowed
        ? `No orders in “${TAB_LABELS[params.tab]}” match the search and filters.`
        : `No orders in “${TAB_LABELS[params.tab]}”.`}
    </p>
  );
}
