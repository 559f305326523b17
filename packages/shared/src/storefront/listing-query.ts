import { SORT_MODES, type SortMode } from '../catalog/sort.ts';
import { MAX_PAGE } from '../common/paging.ts';

/**
 * How storefront URLs carry a paged view's state (`?page=2&sort=latest&brand=1,2`). The storefront
 * reads them with these functions, and index.html's early fetch mirrors them.
 */

/** A page's query string, as URLSearchParams reads it (only `get` is needed). */
export interface QueryReader {
  get(name: string): string | null;
}

/** The query parameters that filter a listing; a filtered listing is read by POST /filter-product. */
export const LISTING_FILTER_PARAMS = ['brand', 'origin', 'min', 'max'] as const;

/** The `page` parameter: a whole number from 1 up to the API's `MAX_PAGE`; anything else is page 1. */
export function pageFromQuery(search: QueryReader): number {
  const raw = (search.get('page') ?? '').trim();
  const page = raw === '' ? Number.NaN : Number(raw);
  return Number.isFinite(page) && page >= 1 && page <= MAX_PAGE ? Math.floor(page) : 1;
}

/** The `sort` parameter: one of the four sort modes, 'default' otherwise. */
export function sortFromQuery(search: QueryReader): SortMode {
  const sort = search.get('sort') ?? '';
  return (SORT_MODES as readonly string[]).includes(sort) ? (sort as SortMode) : 'default';
}
