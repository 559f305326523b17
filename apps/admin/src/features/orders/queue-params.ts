import type { StaffOrderTab } from '@shop/shared/rules';

/**
 * The queue's state lives in the address (`/admin/orders?tab=packed&q=layla&page=2`): a reload, the back button and
 * a link sent to a colleague all show the same list.
 */
export type QueueSort = 'newest' | 'oldest' | 'slot';
export type Fulfilment = 'delivery' | 'pickup';
export type Payment = 'cash' | 'card';

export interface QueueParams {
  tab: StaffOrderTab;
  q?: string;
  from?: string;
  to?: string;
  fulfilment?: Fulfilment;
  payment?: Payment;
  sort: QueueSort;
  page: number;
}

export const TAB_LABELS: Readonly<Record<StaffOrderTab, string>> = {
  new: 'New',
  awaiting_id: 'Awaiting ID check',
  to_pack: 'To pack',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  refused: 'Refused',
  cancelled: 'Cancelled',
  // Card orders not paid yet: staff see them, and do not dispatch them until the gateway confirms the payment.
  awaiting_payment: 'Awaiting payment',
  // After delivery: goods that came back, and orders whose money went back (decision 028).
  returned: 'Returned',
  refunded: 'Refunded',
};

/** The tabs, in the order of an order's life. */
export const QUEUE_TABS = Object.keys(TAB_LABELS) as StaffOrderTab[];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

export function readQueueParams(search: URLSearchParams): QueueParams {
  const page = Number(search.get('page'));
  const day = (name: string) => (DAY.test(search.get(name) ?? '') ? search.get(name)! : undefined);
  return {
    tab: oneOf(QUEUE_TABS, search.get('tab')) ?? 'new',
    q: search.get('q')?.trim().slice(0, 100) || undefined,
    from: day('from'),
    to: day('to'),
    fulfilment: oneOf(['delivery', 'pickup'] as const, search.get('fulfilment')),
    payment: oneOf(['cash', 'card'] as const, search.get('payment')),
    sort: oneOf(['newest', 'oldest', 'slot'] as const, search.get('sort')) ?? 'newest',
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The address of a queue; defaults are left out, so the plain queue is `/orders`. */
export function queueSearch(params: QueueParams): string {
  const search = new URLSearchParams();
  if (params.tab !== 'new') search.set('tab', params.tab);
  for (const key of ['q', 'from', 'to', 'fulfilment', 'payment'] as const) {
    const value = params[key];
    if (value) search.set(key, value);
  }
  if (params.sort !== 'newest') search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** How many filters (beyond the tab and the search) are set: the filters' summary says it. */
export function activeFilters(params: QueueParams): number {
  return [params.from, params.to, params.fulfilment, params.payment].filter(Boolean).length;
}

/** TanStack Table's sorting for a sort of the server, and back: the Placed column (both ways) and the Slot column. */
export type SortingState = Array<{ id: string; desc: boolean }>;

export function sortingOf(sort: QueueSort): SortingState {
  if (sort === 'slot') return [{ id: 'slot', desc: false }];
  return [{ id: 'created_at', desc: sort === 'newest' }];
}

export function sortOf(sorting: SortingState): QueueSort {
  const [first] = sorting;
  if (first?.id === 'slot') return 'slot';
  if (first?.id === 'created_at' && !first.desc) return 'oldest';
  return 'newest';
}
