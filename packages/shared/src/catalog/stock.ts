/** Stock rules the storefront shows and the server enforces (spec sections 2, 5 and 8). */

/** Spec section 2: the label of an item whose first (default) variation has stock 0. */
export const OUT_OF_STOCK_LABEL = 'Out Of Stock';

/** A size with this many bottles or fewer left is shown as running low ('only 3 left'). */
export const LOW_STOCK_THRESHOLD = 5;

/** How much of a size is left, as the product page words it. */
export type StockLevel = 'out' | 'low' | 'in';

/** Out at 0 or below, low at LOW_STOCK_THRESHOLD or fewer, in stock above. */
export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK_THRESHOLD ? 'low' : 'in';
}

/** A missing size, or one with no stock, cannot be bought (spec section 5: stock 0 blocks the add). */
export function isSoldOut(variation: { stock: number } | undefined): boolean {
  return !variation || stockLevel(variation.stock) === 'out';
}

/** Spec section 2: an item is out of stock when its first (default) variation has stock 0. */
export function isOutOfStock(variations: ReadonlyArray<{ stock: number }>): boolean {
  return isSoldOut(variations[0]);
}
