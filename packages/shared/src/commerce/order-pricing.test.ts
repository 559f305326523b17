import { describe, expect, it } from 'vitest';
import {
  couponDiscount,
  includedVat,
  priceOrder,
  shippingCharge,
  wineOfferDiscount,
  type PricingLine,
} from './order-pricing.ts';

const wine = (aed: number, qty = 1): PricingLine => ({ unitFils: Math.round(aed * 100), qty, isWine: true });
const beer = (aed: number, qty = 1): PricingLine => ({ unitFils: Math.round(aed * 100), qty, isWine: false });

describe('shipping (spec section 9)', () => {
  it('charges 15 AED up to exactly 100 AED, and nothing above', () => {
    expect(shippingCharge(10_000, 'delivery')).toBe(1500);
    expect(shippingCharge(10_001, 'delivery')).toBe(0);
    expect(shippingCharge(500, 'pickup')).toBe(0);
  });
});

describe('the wine offer', () => {
  it('takes wines under 250 AED only: 249.99 joins, 250 does not', () => {
    expect(wineOfferDiscount([wine(249.99), wine(100)])).toBe(5000);
    expect(wineOfferDiscount([wine(250), wine(100)])).toBe(0);
    expect(wineOfferDiscount([wine(249.99), wine(249.99)])).toBe(12_500);
  });

  it('pairs bottles from the most expensive down; an odd bottle pays in full', () => {
    // 200, 150 | 120, 80 | 60: the cheaper of each pair is half price (75 + 40).
    expect(wineOfferDiscount([wine(80), wine(200), wine(60), wine(150), wine(120)])).toBe(11_500);
    expect(wineOfferDiscount([wine(90, 3)])).toBe(4500);
    expect(wineOfferDiscount([wine(90)])).toBe(0);
  });

  it('never counts beer', () => {
    expect(wineOfferDiscount([wine(90), beer(90)])).toBe(0);
  });
});

describe('coupons', () => {
  it('take a percentage or a fixed amount, never below zero, and nothing under the minimum', () => {
    expect(couponDiscount([beer(200)], { kind: 'percent', value: 10, minOrderFils: 0 })).toBe(2000);
    expect(couponDiscount([beer(30)], { kind: 'fixed', value: 5000, minOrderFils: 0 })).toBe(3000);
    expect(couponDiscount([beer(99.99)], { kind: 'fixed', value: 1000, minOrderFils: 10_000 })).toBe(0);
    expect(couponDiscount([beer(100)], { kind: 'fixed', value: 1000, minOrderFils: 10_000 })).toBe(1000);
  });

  it('cap a percentage at its maximum discount', () => {
    const rule = { kind: 'percent', value: 20, minOrderFils: 0, maxDiscountFils: 3000 } as const;
    expect(couponDiscount([beer(100)], rule)).toBe(2000);
    expect(couponDiscount([beer(500)], rule)).toBe(3000);
  });

  it('kept to some categories, take off their lines alone (after the wine offer), the minimum on all the goods', () => {
    const red = (aed: number): PricingLine => ({ ...wine(aed), categoryIds: [2, 7] });
    const lager = (aed: number): PricingLine => ({ ...beer(aed), categoryIds: [1] });
    const wineOnly = { kind: 'percent', value: 10, minOrderFils: 15_000, categoryIds: [2] } as const;
    // 120 + 80 of wine, the offer takes 40 off the 80: 160 of wine after it; the beer is not covered.
    expect(couponDiscount([red(120), red(80), lager(100)], wineOnly)).toBe(1600);
    // The beer makes the minimum, but the coupon takes nothing off it.
    expect(couponDiscount([red(60), lager(100)], wineOnly)).toBe(600);
    expect(couponDiscount([lager(300)], wineOnly)).toBe(0);
    expect(couponDiscount([red(100)], { ...wineOnly, kind: 'fixed', value: 20_000, minOrderFils: 0 })).toBe(10_000);
  });
});

describe('priceOrder', () => {
  it('applies the offer, then the coupon, then shipping on what is left, with the VAT it contains', () => {
    // Two wines (120 and 80) and a beer (30): 230; offer 40 → 190; 10% coupon → 171; above 100: free delivery.
    const totals = priceOrder({
      lines: [wine(120), wine(80), beer(30)],
      coupon: { kind: 'percent', value: 10, minOrderFils: 0 },
      fulfilment: 'delivery',
    });
    expect(totals).toEqual({
      subtotalFils: 23_000,
      offerDiscountFils: 4000,
      couponDiscountFils: 1900,
      goodsFils: 17_100,
      shippingFils: 0,
      totalFils: 17_100,
      vatFils: 814,
      couponApplied: true,
    });
  });

  it('charges delivery when the discounts bring the goods to 100 AED or less', () => {
    const totals = priceOrder({ lines: [wine(70), wine(60)], fulfilment: 'delivery' });
    expect(totals.goodsFils).toBe(10_000);
    expect(totals.shippingFils).toBe(1500);
    expect(totals.totalFils).toBe(11_500);
  });

  it('prices an empty cart at nothing', () => {
    expect(priceOrder({ lines: [], fulfilment: 'delivery' }).totalFils).toBe(0);
  });

  it('computes the VAT a price includes', () => {
    expect(includedVat(10_500)).toBe(500);
    expect(includedVat(1500)).toBe(71);
  });
});
