import type { StaffOrderList, StaffOrderRow } from '@shop/shared/rules';
import { functionalUpdate, useTable, type PaginationState, type SortingState } from '@tanstack/react-table';
import { QUEUE_PAGE_SIZE } from './orders-api.ts';
import { queueColumns, queueFeatures } from './queue-columns.tsx';
import { sortingOf, sortOf, type QueueParams } from './queue-params.ts';

const NO_ROWS: StaffOrderRow[] = [];

/**
 * The queue as a TanStack table whose sorting and paging are the server's (`manual…`): the table's state is read
 * from the address and every change goes back to it, which fetches the page.
 */
export function useQueueTable(
  list: StaffOrderList | undefined,
  params: QueueParams,
  go: (p: Partial<QueueParams>) => void,
) {
  const sorting: SortingState = sortingOf(params.sort);
  const pagination: PaginationState = { pageIndex: params.page - 1, pageSize: QUEUE_PAGE_SIZE };
  return useTable({
    features: queueFeatures,
    columns: queueColumns,
    data: list?.orders ?? NO_ROWS,
    getRowId: (row) => String(row.id),
    state: { sorting, pagination },
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    pageCount: list?.pages ?? 1,
    rowCount: list?.total ?? 0,
    onSortingChange: (updater) => go({ sort: sortOf(functionalUpdate(updater, sorting)), page: 1 }),
    onPaginationChange: (updater) => go({ page: functionalUpdate(updater, pagination).pageIndex + 1 }),
  });
}

export type QueueTable = ReturnType<typeof useQueueTable>;
