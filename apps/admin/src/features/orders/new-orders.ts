import type { StaffOrderRow, StaffOrderTab } from '@shop/shared/rules';

/**
 * New orders arriving while the back office is open: the orders whose id is above the newest id seen when the page
 * was opened or last acknowledged. Ids only grow, so an order counted once stays counted until acknowledged.
 */
export function countNewOrders(newest: readonly Pick<StaffOrderRow, 'id'>[], seenId: number | null): number {
  if (seenId === null) return 0;
  return newest.filter((order) => order.id > seenId).length;
}

/** The badge's words: `3 new`, or `50+ new` when every order of the newest page is new (there may be more). */
export function newOrdersBadge(count: number, pageSize: number): string {
  return `${count >= pageSize ? `${pageSize}+` : count} new`;
}

/** What a screen reader is told, politely, when the count changes. */
export function newOrdersAnnouncement(count: number, pageSize: number): string {
  if (count === 0) return '';
  const many = count >= pageSize ? `${pageSize} or more` : String(count);
  return `${many} new ${count === 1 ? 'order has' : 'orders have'} arrived.`;
}

/** Which tab the newest new order waits in: a buyer with a verified age is New; else Awaiting ID check. */
export function tabOfNewest(newest: readonly Pick<StaffOrderRow, 'id' | 'age_verified' | 'state'>[], seenId: number) {
  const first = newest.find((order) => order.id > seenId && order.state === 'placed');
  return (first && !first.age_verified ? 'awaiting_id' : 'new') satisfies StaffOrderTab;
}
