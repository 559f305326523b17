import {
  ErrorPayloadSchema,
  QuotationBodySchema,
  QuotationSchema,
  QuotationSubmittedResponseSchema,
  FORM_MESSAGES,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../../plugins/no-store.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { QuotationsService } from './quotations.service.ts';

const tags = ['quotations'];
const notCorporate = ErrorPayloadSchema.describe(
  "The session is not a corporate account's: quotations are for corporate buyers.",
);

/** `POST /product-quotation` (spec section 7) and the buyer's list, for corporate sessions only (decision 017). */
export const quotationsRoutes: FastifyPluginAsyncZod<{ quotations: QuotationsService }> = async (
  app,
  { quotations },
) => {
  noStore(app);

  app.post(
    '/product-quotation',
    {
      // The auth plugin refuses other accounts before the body is read: an individual gets 403 whatever they send.
      config: { auth: 'corporate', rateLimit: RATE_LIMITS.quotations },
      schema: {
        operationId: 'requestQuotation',
        tags,
        summary:
          "Asks for a quotation on sizes and quantities (JSON), with the company's details: stored, sent to the shop's inbox and acknowledged to the buyer",
        body: QuotationBodySchema,
        response: {
          201: QuotationSubmittedResponseSchema,
          400: ErrorPayloadSchema.describe(
            'A field is missing or invalid, or an item names no size on sale: the error payload names it.',
          ),
          403: notCorporate,
        },
      },
    },
    async (request, reply) => {
      const { id, number } = await quotations.request(request.session!.user, request.body);
      return reply.code(201).send({ status: 201 as const, message: FORM_MESSAGES.submitted, id, number });
    },
  );

  app.get(
    '/auth/quotations',
    {
      config: { auth: 'corporate' },
      schema: {
        operationId: 'listQuotations',
        tags,
        summary: "The corporate buyer's own quotation requests, newest first, with their lines and status",
        response: { 200: z.array(QuotationSchema), 403: notCorporate },
      },
    },
    async (request) => quotations.list(request.session!.user),
  );

  app.get(
    '/auth/quotations/:id/quote.pdf',
    {
      config: { auth: 'corporate' },
      schema: {
        operationId: 'quotationPdf',
        tags,
        summary: "The quote of one of the buyer's own answered quotations, as a PDF",
        params: z.object({ id: z.string().regex(/^(QUO-)?\d{1,9}$/i, { error: 'Not a quotation number.' }) }),
        response: {
          200: { description: 'The quote', content: { 'application/pdf': { schema: z.string() } } },
          403: notCorporate,
          404: ErrorPayloadSchema.describe('Not one of your quotations, or not answered yet.'),
        },
      },
    },
    async (request, reply) => {
      const { number, pdf } = await quotations.quotePdf(request.params.id, request.session!.user.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${number}.pdf"`)
        .send(pdf as unknown as string);
    },
  );
};
