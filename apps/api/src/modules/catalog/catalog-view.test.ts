import { describe, expect, it } from 'vitest';
import { sizesRestocked } from './catalog-view.ts';
import type { CatalogChange } from './catalog-read-model.ts';
import type { CatalogSnapshot } from './catalog-snapshot.ts';

/** A snapshot holding only what `sizesRestocked` reads: each product's sizes and their stock. */
function snapshotOf(stock: Record<number, Record<number, number>>): CatalogSnapshot {
  const products = new Map(
    Object.entries(stock).map(([id, sizes]) => [
      Number(id),
      { card: { price_variation: Object.entries(sizes).map(([size, n]) => ({ id: Number(size), stock: n })) } },
    ]),
  );
  return { products } as unknown as CatalogSnapshot;
}

const change = (
  before: Record<number, Record<number, number>>,
  after: Record<number, Record<number, number>>,
  productIds: CatalogChange['productIds'] = Object.keys(after).map(Number),
): CatalogChange => ({ before: snapshotOf(before), after: snapshotOf(after), productIds });

describe('the sizes a catalog change brought back in stock (back-in-stock claims)', () => {
  it('names a size that went from 0 to stock, and not one that had stock before and after', () => {
    expect(sizesRestocked(change({ 1: { 10: 0, 11: 4 } }, { 1: { 10: 3, 11: 2 } }))).toEqual([10]);
  });

  it('names nothing for a sale, a price or text edit, or a size still at 0', () => {
    expect(sizesRestocked(change({ 1: { 10: 5 }, 2: { 20: 0 } }, { 1: { 10: 4 }, 2: { 20: 0 } }))).toEqual([]);
  });

  it('names the sizes with stock of a product that came on sale, or a size that is new', () => {
    expect(sizesRestocked(change({}, { 3: { 30: 2, 31: 0 } }))).toEqual([30]);
    expect(sizesRestocked(change({ 1: { 10: 5 } }, { 1: { 10: 5, 12: 6 } }))).toEqual([12]);
  });

  it('leaves a product taken off sale out, and asks for every size after a whole reload', () => {
    expect(sizesRestocked(change({ 1: { 10: 0 } }, {}, [1]))).toEqual([]);
    expect(sizesRestocked(change({}, {}, 'all'))).toBeNull();
  });
});
