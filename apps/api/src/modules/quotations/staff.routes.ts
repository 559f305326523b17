import { ErrorPayloadSchema, QuotationSchema, QuotationStatusBodySchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { staffOnly } from '../../plugins/staff-only.ts';
import type { QuotationsService } from './quotations.service.ts';

const QuotationParams = z.object({
  id: z
    .string()
    .trim()
    .regex(/^(QUO-)?\d{1,9}$/i, { error: 'Not a quotation number.' }),
});

/**
 * The quotation tooling's call (decision 017: staff screens come later), driven by `npm run quotation:status`: a
 * command cannot open the embedded database while the shop holds it, so it asks the running shop. Registered only
 * with STAFF_TOKEN set, and answering only to it.
 */
export const quotationStaffRoutes: FastifyPluginAsyncZod<{ quotations: QuotationsService; token: string }> = async (
  app,
  { quotations, token },
) => {
  staffOnly(app, token);

  app.post(
    '/staff/quotations/:id/status',
    {
      config: { rateLimit: RATE_LIMITS.verify },
      schema: {
        operationId: 'moveQuotation',
        tags: ['staff'],
        summary:
          'Moves a quotation request to its next status (received → quoted → closed, or received → closed) and tells the buyer',
        security: [{ staffToken: [] }],
        params: QuotationParams,
        body: QuotationStatusBodySchema,
        response: {
          200: QuotationSchema,
          401: ErrorPayloadSchema,
          404: ErrorPayloadSchema,
          409: ErrorPayloadSchema.describe("That move is not allowed from the quotation's status."),
        },
      },
    },
    async (request) => quotations.move(request.params.id, request.body.status),
  );
};
