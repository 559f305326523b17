import { ErrorPayloadSchema, ORDER_MESSAGES } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConflictError } from '../../lib/errors.ts';
import { STAFF_SECURITY } from '../staff/index.ts';
import { renderInvoice, soldNothing } from './invoice.ts';
import type { Seller } from './seller.ts';
import type { OrdersStaff } from './orders-staff.service.ts';
import { OrderParams } from './orders.routes.ts';
import { renderPackingSlip } from './packing-slip.ts';

const pdf = (what: string) => ({ description: what, content: { 'application/pdf': { schema: z.string() } } });
const refusals = { 401: ErrorPayloadSchema, 403: ErrorPayloadSchema, 404: ErrorPayloadSchema };

/** An order's papers for staff (issue 25, item 5): its tax invoice and its packing slip, as PDFs. */
export const staffDocumentRoutes: FastifyPluginAsyncZod<{ staffOrders: OrdersStaff; seller: Seller }> = async (
  app,
  { staffOrders, seller },
) => {
  app.get(
    '/orders/:id/invoice.pdf',
    {
      config: { staff: 'orders:read' },
      schema: {
        operationId: 'staffOrderInvoice',
        tags: ['staff'],
        summary: "An order's tax invoice (none for a cancelled or refused order: nothing was sold)",
        security: STAFF_SECURITY,
        params: OrderParams,
        response: { 200: pdf('The tax invoice.'), ...refusals, 409: ErrorPayloadSchema },
      },
    },
    async (request, reply) => {
      const order = await staffOrders.detail(request.params.id);
      if (soldNothing(order)) throw new ConflictError(ORDER_MESSAGES.noInvoice);
      const bytes = await renderInvoice(order, seller);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="invoice-${order.order_number}.pdf"`)
        .send(bytes as unknown as string);
    },
  );

  app.get(
    '/orders/:id/packing-slip.pdf',
    {
      config: { staff: 'orders:read' },
      schema: {
        operationId: 'staffPackingSlip',
        tags: ['staff'],
        summary: 'What to pack, where it goes, and the handover box: the ID checked at the door, or why it was refused',
        security: STAFF_SECURITY,
        params: OrderParams,
        response: { 200: pdf('The packing slip.'), ...refusals },
      },
    },
    async (request, reply) => {
      const order = await staffOrders.detail(request.params.id);
      const bytes = await renderPackingSlip(order, seller.legalName);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="packing-slip-${order.order_number}.pdf"`)
        .send(bytes as unknown as string);
    },
  );
};
