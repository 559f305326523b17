import { describe, expect, it } from 'vitest';
import { aedToFils } from '../common/money.ts';
import { PRICE_BANDS } from './price-bands.ts';

describe('shop-by-price bands (spec section 2)', () => {
  it('are AED 50, 100, 200 and 500, cheapest first', () => {
    expect(PRICE_BANDS.map((band) => band.maxFils)).toEqual([50, 100, 200, 500].map((aed) => aedToFils(aed)));
  });

  it('name their maximum in AED before the first dash of the slug', () => {
    for (const band of PRICE_BANDS) expect(aedToFils(band.slug.split('-')[0] ?? '')).toBe(band.maxFils);
    expect(PRICE_BANDS[1]?.slug).toBe('100-under-aed-100');
  });
});
