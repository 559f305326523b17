import {
  ErrorPayloadSchema,
  shopToday,
  STOCK_CSV_COLUMNS,
  STOCK_IMPORT_MAX_BYTES,
  StockImportAnswerSchema,
  StockImportQuerySchema,
  StockListQuerySchema,
  StockPageSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
import { createStockListRepo } from './stock-list.repo.ts';
import { createStockListService } from './stock-list.service.ts';
import type { StockService } from './stock.service.ts';

export interface StaffStockListOptions {
  /** Sets stock and audits it: the import goes through it, as the one-size call does. */
  stock: StockService;
  db: Database;
  /** What the list's `low=1` keeps: sizes with this stock or less (LOW_STOCK_THRESHOLD). */
  lowStockThreshold: number;
}

const tags = ['staff'];
const refusals = {
  401: ErrorPayloadSchema,
  403: ErrorPayloadSchema.describe('The role lacks the permission, or a write came without the CSRF token.'),
};
const IMPORT_MEGABYTES = STOCK_IMPORT_MAX_BYTES / 1024 / 1024;
const COLUMNS = STOCK_CSV_COLUMNS.join(',');
const StockFileSchema = z.string().describe(`CSV (RFC 4180, UTF-8): the header \`${COLUMNS}\`, then one row per size`);

/**
 * The staff's stock sheet (issue 25, item 8): every size listed for reading, and the whole list as a CSV file to
 * export and import back. An import changes every row of the file or, when any row is wrong, none.
 */
export const staffStockListRoutes: FastifyPluginAsyncZod<StaffStockListOptions> = async (
  app,
  { stock, db, lowStockThreshold },
) => {
  const list = createStockListService({ repo: createStockListRepo(db), lowStockThreshold });

  // The import's body is the file as text, and nothing else: JSON or plain text are refused (415) here, in this
  // plugin only. No other call reads CSV, and none takes a body this large.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: STOCK_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/stock',
    {
      config: { staff: 'stock:read' },
      schema: {
        operationId: 'staffListStock',
        tags,
        summary:
          'Every size (a price variation) with its product and stock: paged, sorted by name or stock, searched by ' +
          "the product's name; `low=1` keeps the sizes at or below the low-stock threshold",
        security: STAFF_SECURITY,
        querystring: StockListQuerySchema,
        response: { 200: StockPageSchema, ...refusals },
      },
    },
    async (request) => list.page(request.query),
  );

  app.get(
    '/stock.csv',
    {
      config: { staff: 'stock:read' },
      schema: {
        operationId: 'staffExportStock',
        tags,
        summary: `Every size as a CSV file (\`${COLUMNS}\`), by product name: edit the stock column and import it back`,
        security: STAFF_SECURITY,
        response: {
          200: { description: 'The stock file', content: { 'text/csv': { schema: StockFileSchema } } },
          ...refusals,
        },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="stock-${shopToday(new Date())}.csv"`)
        .send(await list.sheet()),
  );

  app.post(
    '/stock/import',
    {
      config: { staff: 'stock:write' },
      schema: {
        operationId: 'staffImportStock',
        tags,
        summary:
          'Sets the stock of every size a CSV file lists (as the export writes it; `size_id` and `stock` are read, ' +
          `at most ${IMPORT_MEGABYTES} MB), audited with the reason; a file with any bad row changes nothing`,
        security: STAFF_SECURITY,
        consumes: ['text/csv'],
        querystring: StockImportQuerySchema,
        body: StockFileSchema,
        response: {
          200: StockImportAnswerSchema,
          ...refusals,
          413: ErrorPayloadSchema.describe(`The file is larger than ${IMPORT_MEGABYTES} MB.`),
          415: ErrorPayloadSchema.describe('The body is not text/csv.'),
          422: ErrorPayloadSchema.describe(
            'The file has bad rows, and no stock changed: `errors.file` lists each as `row N: reason` ' +
              '(the header is row 1).',
          ),
        },
      },
    },
    async (request) => stock.importSheet(actorOf(request), request.body, request.query.reason),
  );
};
