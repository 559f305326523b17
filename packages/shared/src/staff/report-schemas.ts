import { z } from 'zod';
import { isIsoDate } from '../account/dates.ts';
import { REPORT_MAX_DAYS, REPORT_MESSAGES, SALES_PERIODS } from './report-rules.ts';

/** Requests and answers of the back office's reports (issue 26, item 9). Amounts in AED; net + VAT = gross. */

const ReportDaySchema = z
  .string({ error: REPORT_MESSAGES.dateInvalid })
  .trim()
  .refine(isIsoDate, { error: REPORT_MESSAGES.dateInvalid })
  .optional()
  .describe('YYYY-MM-DD, a day on the shop calendar (UAE)');

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

function checkRange({ from, to }: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!from || !to) return;
  if (from > to) ctx.addIssue({ code: 'custom', path: ['from'], message: REPORT_MESSAGES.rangeReversed });
  else if (daysBetween(from, to) + 1 > REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.rangeTooLong });
}

/** Every report's days, both included: left out, the last 30 days up to today. */
export const ReportRangeQuerySchema = z.object({ from: ReportDaySchema, to: ReportDaySchema }).superRefine(checkRange);
export type ReportRangeQuery = z.infer<typeof ReportRangeQuerySchema>;

/** `staffSalesReport`: the days, and the period each row sums up. */
export const SalesReportQuerySchema = z
  .object({
    from: ReportDaySchema,
    to: ReportDaySchema,
    by: z.enum(SALES_PERIODS, { error: REPORT_MESSAGES.periodUnknown }).default('day'),
  })
  .superRefine(checkRange);
export type SalesReportQuery = z.infer<typeof SalesReportQuerySchema>;

const Amounts = {
  net: z.number().describe('AED, without VAT'),
  vat: z.number().describe('AED'),
  gross: z.number().describe('AED, VAT included'),
};

const ReportSpan = { from: z.string().describe('YYYY-MM-DD'), to: z.string().describe('YYYY-MM-DD') };

export const SalesRowSchema = z.object({
  period: z.string().describe('YYYY-MM-DD: the day, the Monday of the week, or the first of the month'),
  orders: z.number().int(),
  ...Amounts,
});
export type SalesRow = z.infer<typeof SalesRowSchema>;

/** Every period of the span, the empty ones too (a chart's gaps are days without sales), and the totals. */
export const SalesReportSchema = z.object({
  ...ReportSpan,
  by: z.enum(SALES_PERIODS),
  rows: z.array(SalesRowSchema),
  totals: z.object({ orders: z.number().int(), ...Amounts }),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;

/** What was sold of a category or a product: line prices, before order-wide discounts and delivery. */
export const CategorySalesRowSchema = z.object({
  category_id: z.number().int().nullable().describe('null: products no longer in the catalog'),
  category: z.string(),
  units: z.number().int(),
  ...Amounts,
});
export type CategorySalesRow = z.infer<typeof CategorySalesRowSchema>;

export const CategorySalesReportSchema = z.object({ ...ReportSpan, rows: z.array(CategorySalesRowSchema) });
export type CategorySalesReport = z.infer<typeof CategorySalesReportSchema>;

export const ProductSalesRowSchema = z.object({
  product_id: z.number().int().nullable().describe('null: a product since deleted'),
  name: z.string().describe('plain text, as ordered'),
  units: z.number().int(),
  ...Amounts,
});
export type ProductSalesRow = z.infer<typeof ProductSalesRowSchema>;

/** Every product sold in the span, best-selling (gross) first: the top products are the first rows. */
export const ProductSalesReportSchema = z.object({ ...ReportSpan, rows: z.array(ProductSalesRowSchema) });
export type ProductSalesReport = z.infer<typeof ProductSalesReportSchema>;

export const StockValueRowSchema = z.object({
  category_id: z.number().int(),
  category: z.string(),
  units: z.number().int().describe('bottles in stock'),
  at_cost: z.number().describe('AED'),
  at_price: z.number().describe('AED, VAT included, at regular prices'),
});
export type StockValueRow = z.infer<typeof StockValueRowSchema>;

/** The stock now, by category, valued at cost and at price (products on sale and off sale alike). */
export const StockValueReportSchema = z.object({
  rows: z.array(StockValueRowSchema),
  totals: z.object({ units: z.number().int(), at_cost: z.number(), at_price: z.number() }),
});
export type StockValueReport = z.infer<typeof StockValueReportSchema>;
