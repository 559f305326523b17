import { describe, expect, it } from 'vitest';
import { discountPercent, displayedPrice, isReduced } from './pricing.ts';

describe('displayedPrice (spec section 9)', () => {
  it('prefers a nonzero discount price', () => {
    expect(displayedPrice({ price: 100, offer_price: 80, discount_price: 70 })).toBe(70);
  });
  it('falls back to a nonzero offer price', () => {
    expect(displayedPrice({ price: 100, offer_price: 80, discount_price: 0 })).toBe(80);
    expect(displayedPrice({ price: 100, offer_price: 80, discount_price: null })).toBe(80);
  });
  it('falls back to the price', () => {
    expect(displayedPrice({ price: 100, offer_price: 0, discount_price: 0 })).toBe(100);
    expect(displayedPrice({ price: 100 })).toBe(100);
  });
});

describe('discountPercent', () => {
  it('computes percent off from price versus the reduced price, to 2 decimals', () => {
    expect(discountPercent({ price: 300, offer_price: 200 })).toBe(33.33);
    expect(discountPercent({ price: 150, discount_price: 100 })).toBe(33.33);
    expect(discountPercent({ price: 80, offer_price: 60 })).toBe(25);
    expect(discountPercent({ price: 99.99, discount_price: 66.66 })).toBe(33.33);
  });
  it('is 0 when nothing is reduced, or the reduced price is not lower', () => {
    expect(discountPercent({ price: 100 })).toBe(0);
    expect(discountPercent({ price: 100, offer_price: 120 })).toBe(0);
    expect(discountPercent({ price: 0, offer_price: 10 })).toBe(0);
    expect(isReduced({ price: 100 })).toBe(false);
    expect(isReduced({ price: 100, offer_price: 90 })).toBe(true);
  });
});
