import { aedToFils, type CartSummary } from '@shop/shared/rules';
import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-totals';

/** Two wines (49 and 144 AED) and two beers at 13.50, as the server sums them up. */
const SUMMARY: CartSummary = { subtotal: 220, offer_discount: 24.5, shipping: 0, total: 195.5, vat: 9.31, items: 4 };

describe('cart totals (one pricing rule)', () => {
  it("matches the server's summary when no coupon is applied", () => {
    const totals = cartTotals(SUMMARY, null);
    expect(totals.subtotalFils).toBe(22000);
    expect(totals.offerDiscountFils).toBe(2450);
    expect(totals.shippingFils).toBe(aedToFils(SUMMARY.shipping));
    expect(totals.totalFils).toBe(aedToFils(SUMMARY.total));
    expect(totals.vatFils).toBe(aedToFils(SUMMARY.vat));
  });

  it('charges 15 AED delivery up to 100 AED of goods, and none above', () => {
    const small: CartSummary = { subtotal: 100, offer_discount: 0, shipping: 15, total: 115, vat: 5.48, items: 1 };
    expect(cartTotals(small, null)).toMatchObject({ shippingFils: 1500, totalFils: 11500 });
    expect(cartTotals({ ...small, subtotal: 100.01 }, null)).toMatchObject({ shippingFils: 0, totalFils: 10001 });
  });

  it('takes the coupon off the goods after the offer, and charges delivery again when that falls to 100 AED or less', () => {
    const totals = cartTotals(SUMMARY, { code: 'SAVE', value: 95.5 });
    expect(totals).toMatchObject({
      couponDiscountFils: 9550,
      goodsFils: 10000,
      shippingFils: 1500,
      totalFils: 11500,
      couponApplied: true,
    });
  });
});
