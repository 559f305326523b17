import { DAY_MS, type OrderState, type StaffOrderTab } from '@shop/shared/rules';

/**
 * Where staff act on a figure: the orders queue's tabs (`/orders?tab=…`, as the queue reads its address) and the
 * stock list's low-stock filter (`low=1`, the name `staffListStock` takes), moderation's pending comments, and the
 * inbox's quotations and new messages.
 */

/** The queue tab that holds an order in each state. A placed order is `new` or `awaiting_id` by its buyer's ID. */
const TAB_OF_STATE: Readonly<Record<OrderState, StaffOrderTab>> = {
  awaiting_payment: 'awaiting_payment',
  placed: 'new',
  confirmed: 'to_pack',
  packed: 'packed',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  refused: 'refused',
  cancelled: 'cancelled',
  returned: 'returned',
  refunded: 'refunded',
};

const queue = (tab: StaffOrderTab, from?: string, to = from) => {
  const search = new URLSearchParams();
  if (tab !== 'new') search.set('tab', tab);
  // The queue's "placed from/to" filter, on the shop's calendar.
  if (from && to) {
    search.set('from', from);
    search.set('to', to);
  }
  const text = search.toString();
  return `/orders${text ? `?${text}` : ''}`;
};

/** Today's orders in a state: the state's tab, kept to orders placed today. */
export const todaysOrdersLink = (state: OrderState, today: string) => queue(TAB_OF_STATE[state], today);

/** The delivered orders placed from `from` to `to`: what a revenue figure adds up. */
export const deliveredLink = (from: string, to: string) => queue('delivered', from, to);

/** The day `days` before `day`, both `YYYY-MM-DD` on the shop's calendar (how the server counts "7 days"). */
export const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** Every order waiting for its buyer's ID to be checked, whenever placed. */
export const awaitingIdLink = () => queue('awaiting_id');

/** The stock list, kept to the sizes at or below the low-stock threshold. */
export const lowStockLink = () => '/stock?low=1';

/** Moderation opens on the comments waiting for a decision. */
export const pendingCommentsLink = () => '/moderation';
