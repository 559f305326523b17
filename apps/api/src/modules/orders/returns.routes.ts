import {
  dbIdSchema,
  ErrorPayloadSchema,
  ReturnRequestBodySchema,
  ReturnRequestResponseSchema,
  ORDER_MESSAGES,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { renderCreditNote } from './credit-note.ts';
import type { OrdersRepo } from './orders.repo.ts';
import { OrderParams } from './order-params.ts';
import { orderRef, type OrdersService } from './orders.service.ts';
import type { Seller } from './seller.ts';

const tags = ['orders'];
const notFound = ErrorPayloadSchema.describe('No order of this user has that number.');
export const CreditNoteParams = OrderParams.extend({ refundId: dbIdSchema('refundId') });
export const pdfResponse = (what: string) => ({
  description: what,
  content: { 'application/pdf': { schema: z.string().describe('PDF') } },
});

/** A customer's returns and credit notes (decision 028), for logged-in individual accounts. */
export const returnsRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  repo: OrdersRepo;
  seller: Seller;
}> = async (app, deps) => {
  app.post(
    '/auth/orders/:id/returns',
    {
      config: { auth: 'individual', rateLimit: RATE_LIMITS.returns },
      schema: {
        operationId: 'requestReturn',
        tags,
        summary: `Asks to return unopened items of one of the user's delivered orders, within the return window`,
        params: OrderParams,
        body: ReturnRequestBodySchema,
        response: {
          201: ReturnRequestResponseSchema,
          404: notFound,
          409: ErrorPayloadSchema.describe('Not delivered, past the return window, or a return already in progress.'),
          422: ErrorPayloadSchema.describe('A line not of this order, more than is left to return, or not unopened.'),
        },
      },
    },
    async (request, reply) => {
      const answer = await deps.orders.returns.request(
        request.session!.user.id,
        orderRef(request.params.id),
        request.body,
      );
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/auth/orders/:id/credit-notes/:refundId',
    {
      config: { auth: 'individual' },
      schema: {
        operationId: 'getCreditNote',
        tags,
        summary: "The tax credit note of a refund of one of the user's orders, as a PDF (once the money went back)",
        params: CreditNoteParams,
        response: { 200: pdfResponse('The credit note'), 404: notFound },
      },
    },
    async (request, reply) => {
      const order = await deps.repo.find(orderRef(request.params.id), request.session!.user.id);
      if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
      const note = await deps.orders.returns.creditNote(order, request.params.refundId);
      const pdf = await renderCreditNote(note, deps.seller);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="credit-note-${note.number}.pdf"`)
        .send(pdf as unknown as string);
    },
  );
};
