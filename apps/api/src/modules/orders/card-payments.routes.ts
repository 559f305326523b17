import { ErrorPayloadSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../../plugins/no-store.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { CardPayments } from './card-payments.ts';

const tags = ['orders'];
/** Where the gateway sends the customer back, under the API prefix (`redirectUrl` and `cancelUrl`). */
export const CARD_RETURN_PATH = '/payments/ngenius/return';

const ReturnQuery = z.object({
  order: z
    .string()
    .trim()
    .regex(/^CEL-\d{6,9}$/i, { error: 'Not an order number.' }),
  /** The gateway's reference, added by the gateway: not believed, the order's own payment is read. */
  ref: z.string().max(100).optional(),
  /** The cancel link's token (`cancelUrl`): without the right one, a return is only a read. */
  cancelled: z.string().max(100).optional(),
});

/**
 * The gateway's two ways back to the shop (decision 027). Neither is believed: each only makes the server read the
 * payment from the gateway and settle the order once.
 */
export const cardPaymentsRoutes: FastifyPluginAsyncZod<{
  card: CardPayments;
  publicBaseUrl: string;
}> = async (app, { card, publicBaseUrl }) => {
  noStore(app);

  app.get(
    CARD_RETURN_PATH,
    {
      config: { rateLimit: RATE_LIMITS.search },
      schema: {
        operationId: 'returnFromCardPayment',
        tags,
        summary:
          "The customer back from the gateway's page: the server reads the payment from the gateway, settles the order, and sends the browser to /checkout?status=success|failed|pending&order=…, whatever the URL claims",
        querystring: ReturnQuery,
        response: {
          303: z.null().describe('To the checkout, with what the gateway says'),
          404: ErrorPayloadSchema.describe('No order with a card payment has that number.'),
        },
      },
    },
    async (request, reply) => {
      const number = request.query.order.toUpperCase();
      const outcome = await card.returned(number, request.query.cancelled);
      const status = outcome === 'paid' ? 'success' : outcome;
      const base = publicBaseUrl || `${request.protocol}://${request.host}`;
      return reply.redirect(`${base}/checkout?status=${status}&order=${encodeURIComponent(number)}`, 303);
    },
  );

  app.post(
    '/payments/ngenius/events',
    {
      schema: {
        operationId: 'takeCardPaymentEvent',
        tags,
        summary:
          "N-Genius's webhook: checked by its agreed header, then only a reason to read the payment it names from the gateway",
        body: z.unknown(),
        response: {
          200: z.object({ status: z.literal(200) }),
          401: ErrorPayloadSchema.describe('The agreed header is missing or wrong, or the event names no order.'),
        },
      },
    },
    async (request) => {
      await card.hinted('ngenius', { headers: request.headers, body: request.body });
      return { status: 200 as const };
    },
  );
};
