import { SORT_MODES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { BY_SORT, ListingOrders } from './listing-orders.ts';
import type { ProductEntry } from './product-entry.ts';

/** mulberry32: the same cases on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Entry = Pick<
  ProductEntry,
  'id' | 'categoryId' | 'salesCount' | 'createdAtMs' | 'sortPriceFils' | 'brandId' | 'countryKey'
>;

const entry = (id: number, next: () => number): Entry => ({
  id,
  categoryId: 1 + Math.floor(next() * 3),
  salesCount: Math.floor(next() * 20),
  createdAtMs: Math.floor(next() * 1000),
  sortPriceFils: Math.floor(next() * 50) * 100,
  brandId: Math.floor(next() * 4),
  countryKey: next() < 0.5 ? 'france' : 'italy',
});

describe('listing orders carried from one snapshot to the next', () => {
  it('patches every listing to exactly what a full sort gives, over runs of random changes', () => {
    const next = random(42);
    let products = new Map<number, Entry>();
    for (let id = 1; id <= 200; id++) products.set(id, entry(id, next));
    let orders = ListingOrders.empty();
    for (let step = 0; step < 60; step++) {
      for (const category of [1, 2, 3])
        for (const sort of SORT_MODES) {
          const member = (p: ProductEntry) => p.categoryId === category;
          const all = () => ([...products.values()] as ProductEntry[]).filter(member);
          const got = orders.list(`c${category}`, sort, all, member, (id) => products.get(id) as ProductEntry);
          expect(got.map((p) => p.id)).toEqual(
            all()
              .sort(BY_SORT[sort])
              .map((p) => p.id),
          );
        }
      // Change a few products: new prices, sales, categories; some leave, some arrive.
      const changed: number[] = [];
      const after = new Map(products);
      for (let k = 0; k < 1 + Math.floor(next() * 4); k++) {
        const id = 1 + Math.floor(next() * 230);
        changed.push(id);
        if (next() < 0.15) after.delete(id);
        else after.set(id, entry(id, next));
      }
      products = after;
      orders = orders.next(changed);
    }
  });

  it('keeps the very same list, facets and counts when no changed product is or was in the listing', () => {
    const next = random(7);
    const products = new Map<number, Entry>();
    for (let id = 1; id <= 50; id++) products.set(id, { ...entry(id, next), categoryId: id <= 25 ? 1 : 2 });
    const member = (category: number) => (p: ProductEntry) => p.categoryId === category;
    const read = (orders: ListingOrders, category: number) =>
      orders.list(
        `c${category}`,
        'price-asc',
        () => ([...products.values()] as ProductEntry[]).filter(member(category)),
        member(category),
        (id) => products.get(id) as ProductEntry,
      );
    const first = ListingOrders.empty();
    const list1 = read(first, 1);
    const other1 = read(first, 2);
    const facets = first.facets('c1', list1);
    let counted = 0;
    expect(first.count('c1|x', list1, () => ++counted)).toBe(1);

    products.set(40, { ...products.get(40)!, sortPriceFils: 1 });
    const second = first.next([40]);
    const list2 = read(second, 1);
    expect(list2).toBe(list1);
    expect(second.facets('c1', list2)).toBe(facets);
    expect(second.count('c1|x', list2, () => ++counted)).toBe(1);
    const other2 = read(second, 2);
    expect(other2).not.toBe(other1);
    expect(other2[0]!.id).toBe(40);
  });
});
