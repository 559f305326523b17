import { aedToFils } from '@shop/shared';
import { SIZES, type SizeDef } from './demo-catalog.data.ts';
import type { Prng } from './prng.ts';

const SIZE_BY_VALUE = new Map(SIZES.map((s) => [s.value, s]));

export function sizeOf(value: string): SizeDef {
  const size = SIZE_BY_VALUE.get(value);
  if (!size) throw new Error(`Unknown size ${value}`);
  return size;
}

/** Shelf-style AED price: 12.50, 89, 149, 1,249. */
export function shelfPrice(aed: number): number {
  if (aed < 30) return Math.max(1, Math.round(aed * 2) / 2);
  if (aed < 1000) return Math.round(aed / 5) * 5 - 1;
  return Math.round(aed / 50) * 50 - 1;
}

/**
 * Price of `size` when the line's reference size costs 1: bigger bottles cost less per millilitre,
 * packs of 6 save about 8% and cases of 12 or more about 15%.
 */
export function sizeFactor(size: SizeDef, reference: SizeDef): number {
  const unitMl = size.sizeMl / size.units;
  const refUnitMl = reference.sizeMl / reference.units;
  const perUnit = (unitMl / refUnitMl) ** 0.9;
  const packSaving = size.units >= 12 ? 0.85 : size.units > 1 ? 0.92 : 1;
  return (size.units * perUnit * packSaving) / reference.units;
}

/** A reduced shelf price `percentOff` below `priceAed`, always strictly lower. */
export function reducedPrice(priceAed: number, percentOff: number): number {
  const reduced = shelfPrice(priceAed * (1 - percentOff / 100));
  return reduced < priceAed ? reduced : Math.max(0.5, priceAed - (priceAed < 30 ? 0.5 : 1));
}

export type Reduction = 'none' | 'offer' | 'discount';

/** The share of the shelf price the demo shop paid for a bottle: a retailer's usual margin, the same for all. */
export const DEMO_COST_SHARE = 0.6;

export interface SeedVariation {
  size: string;
  priceFils: number;
  /** What the shop paid for one, for the stock's value at cost (staff only). */
  costFils: number;
  offerPriceFils: number;
  discountPriceFils: number;
  stock: number;
}

/** Builds the variations of one product from its default-size price in AED. */
export function priceVariations(
  rng: Prng,
  sizes: string[],
  referenceSize: string,
  referenceAed: number,
  reduction: Reduction,
  soldOut: boolean,
): SeedVariation[] {
  const reference = sizeOf(referenceSize);
  const percentOff = reduction === 'none' ? 0 : rng.int(10, 30);
  return sizes.map((value, position) => {
    const price = shelfPrice(referenceAed * sizeFactor(sizeOf(value), reference));
    const reduced = reduction === 'none' ? 0 : reducedPrice(price, percentOff);
    const stock = position === 0 ? (soldOut ? 0 : rng.int(3, 120)) : rng.chance(0.06) ? 0 : rng.int(2, 120);
    return {
      size: value,
      priceFils: aedToFils(price),
      costFils: Math.round(aedToFils(price) * DEMO_COST_SHARE),
      offerPriceFils: reduction === 'offer' ? aedToFils(reduced) : 0,
      discountPriceFils: reduction === 'discount' ? aedToFils(reduced) : 0,
      stock,
    };
  });
}
