import { ErrorPayloadSchema, ORDER_STATES, OrderDetailSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
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

/** The staff calls on orders (issue 25), inside the staff scope: each move is checked, audited and told. */
export const staffRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.post(
    '/orders/:id/state',
    {
      config: { staff: 'orders:move' },
      schema: {
        operationId: 'staffMoveOrder',
        tags: ['staff'],
        summary:
          'Moves an order to its next state (placed → confirmed → packed → out_for_delivery → delivered, or cancelled) and tells the customer',
        security: STAFF_SECURITY,
        params: OrderParams,
        body: MoveBodySchema,
        response: {
          200: OrderDetailSchema,
          401: ErrorPayloadSchema,
          403: ErrorPayloadSchema,
          404: ErrorPayloadSchema,
          409: ErrorPayloadSchema.describe("That move is not allowed from the order's state."),
        },
      },
    },
    async (request) => orders.moveByStaff(actorOf(request), request.params.id, request.body.state, request.body.note),
  );
};
