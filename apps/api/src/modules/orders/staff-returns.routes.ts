import {
  dbIdSchema,
  ErrorPayloadSchema,
  RETURN_MESSAGES,
  StaffPayRefundOtherwiseBodySchema,
  StaffReceiveReturnBodySchema,
  StaffRefundResultSchema,
  StaffReturnDecisionBodySchema,
  StaffReturnListSchema,
  StaffReturnQuerySchema,
  StaffReturnResultSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
import { renderCreditNote } from './credit-note.ts';
import type { OrdersRepo } from './orders.repo.ts';
import { orderRef, type OrdersService } from './orders.service.ts';
import { presentRefund, STAFF_CREDIT_NOTES } from './returns-presenting.ts';
import { CreditNoteParams, pdfResponse } from './returns.routes.ts';
import type { Seller } from './seller.ts';
import { NotFoundError } from '../../lib/errors.ts';

const tags = ['staff'];
const IdParams = z.object({ id: dbIdSchema('id') });
const refusals = {
  401: ErrorPayloadSchema,
  403: ErrorPayloadSchema.describe('The role lacks the permission, or a write came without the CSRF token.'),
  404: ErrorPayloadSchema,
};

/** The back office's returns and refunds (decision 028), inside the staff scope. */
export const staffReturnsRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  repo: OrdersRepo;
  seller: Seller;
}> = async (app, deps) => {
  const { staffReturns } = deps.orders;

  app.get(
    '/returns',
    {
      config: { staff: 'orders:read' },
      schema: {
        operationId: 'staffListReturns',
        tags,
        summary:
          "Return requests, a state's or all, oldest first, with their order and customer and each state's count",
        security: STAFF_SECURITY,
        querystring: StaffReturnQuerySchema,
        response: { 200: StaffReturnListSchema, ...refusals },
      },
    },
    async (request) => staffReturns.list(request.query),
  );

  app.post(
    '/returns/:id/decision',
    {
      config: { staff: 'returns:write' },
      schema: {
        operationId: 'staffDecideReturn',
        tags,
        summary: 'Approves a requested return, or refuses it with a reason the customer reads',
        security: STAFF_SECURITY,
        params: IdParams,
        body: StaffReturnDecisionBodySchema,
        response: {
          200: StaffReturnResultSchema,
          ...refusals,
          409: ErrorPayloadSchema.describe('The return is no longer requested.'),
          422: ErrorPayloadSchema.describe('A refusal without its reason.'),
        },
      },
    },
    async (request) => staffReturns.decide(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/returns/:id/received',
    {
      config: { staff: 'returns:write' },
      schema: {
        operationId: 'staffReceiveReturn',
        tags,
        summary:
          "Marks an approved return's goods received: restocks them, refunds them (to the card for an order paid online, else recorded as cash or bank transfer), the order returned then refunded",
        security: STAFF_SECURITY,
        params: IdParams,
        body: StaffReceiveReturnBodySchema,
        response: {
          200: StaffReturnResultSchema,
          ...refusals,
          409: ErrorPayloadSchema.describe('The return is not approved.'),
          422: ErrorPayloadSchema.describe('A refund method the order was not paid by.'),
        },
      },
    },
    async (request) => staffReturns.receive(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/refunds/:id/retry',
    {
      config: { staff: 'returns:write' },
      schema: {
        operationId: 'staffRetryRefund',
        tags,
        summary: 'Tries a refund the gateway refused again (the payment is read first, so it is never made twice)',
        security: STAFF_SECURITY,
        params: IdParams,
        response: {
          200: StaffRefundResultSchema,
          ...refusals,
          409: ErrorPayloadSchema.describe('The refund was not refused.'),
        },
      },
    },
    async (request) => {
      const refund = await deps.orders.refunds.retry(actorOf(request), request.params.id);
      const message =
        refund.state === 'done'
          ? RETURN_MESSAGES.refundPending
          : refund.state === 'failed'
            ? RETURN_MESSAGES.refundFailed
            : RETURN_MESSAGES.refundQueued;
      return { message, refund: presentRefund(refund, STAFF_CREDIT_NOTES) };
    },
  );

  app.post(
    '/refunds/:id/paid-otherwise',
    {
      config: { staff: 'returns:write' },
      schema: {
        operationId: 'staffPayRefundOtherwise',
        tags,
        summary: 'Records a card refund the gateway refused as paid back in cash or by bank transfer instead',
        security: STAFF_SECURITY,
        params: IdParams,
        body: StaffPayRefundOtherwiseBodySchema,
        response: {
          200: StaffRefundResultSchema,
          ...refusals,
          409: ErrorPayloadSchema.describe('The refund was not a card refund the gateway refused.'),
        },
      },
    },
    async (request) => {
      const { method } = request.body;
      const refund = await deps.orders.refunds.payOtherwise(actorOf(request), request.params.id, method);
      return {
        message: RETURN_MESSAGES.refundPaidOtherwise(method),
        refund: presentRefund(refund, STAFF_CREDIT_NOTES),
      };
    },
  );

  app.get(
    '/orders/:id/credit-notes/:refundId',
    {
      config: { staff: 'orders:read' },
      schema: {
        operationId: 'staffCreditNote',
        tags,
        summary: "A refund's tax credit note, as a PDF (once the money went back)",
        security: STAFF_SECURITY,
        params: CreditNoteParams,
        response: { 200: pdfResponse('The credit note'), ...refusals },
      },
    },
    async (request, reply) => {
      const order = await deps.repo.find(orderRef(request.params.id));
      if (!order) throw new NotFoundError('No order has this number.');
      const note = await deps.orders.returns.creditNote(order, request.params.refundId);
      const bytes = await renderCreditNote(note, deps.seller);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="credit-note-${note.number}.pdf"`)
        .send(bytes as unknown as string);
    },
  );
};
