import type { StaffOrderRow } from '@shop/shared/rules';
import { createColumnHelper, rowPaginationFeature, rowSortingFeature, tableFeatures } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatDateTime, formatMoney, formatSlot, fulfilmentLabel, paymentLabel } from './format.ts';

/** The queue's table (TanStack Table): sorted and paged by the server, so only the state features are registered. */
export const queueFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature });

const column = createColumnHelper<typeof queueFeatures, StaffOrderRow>();

export function AgeBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="tag tag--ok">Age verified</span>
  ) : (
    <span className="tag tag--warn">ID check needed</span>
  );
}

export const queueColumns = column.columns([
  column.accessor('order_number', {
    header: 'Order',
    enableSorting: false,
    cell: (info) => (
      <Link className="order-link" to={`/orders/${info.getValue()}`}>
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('created_at', {
    header: 'Placed',
    sortDescFirst: true,
    cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
  }),
  column.accessor('customer_name', {
    header: 'Customer',
    enableSorting: false,
    cell: (info) => (
      <>
        <span className="cell-main">{info.getValue()}</span>
        <span className="cell-sub">{info.row.original.customer_mobile ?? info.row.original.customer_email}</span>
      </>
    ),
  }),
  column.accessor((row) => row.slot_start, {
    id: 'slot',
    header: 'Slot',
    sortDescFirst: false,
    cell: (info) => formatSlot(info.row.original.slot_start, info.row.original.slot_end),
  }),
  column.accessor('fulfilment', {
    header: 'Fulfilment',
    enableSorting: false,
    cell: (info) => `${fulfilmentLabel(info.getValue())}, ${paymentLabel(info.row.original.payment).toLowerCase()}`,
  }),
  column.accessor('items', { header: 'Items', enableSorting: false }),
  column.accessor('total', {
    header: 'Total',
    enableSorting: false,
    cell: (info) => formatMoney(info.getValue()),
  }),
  column.accessor('age_verified', {
    header: 'Age',
    enableSorting: false,
    cell: (info) => <AgeBadge verified={info.getValue()} />,
  }),
]);
