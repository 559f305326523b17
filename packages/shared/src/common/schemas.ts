import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';

/** `?page=` of every paged call: a whole number from 1; missing means 1. */
export const PageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number.' })
    .int({ error: 'page must be a whole number.' })
    .min(1, { error: 'page must be 1 or more.' })
    .max(100_000, { error: 'page is too large.' })
    .default(1),
});
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
