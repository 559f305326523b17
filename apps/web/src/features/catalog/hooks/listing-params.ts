import {
  MAX_AMOUNT_AED,
  MAX_DB_ID,
  MAX_ORIGIN_LENGTH,
  pageFromQuery,
  sortFromQuery,
  type SortMode,
} from '@shop/shared/rules';

/** Everything a listing view keeps in its URL query string, so links and Back restore it. */
export interface ListingUrlState {
  page: number;
  sort: SortMode;
  brands: number[];
  origins: string[];
  min: number | null;
  max: number | null;
}

/** An AED bound as the API takes it (0 to `MAX_AMOUNT_AED`); anything else is no bound. */
function toAmount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= MAX_AMOUNT_AED ? n : null;
}

/** A comma-separated list, each value once, in one order: `brand=3,1,3` and `brand=1,3` are one listing. */
function list(value: string | null): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].sort();
}

/**
 * The listing state a URL asks for, within what the API takes (a value it would refuse is left out, so the page shows
 * what the rest asks for rather than nothing): pages up to `MAX_PAGE`, known ids, bounds in range and in order.
 */
export function parseListingParams(search: URLSearchParams): ListingUrlState {
  const page = pageFromQuery(search);
  const sort = sortFromQuery(search);
  const brands = list(search.get('brand'))
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && n <= MAX_DB_ID)
    .sort((a, b) => a - b);
  const origins = list(search.get('origin')).filter((origin) => origin.length <= MAX_ORIGIN_LENGTH);
  const [min, max] = [toAmount(search.get('min')), toAmount(search.get('max'))];
  const ordered = min === null || max === null || min <= max;
  return { page, sort, brands, origins, min: ordered ? min : null, max: ordered ? max : null };
}

/** Writes the state back, leaving defaults out so URLs stay short. */
export function serializeListingParams(state: ListingUrlState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.brands.length) out.set('brand', state.brands.join(','));
  if (state.origins.length) out.set('origin', state.origins.join(','));
  if (state.min !== null) out.set('min', String(state.min));
  if (state.max !== null) out.set('max', String(state.max));
  if (state.sort !== 'default') out.set('sort', state.sort);
  if (state.page > 1) out.set('page', String(state.page));
  return out;
}

export function hasFilters(state: ListingUrlState): boolean {
  return state.brands.length > 0 || state.origins.length > 0 || state.min !== null || state.max !== null;
}
