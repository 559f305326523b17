import {
  ErrorPayloadSchema,
  pagedSchema,
  QuotationAnswerBodySchema,
  QuotationSchema,
  QuotationsQuerySchema,
  QuotationStatusBodySchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
import type { QuotationsService } from './quotations.service.ts';

const QuotationParams = z.object({
  id: z
    .string()
    .trim()
    .regex(/^(QUO-)?\d{1,9}$/i, { error: 'Not a quotation number.' }),
});

/**
 * The quotation tooling's call (decision 017: staff screens come later), driven by `npm run quotation:status`: a
 * command cannot open the embedded database while the shop holds it, so it asks the running shop. Inside the staff
 * scope (issue 25): the inbox's permission, and an audit entry for each move.
 */
export const quotationStaffRoutes: FastifyPluginAsyncZod<{ quotations: QuotationsService }> = async (
  app,
  { quotations },
) => {
  app.post(
    '/quotations/:id/status',
    {
      config: { staff: 'inbox:answer' },
      schema: {
        operationId: 'staffMoveQuotation',
        tags: ['staff'],
        summary:
          'Moves a quotation request to its next status (received → quoted → closed, or received → closed) and tells the buyer',
        security: STAFF_SECURITY,
        params: QuotationParams,
        body: QuotationStatusBodySchema,
        response: {
          200: QuotationSchema,
          401: ErrorPayloadSchema,
          403: ErrorPayloadSchema,
          404: ErrorPayloadSchema,
          409: ErrorPayloadSchema.describe("That move is not allowed from the quotation's status."),
        },
      },
    },
    async (request) => quotations.move(actorOf(request), request.params.id, request.body.status),
  );

  // The inbox's quotations (issue 26, item 8): listed by status, answered with a price per line and a validity date.
  const refusals = { 401: ErrorPayloadSchema, 403: ErrorPayloadSchema };
  app.get(
    '/inbox/quotations',
    {
      config: { staff: 'inbox:answer' },
      schema: {
        operationId: 'staffListQuotations',
        tags: ['staff'],
        summary: 'Quotation requests in one status (received by default: those to answer), oldest first; paged',
        security: STAFF_SECURITY,
        querystring: QuotationsQuerySchema,
        response: { 200: pagedSchema(QuotationSchema), ...refusals },
      },
    },
    async (request) => quotations.page(request.query.status, request.query.page),
  );

  app.post(
    '/quotations/:id/answer',
    {
      config: { staff: 'inbox:answer' },
      schema: {
        operationId: 'staffAnswerQuotation',
        tags: ['staff'],
        summary:
          'Answers a received quotation with a price per line (AED, VAT included) and a validity date: it becomes ' +
          'quoted, audited, and the buyer gets an e-mail with the quote as a PDF',
        security: STAFF_SECURITY,
        params: QuotationParams,
        body: QuotationAnswerBodySchema,
        response: {
          200: QuotationSchema,
          ...refusals,
          404: ErrorPayloadSchema,
          409: ErrorPayloadSchema.describe('The quotation is no longer received (answered or closed).'),
          422: ErrorPayloadSchema.describe("The prices do not name each of the quotation's lines once."),
        },
      },
    },
    async (request) => quotations.answer(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/quotations/:id/quote.pdf',
    {
      config: { staff: 'inbox:answer' },
      schema: {
        operationId: 'staffQuotationPdf',
        tags: ['staff'],
        summary: 'The quote of an answered quotation, as the buyer received it (PDF)',
        security: STAFF_SECURITY,
        params: QuotationParams,
        response: {
          200: { description: 'The quote', content: { 'application/pdf': { schema: z.string() } } },
          ...refusals,
          404: ErrorPayloadSchema.describe('No such quotation, or it has not been answered.'),
        },
      },
    },
    async (request, reply) => {
      const { number, pdf } = await quotations.quotePdf(request.params.id, null);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${number}.pdf"`)
        .send(pdf as unknown as string);
    },
  );
};
