import type { CouponOffer } from '@shop/shared/rules';
import { describe, expect, it } from 'vitest';
import { cartLine } from './checkout-fixtures';
import { appliedCouponRule, checkoutTotals } from './checkout-summary';

const line = cartLine;

const tenOff: CouponOffer = {
  name: 'TENOFF',
  description: '',
  kind: 'percent',
  value: 10,
  min_order: 50,
  max_discount: null,
  category_ids: [],
  expires_at: null,
};

describe('the checkout summary (the shared pricing rule)', () => {
  it('charges 15 AED delivery below 100 AED, nothing for pickup', () => {
    const lines = [line(40, 2, 'beer')];
    expect(checkoutTotals(lines, 'delivery', null)).toMatchObject({
      subtotalFils: 8000,
      shippingFils: 1500,
      totalFils: 9500,
    });
    expect(checkoutTotals(lines, 'pickup', null)).toMatchObject({ shippingFils: 0, totalFils: 8000 });
  });

  it('delivers free above 100 AED and states the VAT the total includes', () => {
    const totals = checkoutTotals([line(105, 1, 'rum')], 'delivery', null);
    expect(totals).toMatchObject({ shippingFils: 0, totalFils: 10500, vatFils: 500 });
  });

  it('uses the displayed price (discount, else offer, else price)', () => {
    expect(
      checkoutTotals([line(100, 1, 'rum', { offer_price: 80, discount_price: 70 })], 'pickup', null).subtotalFils,
    ).toBe(7000);
  });

  it('takes half off the cheaper of two wines under 250 AED, not other drinks', () => {
    expect(checkoutTotals([line(120, 1), line(80, 1)], 'pickup', null).offerDiscountFils).toBe(4000);
    expect(checkoutTotals([line(120, 1, 'beer'), line(80, 1, 'beer')], 'pickup', null).offerDiscountFils).toBe(0);
  });

  it("takes the server's word on which lines are wines, as the order will be priced", () => {
    const sparkling = { ...line(120, 1, 'sparkling-wine'), is_wine: true };
    expect(checkoutTotals([sparkling, line(80, 1)], 'pickup', null).offerDiscountFils).toBe(4000);
    expect(checkoutTotals([{ ...line(120, 1), is_wine: false }, line(80, 1)], 'pickup', null).offerDiscountFils).toBe(
      0,
    );
  });

  it("applies the coupon's own rule, and shipping looks at the goods after it", () => {
    const rule = appliedCouponRule({ code: 'tenoff', value: 11 }, [tenOff]);
    expect(rule).toEqual({ kind: 'percent', value: 10, minOrderFils: 5000, maxDiscountFils: null });
    const totals = checkoutTotals([line(110, 1, 'rum')], 'delivery', rule);
    expect(totals).toMatchObject({ couponDiscountFils: 1100, goodsFils: 9900, shippingFils: 1500, totalFils: 11400 });
    // A maximum discount caps it, as the order will.
    const capped = appliedCouponRule({ code: 'tenoff', value: 5 }, [{ ...tenOff, max_discount: 5 }]);
    expect(checkoutTotals([line(110, 1, 'rum')], 'delivery', capped).couponDiscountFils).toBe(500);
  });

  it("takes the server's amount for a coupon kept to some categories (the lines here do not say theirs)", () => {
    expect(appliedCouponRule({ code: 'tenoff', value: 4 }, [{ ...tenOff, category_ids: [3] }])).toEqual({
      kind: 'fixed',
      value: 400,
      minOrderFils: 0,
    });
  });

  it('falls back to the amount the server said when the offer is not listed', () => {
    expect(appliedCouponRule({ code: 'GONE', value: 12.5 }, [tenOff])).toEqual({
      kind: 'fixed',
      value: 1250,
      minOrderFils: 0,
    });
    expect(appliedCouponRule(null, [tenOff])).toBeNull();
  });
});
