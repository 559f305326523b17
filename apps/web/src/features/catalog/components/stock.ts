import type { PriceVariation } from '@shop/shared';

/** Spec section 2: an item is out of stock when its first (default) variation has stock 0. */
export function isOutOfStock(variations: PriceVariation[]): boolean {
  const first = variations[0];
  return !first || first.stock <= 0;
}

export const OUT_OF_STOCK_LABEL = 'Out Of Stock';
