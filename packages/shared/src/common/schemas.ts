import { z } from 'zod';
import { FIRST_PAGE_ALIASES, MAX_DB_ID, MAX_PAGE } from './paging.ts';

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

/** A database id in a request body: a whole number from 1 to `MAX_DB_ID`; numeric strings count. */
export function dbIdSchema(field: string) {
  return z.coerce
    .number({ error: `${field} must be a number.` })
    .int({ error: `${field} must be a whole number.` })
    .positive({ error: `${field} must be a positive id.` })
    .max(MAX_DB_ID, { error: `${field} is not a known id.` });
}

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
/** The error payload of spec section 7: `error` is the human message; `errors` carries field lists. */
export const ErrorPayloadSchema = z.object({
  error: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorPayload = z.infer<typeof ErrorPayloadSchema>;

/**
 * A refusal answered inside a 200, as the spec's own client reads the refusals of its login and sign-up (contract,
 * global conventions; decision 018): the error payload with the HTTP status it stands for in `status`.
 */
export const RefusalInBodySchema = ErrorPayloadSchema.extend({ status: z.number().int().min(400).max(499) });
