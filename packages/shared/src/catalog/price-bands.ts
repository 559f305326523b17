import { filsToAed } from '../common/money.ts';

/** A shop-by-price band: the most a product in it may cost, and the `/shop-by-price/{cat}` slug that lists it. */
export interface PriceBand {
  maxFils: number;
  slug: string;
}

/** The home page's shop-by-price bands (spec section 2), cheapest first; each slug starts with its maximum in AED. */
export const PRICE_BANDS: readonly PriceBand[] = [5_000, 10_000, 20_000, 50_000].map((maxFils) => {
  const maxAed = filsToAed(maxFils);
  return { maxFils, slug: `${maxAed}-under-aed-${maxAed}` };
});
