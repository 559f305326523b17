import { describe, expect, it } from 'vitest';
import { queueWaiter } from './connection-priority.ts';

/** A queue as the pool's gate holds it, each waiter appended and then placed, as `PriorityGate.enter` does. */
function arrive(
  queue: Array<{ name: string; urgent?: boolean; since?: number }>,
  name: string,
  urgent: boolean,
  at: number,
  limit = 250,
) {
  queue.push({ name });
  queueWaiter(queue, urgent, at, limit);
  return queue.map((w) => w.name);
}

describe('the order waiters are served in', () => {
  it('keeps ordinary waiters first come, first served', () => {
    const queue: Array<{ name: string }> = [];
    arrive(queue, 'cart', false, 0);
    expect(arrive(queue, 'wishlist', false, 1)).toEqual(['cart', 'wishlist']);
  });

  it('puts an urgent waiter before the ordinary ones, behind the urgent ones already waiting', () => {
    const queue: Array<{ name: string }> = [];
    arrive(queue, 'cart', false, 0);
    arrive(queue, 'order 1', true, 10);
    arrive(queue, 'wishlist', false, 20);
    expect(arrive(queue, 'order 2', true, 30)).toEqual(['order 1', 'order 2', 'cart', 'wishlist']);
  });

  it('never lets an urgent waiter pass one that has waited the limit', () => {
    const queue: Array<{ name: string }> = [];
    arrive(queue, 'cart', false, 0, 100);
    arrive(queue, 'wishlist', false, 50, 100);
    expect(arrive(queue, 'order', true, 100, 100)).toEqual(['cart', 'order', 'wishlist']);
  });
});
