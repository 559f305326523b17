import { ErrorPayloadSchema, QuotationSchema, QuotationStatusBodySchema } from '@shop/shared';
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
};
