import { PAGE_SIZE } from './constants.ts';

// Plain values and helpers of paged lists and ids, apart from the zod schemas that use them: the storefront's first
// page needs these, and a module of schemas would bring zod with it.

/** `page` values the spec's client really sends for its first page: none, empty, `0` and the text `undefined`. */
export const FIRST_PAGE_ALIASES: readonly string[] = ['', '0', 'undefined'];

/** Highest page number accepted: no list is that long, and a bigger number is junk. */
export const MAX_PAGE = 100_000;

/** Largest id a PostgreSQL `integer` column holds: larger numbers can match nothing. */
export const MAX_DB_ID = 2_147_483_647;

/** Text with no control characters (NUL, line breaks, escapes), which no name or country holds. */
export const PLAIN_TEXT_PATTERN = /^[^\u0000-\u001f\u007f]*$/;

/** The largest AED amount a price filter takes. */
export const MAX_AMOUNT_AED = 1_000_000;

/** The longest origin name a filter takes. */
export const MAX_ORIGIN_LENGTH = 100;

/**
 * One spelling for every way of writing the same `{id}`: routes in lower case, numbers without leading zeros. Used as
 * a cache key where the entity cannot be looked up first (content, rendered pages), so case and zero padding cannot
 * multiply cache entries.
 */
export function canonicalIdOrRoute(value: string): string {
  const lower = value.toLowerCase();
  return /^\d+$/.test(lower) ? lower.replace(/^0+(?=\d)/, '') : lower;
}

export type Paged<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
  total: number;
};

/** Builds the paged block from a page of rows and the total count. */
export function toPaged<T>(data: T[], page: number, total: number, perPage = PAGE_SIZE): Paged<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = data.length ? (page - 1) * perPage + 1 : null;
  return {
    data,
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    from,
    to: from === null ? null : from + data.length - 1,
    total,
  };
}
