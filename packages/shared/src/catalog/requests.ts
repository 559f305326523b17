import { z } from 'zod';
import { MAX_AMOUNT_AED, MAX_DB_ID, MAX_ORIGIN_LENGTH, PLAIN_TEXT_PATTERN } from '../common/paging.ts';
import { dbIdSchema, PageNumberSchema } from '../common/schemas.ts';
import { SORT_MODES } from './sort.ts';

/**
 * What the catalog calls accept: query strings and bodies, with the spellings the spec's client sends (decision 011).
 */

/** `?sort=` of listings: one of `SORT_MODES`. */
export const SortModeSchema = z.enum(SORT_MODES);

/** `?page=&sort=` of listing calls: a missing, empty, `0` or `undefined` page is page 1 (contract 7.10). */
export const ListingQuerySchema = z.object({
  page: PageNumberSchema,
  sort: SortModeSchema.default('default'),
});
export type ListingQuery = z.infer<typeof ListingQuerySchema>;

/** A number written out in a request: digits with an optional sign and decimals (no hex, no exponent). */
const DECIMAL_TEXT = /^\s*-?\d+(?:\.\d+)?\s*$/;

/**
 * An AED amount in a request: a non-negative number up to one million, as a JSON number or a
 * decimal string (form fields send strings). `null`, `true`, `[]` and '0x10' are not amounts.
 */
export const AmountSchema = z
  .union([z.number(), z.string().regex(DECIMAL_TEXT, { error: 'Price must be a number.' })], {
    error: 'Price must be a number.',
  })
  .transform(Number)
  .pipe(
    z.number().min(0, { error: 'Price cannot be negative.' }).max(MAX_AMOUNT_AED, { error: 'Price is too large.' }),
  );

/** `POST /shop-by-price`: the most a product may cost, in AED. */
export const ShopByPriceBodySchema = z.object({ max: AmountSchema, sort: SortModeSchema.optional() });

const ROUTE_TEXT = /^[a-z0-9][a-z0-9-]{0,199}$/i;

/** Why a category key is refused, or null when it is an id or a route. */
function categoryKeyIssue(value: number | string): string | null {
  const text = String(value).trim();
  if (typeof value === 'number' || /^\d+$/.test(text)) {
    const id = Number(text);
    if (!Number.isInteger(id)) return 'category_id must be a whole number.';
    if (id < 1) return 'category_id must be a positive id.';
    return id > MAX_DB_ID ? 'category_id is not a known id.' : null;
  }
  return ROUTE_TEXT.test(text) ? null : 'category_id must be a category id or route.';
}

/**
 * The category of a filter body: its id (a number or digits) or its route, which is what the spec's client sends
 * (contract "One entity, several paths" 9). Read as the text a path `{id}` would be: digits are an id, the rest a
 * route.
 */
export const CategoryKeySchema = z
  .union([z.number(), z.string()], { error: 'category_id must be a category id or route.' })
  .transform((value, ctx) => {
    const issue = categoryKeyIssue(value);
    if (issue === null) return String(value).trim();
    ctx.addIssue({ code: 'custom', message: issue, input: value });
    return z.NEVER;
  });

const OriginNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'origin must not be empty.' })
  .max(MAX_ORIGIN_LENGTH, { error: 'origin is too long.' })
  .regex(PLAIN_TEXT_PATTERN, { error: 'origin must be plain text.' });

/**
 * `POST /filter-product` and `/test-filter-product`: a category (or subcategory; none is the whole shop), narrowed
 * by any of brand, origin and price range; with none of them it is the whole category.
 */
export const FilterProductBodySchema = z
  .object({
    category_id: CategoryKeySchema.optional(),
    brand_id: z
      .union([dbIdSchema('brand_id'), z.array(dbIdSchema('brand_id')).max(50, { error: 'At most 50 brands at once.' })])
      .optional(),
    origin: z
      .union([OriginNameSchema, z.array(OriginNameSchema).max(50, { error: 'At most 50 origins at once.' })])
      .optional(),
    min: AmountSchema.optional(),
    max: AmountSchema.optional(),
    sort: SortModeSchema.optional(),
  })
  .refine((b) => b.min === undefined || b.max === undefined || b.min <= b.max, {
    error: 'min must not be above max.',
    path: ['min'],
  });
export type FilterProductBody = z.infer<typeof FilterProductBodySchema>;

/** `POST /global-search`. */
export const SearchBodySchema = z.object({
  query: z
    .string({ error: 'query is required.' })
    .trim()
    .min(1, { error: 'query is required.' })
    .max(100, { error: 'query is too long.' })
    .regex(PLAIN_TEXT_PATTERN, { error: 'query must be plain text.' }),
});
