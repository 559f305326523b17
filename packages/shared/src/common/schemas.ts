import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';

/** `page` values the spec's client really sends for its first page: none, empty, `0` and the text `undefined`. */
export const FIRST_PAGE_ALIASES: readonly string[] = ['', '0', 'undefined'];

/** Highest page number accepted: no list is that long, and a bigger number is junk. */
export const MAX_PAGE = 100_000;

/** Why a `page` value that is not an alias of page 1 is refused, or null when it is a page number. */
function pageIssue(text: string): string | null {
  if (Number.isNaN(Number(text))) return 'page must be a number.';
  if (!/^-?\d+$/.test(text)) return 'page must be a whole number.';
  const page = Number(text);
  if (page < 1) return 'page must be 1 or more.';
  return page > MAX_PAGE ? 'page is too large.' : null;
}

/**
 * A `?page=` value: digits from 1. What the spec's client sends when it has no page (seed-client-contract 7.6:
 * nothing, empty, `0`, `undefined`) means page 1; other junk (`abc`, `-5`, `1.5`, `1e3`) is refused (issue 7).
 */
export const PageNumberSchema = z
  .string({ error: 'page must be a number.' })
  .optional()
  .transform((raw, ctx) => {
    const text = (raw ?? '').trim();
    if (FIRST_PAGE_ALIASES.includes(text)) return 1;
    const issue = pageIssue(text);
    if (issue === null) return Number(text);
    ctx.addIssue({ code: 'custom', message: issue, input: raw });
    return z.NEVER;
  })
  .describe('page number from 1; missing, empty, 0 and "undefined" mean 1');

/** `?page=` of every paged call (lenient for the client's first page, see `PageNumberSchema`). */
export const PageQuerySchema = z.object({ page: PageNumberSchema });
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** Largest id a PostgreSQL `integer` column holds: larger numbers can match nothing. */
export const MAX_DB_ID = 2_147_483_647;

/** A database id in a request body: a whole number from 1 to `MAX_DB_ID`; numeric strings count. */
export function dbIdSchema(field: string) {
  return z.coerce
    .number({ error: `${field} must be a number.` })
    .int({ error: `${field} must be a whole number.` })
    .positive({ error: `${field} must be a positive id.` })
    .max(MAX_DB_ID, { error: `${field} is not a known id.` });
}

/** Text with no control characters (NUL, line breaks, escapes), which no name or country holds. */
export const PLAIN_TEXT_PATTERN = /^[^\u0000-\u001f\u007f]*$/;

/** A path id that may be a numeric id or a route slug. */
export const IdOrRouteSchema = z
  .string()
  .trim()
  .min(1, { error: 'id is required.' })
  .max(200, { error: 'id is too long.' })
  .regex(/^[a-z0-9][a-z0-9-]*$/i, { error: 'id must be a number or a route made of letters, digits and dashes.' });

/** The paged block of listing responses (Laravel-style names, as the spec reads them). */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    total: z.number().int(),
  });
}
export type Paged<T> = { data: T[]; current_page: number; last_page: number; per_page: number; from: number | null; to: number | null; total: number };

/** Builds the paged block from a page of rows and the total count. */
export function toPaged<T>(data: T[], page: number, total: number, perPage = PAGE_SIZE): Paged<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = data.length ? (page - 1) * perPage + 1 : null;
  return { data, current_page: page, last_page: lastPage, per_page: perPage, from, to: from === null ? null : from + data.length - 1, total };
}

/** The error payload of spec section 7: `error` is the human message; `errors` carries field lists. */
export const ErrorPayloadSchema = z.object({
  error: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorPayload = z.infer<typeof ErrorPayloadSchema>;
