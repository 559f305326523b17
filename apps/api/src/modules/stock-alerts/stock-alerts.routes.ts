import { ErrorPayloadSchema, StockAlertBodySchema, StockAlertResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../plugins/no-store.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { StockAlertsService } from './stock-alerts.service.ts';

/** `POST /stock-alerts` (decision 017): a shopper or a guest asks to be e-mailed once when a sold-out size returns. */
export const stockAlertsRoutes: FastifyPluginAsyncZod<{ alerts: StockAlertsService }> = async (app, { alerts }) => {
  noStore(app);
  app.post(
    '/stock-alerts',
    {
      schema: {
        operationId: 'requestStockAlert',
        tags: ['catalog'],
        summary:
          "Asks for one e-mail when a size with stock 0 is back: a session's account address, or a guest's `email`. The same request again is the same open request (201 again).",
        body: StockAlertBodySchema,
        response: {
          201: StockAlertResponseSchema,
          400: ErrorPayloadSchema.describe(
            'A field is invalid, or a guest sent no `email`: its message under `errors`.',
          ),
          404: ErrorPayloadSchema.describe('No size on sale has this id.'),
          409: ErrorPayloadSchema.describe('The size is in stock (code `IN_STOCK`): it can be ordered now.'),
          429: ErrorPayloadSchema.describe('Too many requests from this client, or for this e-mail address today.'),
        },
      },
      config: { auth: 'optional', rateLimit: RATE_LIMITS.stockAlerts },
    },
    async (request, reply) => {
      const message = await alerts.request(request.session?.user.id ?? null, request.body);
      return reply.code(201).send({ status: 201 as const, message });
    },
  );
};
