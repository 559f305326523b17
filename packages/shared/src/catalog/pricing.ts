/** The three prices a variation carries; 0 (or missing) means "no such price". */
export interface VariationPrices {
  price: number;
  offer_price?: number | null;
  discount_price?: number | null;
}

/**
 * Spec section 9: the displayed price is discount_price if nonzero, else offer_price if nonzero, else price.
 * Works in any unit (fils or AED) as long as all three are in the same one.
 */
export function displayedPrice(v: VariationPrices): number {
  if (v.discount_price) return v.discount_price;
  if (v.offer_price) return v.offer_price;
  return v.price;
}

/**
 * Spec section 9: percent off, from price versus the reduced (displayed) price, rounded to 2 decimals.
 * 0 when there is no reduction or no base price.
 */
export function discountPercent(v: VariationPrices): number {
  const reduced = displayedPrice(v);
  if (!v.price || reduced >= v.price) return 0;
  return Math.round(((v.price - reduced) / v.price) * 100 * 100) / 100;
}

/** True when the shopper pays less than the list price. */
export function isReduced(v: VariationPrices): boolean {
  return discountPercent(v) > 0;
}
