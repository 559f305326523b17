import {
  ErrorPayloadSchema,
  OrderDetailSchema,
  StaffMoveBodySchema,
  StaffOrderDetailSchema,
  StaffOrderListSchema,
  StaffOrderQuerySchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
import type { OrdersStaff } from './orders-staff.service.ts';
import { OrderParams } from './orders.routes.ts';
import type { OrdersService } from './orders.service.ts';

const tags = ['staff'];
const refusals = {
  401: ErrorPayloadSchema,
  403: ErrorPayloadSchema.describe('The role lacks the permission, or a write came without the CSRF token.'),
};

/** The staff calls on orders (issue 25), inside the staff scope: the queue, one order, and its moves. */
export const staffRoutes: FastifyPluginAsyncZod<{ orders: OrdersService; staffOrders: OrdersStaff }> = async (
  app,
  { orders, staffOrders },
) => {
  app.get(
    '/orders',
    {
      config: { staff: 'orders:read' },
      schema: {
        operationId: 'staffListOrders',
        tags,
        summary: "The order queue: a tab, filters and a search, sorted and paged on the server, with each tab's count",
        security: STAFF_SECURITY,
        querystring: StaffOrderQuerySchema,
        response: { 200: StaffOrderListSchema, ...refusals },
      },
    },
    async (request) => staffOrders.list(request.query),
  );

  app.get(
    '/orders/:id',
    {
      config: { staff: 'orders:read' },
      schema: {
        operationId: 'staffGetOrder',
        tags,
        summary:
          'One order: lines, totals with VAT, address, slot, notes, the customer, their proof of age, the timeline',
        security: STAFF_SECURITY,
        params: OrderParams,
        response: { 200: StaffOrderDetailSchema, ...refusals, 404: ErrorPayloadSchema },
      },
    },
    async (request) => staffOrders.detail(request.params.id),
  );

  app.post(
    '/orders/:id/state',
    {
      config: { staff: 'orders:move' },
      schema: {
        operationId: 'staffMoveOrder',
        tags,
        summary:
          'Moves an order one step (placed → confirmed → packed → out_for_delivery → delivered or refused, or cancelled) and tells the customer',
        security: STAFF_SECURITY,
        params: OrderParams,
        body: StaffMoveBodySchema,
        response: {
          200: OrderDetailSchema,
          ...refusals,
          404: ErrorPayloadSchema,
          409: ErrorPayloadSchema.describe(
            "A move the rules forbid from the order's state, an unverified buyer, or a change made meanwhile.",
          ),
          422: ErrorPayloadSchema.describe('Delivered without the ID check, or refused without a reason.'),
        },
      },
    },
    async (request) => {
      const { state, note, version, refusal_reason, id_checked } = request.body;
      return orders.moveByStaff(actorOf(request), request.params.id, state, {
        note,
        version,
        refusalReason: refusal_reason,
        idChecked: id_checked,
      });
    },
  );
};
