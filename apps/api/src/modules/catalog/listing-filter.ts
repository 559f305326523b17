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

/**
 * Brings a filter to canonical form against the listing it narrows (`byPrice`: that listing sorted by price):
 * brands and countries sorted, lower-cased and limited to those the listing has; a price bound moved to the
 * nearest price a product there actually has, and dropped when it excludes nothing. Two requests that must
 * list the same products then share one key, and junk spellings cannot multiply cache entries.
 */
export function canonicalFilter(byPrice: readonly ProductEntry[], request: FilterRequest): Narrowing {
  const parts: string[] = [];
  let empty = false;
  let brandIds: Set<number> | null = null;
  let countries: Set<string> | null = null;
  if (request.brandIds?.length) {
    const present = new Set(byPrice.map((p) => p.brandId));
    brandIds = new Set([...new Set(request.brandIds)].filter((id) => present.has(id)).sort((a, b) => a - b));
    empty ||= brandIds.size === 0;
    parts.push(`b:${[...brandIds].join(',')}`);
  }
  if (request.countries?.length) {
    const present = new Set(byPrice.map((p) => p.countryKey));
    countries = new Set([...new Set(request.countries.map((c) => c.trim().toLowerCase()))].filter((c) => present.has(c)).sort());
    empty ||= countries.size === 0;
    parts.push(`o:${[...countries].join(',')}`);
  }
  const lowest = byPrice[0]?.sortPriceFils;
  const highest = byPrice.at(-1)?.sortPriceFils;
  let minFils = request.minFils === undefined ? null : byPrice.find((p) => p.sortPriceFils >= request.minFils!)?.sortPriceFils ?? Infinity;
  let maxFils = request.maxFils === undefined ? null : byPrice.findLast((p) => p.sortPriceFils <= request.maxFils!)?.sortPriceFils ?? -Infinity;
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
  return list.filter((p) =>
    (!n.brandIds || (p.brandId !== null && n.brandIds.has(p.brandId)))
    && (!n.countries || (p.countryKey !== null && n.countries.has(p.countryKey)))
    && (n.minFils === null || p.sortPriceFils >= n.minFils)
    && (n.maxFils === null || p.sortPriceFils <= n.maxFils));
}
