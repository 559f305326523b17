import { pageFromQuery, sortFromQuery, type SortMode } from '@shop/shared';

/** Everything a listing view keeps in its URL query string, so links and Back restore it. */
export interface ListingUrlState {
  page: number;
  sort: SortMode;
  brands: number[];
  origins: string[];
  min: number | null;
  max: number | null;
}

function toNumber(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

function list(value: string | null): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

export function parseListingParams(search: URLSearchParams): ListingUrlState {
  const page = pageFromQuery(search);
  const sort = sortFromQuery(search);
  const brands = list(search.get('brand')).map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return { page, sort, brands, origins: list(search.get('origin')), min: toNumber(search.get('min')), max: toNumber(search.get('max')) };
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
