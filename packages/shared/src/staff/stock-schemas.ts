import { z } from 'zod';
import { PLAIN_TEXT_PATTERN } from '../common/paging.ts';
import { pagedSchema, PageNumberSchema } from '../common/schemas.ts';
import {
  MAX_STOCK,
  STOCK_MAX_PER_PAGE,
  STOCK_MESSAGES,
  STOCK_PAGE_SIZE,
  STOCK_REASON_MAX_LENGTH,
  STOCK_REASON_MIN_LENGTH,
  STOCK_SEARCH_MAX_LENGTH,
} from './stock-rules.ts';

/** Requests and answers of the back office's stock calls (issue 25, item 8). */

/** Why stock changes: the audit log keeps it beside the stock before and after. */
export const StockReasonSchema = z
  .string({ error: STOCK_MESSAGES.reasonRequired })
  .trim()
  .min(STOCK_REASON_MIN_LENGTH, { error: STOCK_MESSAGES.reasonRequired })
  .max(STOCK_REASON_MAX_LENGTH, { error: STOCK_MESSAGES.reasonTooLong });

/** `staffSetStock`: a size's counted stock, and why it changes. */
export const StockBodySchema = z.object({
  stock: z
    .number({ error: 'stock must be a number.' })
    .int({ error: 'stock must be a whole number.' })
    .min(0, { error: 'stock cannot be below 0.' })
    .max(MAX_STOCK, { error: `stock is at most ${MAX_STOCK.toLocaleString('en')}.` }),
  reason: StockReasonSchema,
});
export type StockBody = z.infer<typeof StockBodySchema>;

export const StockAnswerSchema = z.object({
  price_variation_id: z.number().int(),
  product_id: z.number().int(),
  stock: z.number().int(),
});
export type StockAnswer = z.infer<typeof StockAnswerSchema>;

export const STOCK_SORTS = ['name', 'stock'] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

/** `staffListStock`: a page of sizes, sorted, optionally searched by product name and kept to the low ones. */
export const StockListQuerySchema = z.object({
  page: PageNumberSchema,
  per_page: z.coerce
    .number({ error: 'per_page must be a number.' })
    .int({ error: 'per_page must be a whole number.' })
    .min(1, { error: 'per_page must be 1 or more.' })
    .max(STOCK_MAX_PER_PAGE, { error: `per_page is at most ${STOCK_MAX_PER_PAGE}.` })
    .default(STOCK_PAGE_SIZE),
  sort: z.enum(STOCK_SORTS, { error: `sort is one of ${STOCK_SORTS.join(', ')}.` }).default('name'),
  dir: z.enum(['asc', 'desc'], { error: 'dir is asc or desc.' }).default('asc'),
  search: z
    .string()
    .trim()
    .max(STOCK_SEARCH_MAX_LENGTH, { error: `Search for at most ${STOCK_SEARCH_MAX_LENGTH} characters.` })
    .regex(PLAIN_TEXT_PATTERN, { error: 'search must be plain text.' })
    .optional()
    .describe('part of the product name, any case'),
  low: z
    .enum(['1', '0', 'true', 'false'], { error: 'low is 1 or 0.' })
    .optional()
    .transform((flag) => flag === '1' || flag === 'true')
    .describe('1: only sizes at or below the low-stock threshold'),
});
export type StockListQuery = z.infer<typeof StockListQuerySchema>;

/** One size as the stock list shows it: the product's name as text (never HTML), and the size's regular price. */
export const StockSizeSchema = z.object({
  price_variation_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  route: z.string(),
  category: z.object({ id: z.number().int(), route: z.string(), name: z.string() }),
  size: z.string(),
  price: z.number().describe("the size's regular price, AED"),
  stock: z.number().int(),
  // A size of a product taken off sale is listed too: its stock is still counted.
  on_sale: z.boolean().describe('whether the product is on sale (active)'),
});
export type StockSize = z.infer<typeof StockSizeSchema>;

export const StockPageSchema = pagedSchema(StockSizeSchema).extend({
  low_stock_threshold: z
    .number()
    .int()
    .describe("what `low=1` keeps: sizes with this stock or less (the shop's LOW_STOCK_THRESHOLD)"),
});
export type StockPage = z.infer<typeof StockPageSchema>;

/** `staffImportStock`: the reason every change of the file is audited with. */
export const StockImportQuerySchema = z.object({
  reason: StockReasonSchema.describe('Why the stock changes (a stock count, a delivery): kept in each audit entry'),
});

export const StockImportAnswerSchema = z.object({
  changed: z.number().int().describe('sizes whose stock the file changed (one audit entry each)'),
  unchanged: z.number().int().describe('sizes the file lists at the stock they already had'),
});
export type StockImportAnswer = z.infer<typeof StockImportAnswerSchema>;
