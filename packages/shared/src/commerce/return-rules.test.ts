import { describe, expect, it } from 'vitest';
import { creditNoteNumber, isShopError, returnDeadline, returnLineFils, RETURN_WINDOW_DAYS } from './return-rules.ts';

describe('returnLineFils', () => {
  const line = { lineId: 1, qty: 3, returnedQty: 0, lineFils: 10_000 };

  it('gives back a share of the line without a coupon', () => {
    expect(returnLineFils(line, 3, { goodsFils: 20_000, couponFils: 0 })).toBe(10_000);
    expect(returnLineFils(line, 1, { goodsFils: 20_000, couponFils: 0 })).toBe(3333);
  });

  it("takes off the line's share of the coupon, rounded down", () => {
    // 10 000 of 30 000 goods carries a third of a 1 000 coupon: 333 (rounded down) is off the line.
    expect(returnLineFils(line, 3, { goodsFils: 30_000, couponFils: 1000 })).toBe(10_000 - 333);
  });

  it('partial returns add up exactly to what the line was charged, whatever the order of them', () => {
    const order = { goodsFils: 27_001, couponFils: 1_337 };
    const paid = 10_000 - Math.floor((10_000 * 1_337) / 27_001);
    for (const steps of [[1, 1, 1], [1, 2], [2, 1], [3]]) {
      let returnedQty = 0;
      let total = 0;
      for (const qty of steps) {
        total += returnLineFils({ ...line, returnedQty }, qty, order);
        returnedQty += qty;
      }
      expect(total, steps.join('+')).toBe(paid);
    }
  });

  it('gives nothing for no units, and never a negative amount', () => {
    expect(returnLineFils(line, 0, { goodsFils: 10_000, couponFils: 0 })).toBe(0);
    expect(returnLineFils({ ...line, qty: 0 }, 1, { goodsFils: 10_000, couponFils: 0 })).toBe(0);
    expect(returnLineFils(line, 1, { goodsFils: 10_000, couponFils: 10_000 })).toBe(0);
  });
});

describe('return rules', () => {
  it('numbers credit notes from the refund, and closes returns a week after delivery', () => {
    expect(creditNoteNumber(42)).toBe('CN-000042');
    const delivered = new Date('2026-11-20T10:00:00Z');
    expect(returnDeadline(delivered).getTime() - delivered.getTime()).toBe(RETURN_WINDOW_DAYS * 86_400_000);
  });

  it('refunds the delivery charge only for the shop’s errors', () => {
    expect(isShopError('changed_mind')).toBe(false);
    expect(['faulty', 'wrong_item', 'damaged'].every((r) => isShopError(r as 'faulty'))).toBe(true);
  });
});
