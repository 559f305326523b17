import type { OrderState } from '../commerce/order-rules.ts';

/**
 * Reports (issue 26, item 9). The one rule of what counts as a sale: an order handed over to its buyer. An order
 * still on its way can be refused at the door or cancelled, so it is not a sale yet; the dashboard's revenue counts
 * the same orders. A sale belongs to the shop's calendar day (UAE time) its order was placed on.
 */
export const SALE_STATES = ['delivered'] as const satisfies readonly OrderState[];

export const SALES_PERIODS = ['day', 'week', 'month'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];
export const SALES_PERIOD_LABELS: Readonly<Record<SalesPeriod, string>> = {
  day: 'By day',
  week: 'By week',
  month: 'By month',
};

/** A report covers at most this many days: a day's rows stay readable and the query stays cheap. */
export const REPORT_MAX_DAYS = 731;
/** Without dates, a report covers the last 30 days up to today. */
export const REPORT_DEFAULT_DAYS = 30;
/** How many products the top-products chart shows; the CSV lists every product sold. */
export const TOP_PRODUCTS_SHOWN = 10;

/** The reports the back office offers, each with its chart and its CSV file. */
export const REPORT_KINDS = ['sales', 'categories', 'products', 'stock-value'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_MESSAGES = {
  dateInvalid: 'Dates are written YYYY-MM-DD.',
  rangeReversed: 'from must be on or before to.',
  rangeTooLong: `A report covers at most ${REPORT_MAX_DAYS} days.`,
  periodUnknown: `by is one of ${SALES_PERIODS.join(', ')}.`,
} as const;
