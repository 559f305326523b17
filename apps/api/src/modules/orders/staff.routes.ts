import { ErrorPayloadSchema, ORDER_STATES, OrderDetailSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { staffOnly } from '../../plugins/staff-only.ts';
import type { OrdersService } from './orders.service.ts';

const OrderParams = z.object({
  id: z
    .string()
    .trim()
    .regex(/^(\d{1,9}|CEL-\d{6,9})$/i, { error: 'Not an order number.' }),
});
const MoveBodySchema = z.object({
  state: z.enum(ORDER_STATES, { error: `state must be one of ${ORDER_STATES.join(', ')}.` }),
  note: z.string().trim().max(300).optional(),
});

/**
 * The order tooling's call (issue 9: staff screens come later): moves an order along the allowed transitions and
 * tells the customer. Registered only with STAFF_TOKEN set, and answering only to it.
 */
export const staffRoutes: FastifyPluginAsyncZod<{ orders: OrdersService; token: string }> = async (
  app,
  { orders, token },
) => {
  staffOnly(app, token);

  app.post(
    '/staff/orders/:id/state',
    {
      config: { rateLimit: RATE_LIMITS.verify },
      schema: {
        operationId: 'moveOrder',
        tags: ['staff'],
        summary:
          'Moves an order to its next state (placed → confirmed → packed → out_for_delivery → delivered, or cancelled) and tells the customer',
        security: [{ staffToken: [] }],
        params: OrderParams,
        body: MoveBodySchema,
        response: {
          200: OrderDetailSchema,
          401: ErrorPayloadSchema,
          404: ErrorPayloadSchema,
          409: ErrorPayloadSchema.describe("That move is not allowed from the order's state."),
        },
      },
    },
    async (request) => orders.moveByStaff(request.params.id, request.body.state, request.body.note),
  );
};
