import { describe, expect, it } from 'vitest';
import { countNewOrders, newOrdersAnnouncement, newOrdersBadge, tabOfNewest } from './new-orders.ts';

const rows = (...ids: number[]) => ids.map((id) => ({ id, state: 'placed' as const, age_verified: id % 2 === 0 }));

describe('new orders', () => {
  it('counts the orders above the newest id seen when the page opened or was acknowledged', () => {
    expect(countNewOrders(rows(14, 13, 12, 11), 12)).toBe(2);
    expect(countNewOrders(rows(14, 13), 14)).toBe(0);
    // Before the first answer nothing is new; in an empty shop (seen 0) every order is.
    expect(countNewOrders(rows(3, 2), null)).toBe(0);
    expect(countNewOrders(rows(2, 1), 0)).toBe(2);
  });

  it('words the badge and the polite announcement', () => {
    expect(newOrdersBadge(3, 50)).toBe('3 new');
    expect(newOrdersBadge(50, 50)).toBe('50+ new');
    expect(newOrdersAnnouncement(0, 50)).toBe('');
    expect(newOrdersAnnouncement(1, 50)).toBe('1 new order has arrived.');
    expect(newOrdersAnnouncement(4, 50)).toBe('4 new orders have arrived.');
    expect(newOrdersAnnouncement(50, 50)).toBe('50 or more new orders have arrived.');
  });

  it('opens the tab the newest new order waits in', () => {
    expect(tabOfNewest(rows(13, 12), 11)).toBe('awaiting_id');
    expect(tabOfNewest(rows(14, 13), 11)).toBe('new');
  });
});
