import {
  CategorySalesReportSchema,
  ErrorPayloadSchema,
  ProductSalesReportSchema,
  ReportRangeQuerySchema,
  SalesReportQuerySchema,
  SalesReportSchema,
  shopToday,
  StockValueReportSchema,
  type ReportKind,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { STAFF_SECURITY } from '../staff/index.ts';
import { reportCsv } from './reports-csv.ts';
import { createReportsRepo } from './reports.repo.ts';
import { createReportsService } from './reports.service.ts';

const tags = ['staff'];
const refusals = {
  401: ErrorPayloadSchema.describe('No staff session or key, or one that has ended.'),
  403: ErrorPayloadSchema.describe('The role lacks reports:read.'),
};
const invalid = ErrorPayloadSchema.describe('A field is invalid: its message under `errors`.');
const csvFile = (what: string) => ({
  description: `${what} as a CSV file (RFC 4180, UTF-8), amounts in AED`,
  content: { 'text/csv': { schema: z.string() } },
});

/**
 * The back office's reports (issue 26, item 9), each as JSON for its chart and as a CSV file: sales by day, week or
 * month, by category, by product (best-selling first: the top products), and the stock's value. Read only, under
 * `reports:read`.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const reports = createReportsService({ repo: createReportsRepo(db) });
  const config = { staff: 'reports:read' as const };
  const security = STAFF_SECURITY;
  const download = (kind: ReportKind) => `attachment; filename="${kind}-${shopToday(new Date())}.csv"`;

  const sales = { querystring: SalesReportQuerySchema, security, tags };
  app.get(
    '/reports/sales',
    {
      config,
      schema: {
        ...sales,
        operationId: 'staffSalesReport',
        summary:
          'Sales (delivered orders) by day, ISO week or month of the shop calendar, each period with its orders, ' +
          'net, VAT and gross (AED, after discounts, delivery included), and the totals; the last 30 days by default',
        response: { 200: SalesReportSchema, 400: invalid, ...refusals },
      },
    },
    async (request) => reports.sales(request.query),
  );
  app.get(
    '/reports/sales.csv',
    {
      config,
      schema: {
        ...sales,
        operationId: 'staffSalesReportCsv',
        summary: 'The sales report as a CSV file',
        response: { 200: csvFile('The sales report'), 400: invalid, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', download('sales'))
        .send(reportCsv.sales(await reports.sales(request.query))),
  );

  const ranged = { querystring: ReportRangeQuerySchema, security, tags };
  const csvOf = (kind: ReportKind, summary: string) => ({
    config,
    schema: {
      ...ranged,
      operationId: `staff${kind === 'products' ? 'ProductSales' : 'CategorySales'}ReportCsv`,
      summary,
      response: { 200: csvFile(summary), 400: invalid, ...refusals },
    },
  });

  app.get(
    '/reports/categories',
    {
      config,
      schema: {
        ...ranged,
        operationId: 'staffCategorySalesReport',
        summary:
          'Sales by top category: units, net, VAT and gross at line prices (before order-wide discounts); the last ' +
          '30 days by default',
        response: { 200: CategorySalesReportSchema, 400: invalid, ...refusals },
      },
    },
    async (request) => reports.categories(request.query),
  );
  app.get(
    '/reports/categories.csv',
    csvOf('categories', 'The sales by category as a CSV file'),
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', download('categories'))
        .send(reportCsv.categories(await reports.categories(request.query))),
  );

  app.get(
    '/reports/products',
    {
      config,
      schema: {
        ...ranged,
        operationId: 'staffProductSalesReport',
        summary:
          'Sales by product, best-selling (gross) first, so the first rows are the top products: units, net, VAT ' +
          'and gross at line prices (before order-wide discounts); the last 30 days by default',
        response: { 200: ProductSalesReportSchema, 400: invalid, ...refusals },
      },
    },
    async (request) => reports.products(request.query),
  );
  app.get('/reports/products.csv', csvOf('products', 'The sales by product as a CSV file'), async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', download('products'))
      .send(reportCsv.products(await reports.products(request.query))),
  );

  app.get(
    '/reports/stock-value',
    {
      config,
      schema: {
        operationId: 'staffStockValueReport',
        tags,
        summary: 'The stock now by top category: bottles, their value at cost and at regular prices (AED)',
        security,
        response: { 200: StockValueReportSchema, ...refusals },
      },
    },
    async () => reports.stockValue(),
  );
  app.get(
    '/reports/stock-value.csv',
    {
      config,
      schema: {
        operationId: 'staffStockValueReportCsv',
        tags,
        summary: 'The stock value report as a CSV file',
        security,
        response: { 200: csvFile('The stock value report'), ...refusals },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', download('stock-value'))
        .send(reportCsv['stock-value'](await reports.stockValue())),
  );
};
