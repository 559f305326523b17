import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalFilter, listingFacets, narrow, type FilterRequest } from './listing-filter.ts';
import type { ProductEntry } from './product-entry.ts';

/** Only what filtering reads. */
const product = fc.record({
  brandId: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
  countryKey: fc.option(fc.constantFrom('france', 'italy', 'scotland'), { nil: null }),
  sortPriceFils: fc.integer({ min: 100, max: 20_000 }),
});
const listing = fc
  .array(product, { maxLength: 40 })
  .map((rows) =>
    rows
      .map((row, i) => ({ ...row, id: i + 1 }) as unknown as ProductEntry)
      .sort((a, b) => a.sortPriceFils - b.sortPriceFils || a.id - b.id),
  );
const request: fc.Arbitrary<FilterRequest> = fc.record(
  {
    brandIds: fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 3 }),
    countries: fc.array(fc.constantFrom('France', 'ITALY', ' scotland ', 'Peru'), { maxLength: 2 }),
    minFils: fc.integer({ min: 0, max: 21_000 }),
    maxFils: fc.integer({ min: 0, max: 21_000 }),
  },
  { requiredKeys: [] },
);

/** The filter as a shopper means it, written the slow and obvious way. */
function matches(p: ProductEntry, r: FilterRequest): boolean {
  return (
    (!r.brandIds?.length || (p.brandId !== null && r.brandIds.includes(p.brandId))) &&
    (!r.countries?.length ||
      (p.countryKey !== null && r.countries.some((c) => c.trim().toLowerCase() === p.countryKey))) &&
    (r.minFils === undefined || p.sortPriceFils >= r.minFils) &&
    (r.maxFils === undefined || p.sortPriceFils <= r.maxFils)
  );
}

describe('canonicalFilter', () => {
  it('narrows a listing to exactly the products the request means', () => {
    fc.assert(
      fc.property(listing, request, (list, r) => {
        const narrowed = narrow(list, canonicalFilter(listingFacets(list), r));
        expect(narrowed.map((p) => p.id)).toEqual(list.filter((p) => matches(p, r)).map((p) => p.id));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives two requests the same key exactly when they list the same products', () => {
    fc.assert(
      fc.property(listing, request, request, (list, a, b) => {
        const facets = listingFacets(list);
        const [ka, kb] = [canonicalFilter(facets, a).key, canonicalFilter(facets, b).key];
        const ids = (r: FilterRequest) =>
          list
            .filter((p) => matches(p, r))
            .map((p) => p.id)
            .join(',');
        if (ka === kb) expect(ids(a)).toBe(ids(b));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives bounds between the same two prices one key', () => {
    const list = [100, 500, 900].map(
      (fils, i) => ({ id: i + 1, brandId: 1, countryKey: 'france', sortPriceFils: fils }) as unknown as ProductEntry,
    );
    const facets = listingFacets(list);
    const keys = new Set([501, 600, 899, 900].map((minFils) => canonicalFilter(facets, { minFils }).key));
    expect(keys).toEqual(new Set(['p:900-']));
    expect(canonicalFilter(facets, { minFils: 0, maxFils: 5000 }).key).toBe('all');
    expect(canonicalFilter(facets, { minFils: 950 }).empty).toBe(true);
  });
});
