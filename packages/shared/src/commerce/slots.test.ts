import { describe, expect, it } from 'vitest';
import { findSlot, nextSlot, orderSlots } from './slots.ts';

describe('order slots', () => {
  it("offers the next days' windows in the shop's time, two hours ahead at least", () => {
    // 09:30 in Dubai (05:30 UTC): today's 10:00 window is too soon, 14:00 is fine.
    const now = new Date('2026-11-24T05:30:00Z');
    const delivery = orderSlots(now, 'delivery');
    expect(delivery[0]).toEqual({
      id: '2026-11-24T10:00:00.000Z',
      start: '2026-11-24T10:00:00.000Z',
      end: '2026-11-24T14:00:00.000Z',
      label: 'Tue 24 Nov, 14:00–18:00',
    });
    expect(delivery).toHaveLength(2 + 3 * 3);
    expect(orderSlots(now, 'pickup')[0]!.label).toBe('Tue 24 Nov, 13:00–15:00');
  });

  it('starts tomorrow late in the evening, and finds only offered slots', () => {
    const late = new Date('2026-11-24T18:00:00Z'); // 22:00 in Dubai
    expect(orderSlots(late, 'delivery')[0]!.label).toBe('Wed 25 Nov, 10:00–14:00');
    expect(findSlot(late, 'delivery', '2026-11-25T06:00:00.000Z')?.label).toBe('Wed 25 Nov, 10:00–14:00');
    expect(findSlot(late, 'delivery', '2026-11-24T06:00:00.000Z')).toBeUndefined();
    expect(findSlot(late, 'pickup', '2026-11-25T06:00:00.000Z')).toBeUndefined();
  });

  it('gives an order without a slot the soonest one of its fulfilment', () => {
    const now = new Date('2026-11-24T05:30:00Z'); // 09:30 in Dubai
    expect(nextSlot(now, 'delivery')?.label).toBe('Tue 24 Nov, 14:00–18:00');
    expect(nextSlot(now, 'pickup')?.label).toBe('Tue 24 Nov, 13:00–15:00');
    expect(nextSlot(new Date('2026-11-24T18:00:00Z'), 'pickup')?.label).toBe('Wed 25 Nov, 11:00–13:00');
  });
});
