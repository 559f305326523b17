import { ORDER_MESSAGES } from '@shop/shared/rules';
import { describe, expect, it } from 'vitest';
import { movedMessage, nextMoves, type MovableOrder } from './next-moves.ts';

const order = (over: Partial<MovableOrder>): MovableOrder => ({
  state: 'placed',
  fulfilment: 'delivery',
  ageVerified: true,
  ...over,
});
const summary = (o: MovableOrder) => nextMoves(o).map((m) => [m.to, m.label, m.needs, m.blockedBy]);

describe('the next moves of an order', () => {
  it('confirms a placed order only once its buyer is verified, and may cancel it', () => {
    expect(summary(order({}))).toEqual([
      ['confirmed', 'Confirm', 'nothing', null],
      ['cancelled', 'Cancel order', 'confirmation', null],
    ]);
    expect(nextMoves(order({ ageVerified: false }))[0]).toMatchObject({
      to: 'confirmed',
      blockedBy: ORDER_MESSAGES.ageNotVerified,
    });
  });

  it('packs, then sends out (or readies a pickup at the counter), and may cancel until it leaves', () => {
    expect(summary(order({ state: 'confirmed' }))).toEqual([
      ['packed', 'Mark packed', 'nothing', null],
      ['cancelled', 'Cancel order', 'confirmation', null],
    ]);
    expect(nextMoves(order({ state: 'packed' })).map((m) => m.label)).toEqual(['Out for delivery', 'Cancel order']);
    expect(nextMoves(order({ state: 'packed', fulfilment: 'pickup' })).map((m) => m.label)).toEqual([
      'Ready for pickup',
      'Cancel order',
    ]);
  });

  it('at the door: delivered needs the ID check, refused a reason; no cancelling any more', () => {
    expect(summary(order({ state: 'out_for_delivery' }))).toEqual([
      ['delivered', 'Delivered', 'id-check', null],
      ['refused', 'Refused', 'refusal-reason', null],
    ]);
  });

  it('offers nothing once the order is over', () => {
    for (const state of ['delivered', 'refused', 'cancelled'] as const) expect(nextMoves(order({ state }))).toEqual([]);
  });

  it('says what a move did', () => {
    expect(movedMessage('out_for_delivery', 'CEL-000007', true)).toBe(
      'Order CEL-000007 is ready for pickup. The customer has been told.',
    );
  });
});
