import {
  ErrorPayloadSchema,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_IMPORT_MAX_BYTES,
  ProductExportQuerySchema,
  ProductImportAnswerSchema,
  ProductImportQuerySchema,
  roleCan,
  shopToday,
  type StaffPermission,
  type StaffRole,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
import type { ProductImportService } from './product-import.service.ts';

const tags = ['staff'];
const refusals = {
  401: ErrorPayloadSchema,
  403: ErrorPayloadSchema.describe('The role lacks catalog:write, or a write came without the CSRF token.'),
};
const IMPORT_MEGABYTES = PRODUCT_IMPORT_MAX_BYTES / 1024 / 1024;
const COLUMNS = PRODUCT_CSV_COLUMNS.join(',');
const ProductFileSchema = z
  .string()
  .describe(`CSV (RFC 4180, UTF-8): the header \`${COLUMNS}\`, then one row per size; amounts in AED`);

/**
 * The staff's product file (issue 26, item 10): every product and size exported as CSV, and imported back as a dry
 * run or applied whole. A row changing a price needs `pricing:write`, one changing stock `stock:write`.
 */
export const staffProductSheetRoutes: FastifyPluginAsyncZod<{ productSheet: ProductImportService }> = async (
  app,
  { productSheet },
) => {
  // The import's body is the file as text and nothing else, in this plugin only (as the stock file's).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: PRODUCT_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/products.csv',
    {
      config: { staff: 'catalog:write' },
      schema: {
        operationId: 'staffExportProducts',
        tags,
        summary: `Every size of the products the list's filters keep, as a CSV file (\`${COLUMNS}\`)`,
        security: STAFF_SECURITY,
        querystring: ProductExportQuerySchema,
        response: {
          200: { description: 'The product file', content: { 'text/csv': { schema: ProductFileSchema } } },
          ...refusals,
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${shopToday(new Date())}.csv"`)
        .send(await productSheet.export(request.query)),
  );

  app.post(
    '/products/import',
    {
      config: { staff: 'catalog:write' },
      schema: {
        operationId: 'staffImportProducts',
        tags,
        summary:
          'Creates and changes products and sizes from a CSV file (as the export writes it, at most ' +
          `${IMPORT_MEGABYTES} MB): \`dry_run=1\` answers what each row would do; otherwise the whole file is applied ` +
          'in one transaction, audited, or nothing when any row is refused',
        security: STAFF_SECURITY,
        consumes: ['text/csv'],
        querystring: ProductImportQuerySchema,
        body: ProductFileSchema,
        response: {
          200: ProductImportAnswerSchema,
          ...refusals,
          413: ErrorPayloadSchema.describe(`The file is larger than ${IMPORT_MEGABYTES} MB.`),
          415: ErrorPayloadSchema.describe('The body is not text/csv.'),
          422: ErrorPayloadSchema.describe(
            'A row is refused, and nothing changed: `errors.file` lists each problem as `row N: reason`.',
          ),
        },
      },
    },
    async (request) =>
      productSheet.import(
        actorOf(request),
        (permission: StaffPermission) => roleCan(request.staff!.member.role as StaffRole, permission),
        request.body,
        request.query.dry_run,
      ),
  );
};
