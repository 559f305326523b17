import type { ProductEntry } from './product-entry.ts';

/** What a filter asks for, as the request spelled it. */
export interface FilterRequest {
  brandIds?: readonly number[];
  countries?: readonly string[];
  minFils?: number;
  maxFils?: number;
}

/** A filter in canonical form: every request meaning the same products has the same `key`. */
export interface Narrowing {
  key: string;
  /** Nothing can match (e.g. only brands absent from the listing). */
  empty: boolean;
  brandIds: ReadonlySet<number> | null;
  countries: ReadonlySet<string> | null;
  minFils: number | null;
  maxFils: number | null;
}

/** What a listing offers to filter by, computed once per listing and snapshot (`CatalogSnapshot.facets`). */
export interface ListingFacets {
  /** The listing sorted by price, lowest first. */
  byPrice: readonly ProductEntry[];
  brandIds: ReadonlySet<number>;
  countries: ReadonlySet<string>;
}

export function listingFacets(byPrice: readonly ProductEntry[]): ListingFacets {
  const brandIds = new Set<number>();
  const countries = new Set<string>();
  for (const p of byPrice) {
    if (p.brandId !== null) brandIds.add(p.brandId);
    if (p.countryKey !== null) countries.add(p.countryKey);
  }
  return { byPrice, brandIds, countries };
}

/** Index of the first product costing at least `fils` (the list's length when none does). */
function firstAtLeast(byPrice: readonly ProductEntry[], fils: number): number {
  let lo = 0;
  let hi = byPrice.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (byPrice[mid]!.sortPriceFils < fils) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Brings a filter to canonical form against the listing it narrows: brands and countries sorted, lower-cased
 * and limited to those the listing has; a price bound moved to the nearest price a product there actually has,
 * and dropped when it excludes nothing. Two requests that must list the same products then share one key, and
 * junk spellings cannot multiply cache entries. It runs before the cache is asked, so it costs set lookups and
 * binary searches, never a pass over the listing.
 */
export function canonicalFilter(facets: ListingFacets, request: FilterRequest): Narrowing {
  const { byPrice } = facets;
  const parts: string[] = [];
  let empty = false;
  let brandIds: Set<number> | null = null;
  let countries: Set<string> | null = null;
  if (request.brandIds?.length) {
    brandIds = new Set([...new Set(request.brandIds)].filter((id) => facets.brandIds.has(id)).sort((a, b) => a - b));
    empty ||= brandIds.size === 0;
    parts.push(`b:${[...brandIds].join(',')}`);
  }
  if (request.countries?.length) {
    countries = new Set(
      [...new Set(request.countries.map((c) => c.trim().toLowerCase()))].filter((c) => facets.countries.has(c)).sort(),
    );
    empty ||= countries.size === 0;
    parts.push(`o:${[...countries].join(',')}`);
  }
  const lowest = byPrice[0]?.sortPriceFils;
  const highest = byPrice.at(-1)?.sortPriceFils;
  let minFils =
    request.minFils === undefined ? null : (byPrice[firstAtLeast(byPrice, request.minFils)]?.sortPriceFils ?? Infinity);
  // The last product costing at most maxFils sits just before the first costing more.
  let maxFils =
    request.maxFils === undefined
      ? null
      : (byPrice[firstAtLeast(byPrice, Math.floor(request.maxFils) + 1) - 1]?.sortPriceFils ?? -Infinity);
  if (minFils === lowest) minFils = null;
  if (maxFils === highest) maxFils = null;
  // A bound past every product, or a range with no product inside, lists nothing.
  if ((minFils ?? lowest ?? 0) > (maxFils ?? highest ?? 0)) empty = true;
  if (minFils !== null || maxFils !== null) parts.push(`p:${minFils ?? ''}-${maxFils ?? ''}`);
  return { key: empty ? 'none' : parts.join('|') || 'all', empty, brandIds, countries, minFils, maxFils };
}

/** The products of a listing that pass a canonical filter, in the listing's order. */
export function narrow(list: readonly ProductEntry[], n: Narrowing): readonly ProductEntry[] {
  if (n.empty) return [];
  if (!n.brandIds && !n.countries && n.minFils === null && n.maxFils === null) return list;
  return list.filter(
    (p) =>
      (!n.brandIds || (p.brandId !== null && n.brandIds.has(p.brandId))) &&
      (!n.countries || (p.countryKey !== null && n.countries.has(p.countryKey))) &&
      (n.minFils === null || p.sortPriceFils >= n.minFils) &&
      (n.maxFils === null || p.sortPriceFils <= n.maxFils),
  );
}
