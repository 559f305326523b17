import multipart from '@fastify/multipart';
import {
  ErrorPayloadSchema,
  MakeOrderBodySchema,
  EID_MAX_BYTES,
  ORDER_MESSAGES,
  OrderDetailSchema,
  OrderSummarySchema,
  OrderTrackSchema,
  orderSlots,
  SlotsResponseSchema,
  dbIdSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConflictError, ValidationError } from '../../lib/errors.ts';
import { answerUnreadableForms } from '../../plugins/multipart-errors.ts';
import { noStore } from '../../plugins/no-store.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { EidStore } from './eid-store.ts';
import { renderInvoice, soldNothing } from './invoice.ts';
import { OrderParams } from './order-params.ts';
import { returnsRoutes } from './returns.routes.ts';
import type { Seller } from './seller.ts';
import type { OrdersRepo } from './orders.repo.ts';
import type { OrdersService } from './orders.service.ts';
import { paymentMethodsRoute } from './payment-methods.routes.ts';

export { OrderParams } from './order-params.ts';

const tags = ['orders'];
const UserIdParams = z.object({ id: dbIdSchema('id') });
const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8)
    .max(100)
    .regex(/^[\w.:-]+$/, {
      error: 'Idempotency-Key must be 8 to 100 letters, digits, dots, colons, dashes or underscores.',
    })
    .optional(),
});
const notFound = ErrorPayloadSchema.describe('No order of this user has that number.');

/** Checkout and orders (spec section 7, issue 9), for logged-in individual accounts; the slots are public. */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  repo: OrdersRepo;
  eids: EidStore;
  seller: Seller;
}> = async (app, { orders, repo, eids, seller }) => {
  answerUnreadableForms(app);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: EID_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  noStore(app);
  await app.register(paymentMethodsRoute, { online: Boolean(orders.card) });
  // Returns and credit notes (decision 028): the same customers' calls, kept apart for size.
  await app.register(returnsRoutes, { orders, repo, seller });

  app.get(
    '/delivery-slots',
    {
      schema: {
        operationId: 'getSlots',
        tags,
        summary: "The next days' delivery and pickup slots",
        response: { 200: SlotsResponseSchema },
      },
    },
    async () => ({
      status: 200 as const,
      delivery: orderSlots(new Date(), 'delivery'),
      pickup: orderSlots(new Date(), 'pickup'),
    }),
  );

  app.post(
    '/auth/upload-eid',
    {
      config: { auth: 'individual', fileTooLarge: ORDER_MESSAGES.eidTooLarge, rateLimit: RATE_LIMITS.uploads },
      schema: {
        operationId: 'uploadEid',
        tags,
        summary:
          'The Emirates ID (multipart field `eid`: an image or a PDF, 10 MB at most), kept privately for proof of age',
        body: z.record(z.string(), z.unknown()),
        response: {
          200: z.object({ status: z.literal(200), message: z.string(), eid: z.string() }),
          422: ErrorPayloadSchema.describe('Not an image or a PDF.'),
        },
      },
    },
    async (request) => {
      const file = request.body.eid;
      if (!Buffer.isBuffer(file)) throw new ValidationError(ORDER_MESSAGES.eidType, { eid: [ORDER_MESSAGES.eidType] });
      const stored = await eids.store(file);
      const row = await repo.insertEid({ userId: request.session!.user.id, ...stored });
      return { status: 200 as const, message: ORDER_MESSAGES.eidUploaded, eid: String(row.id) };
    },
  );

  app.post(
    '/auth/make-order',
    {
      config: { auth: 'individual' },
      schema: {
        operationId: 'makeOrder',
        tags,
        summary:
          "Orders the cart: priced by the server, stock taken, coupon used, cart emptied. Without a slot, the next one of its fulfilment. `eid` is the upload's id, or the uploaded file's own name (the customer's newest upload no order used, made in the last hour). Answers the absolute URL of the confirmation (the spec's client replaces the page with it). With Idempotency-Key, a retry of the same request gets the first order.",
        headers: IdempotencyHeaders,
        body: MakeOrderBodySchema,
        response: {
          200: z.string().describe("A retried request: the first order's URL"),
          201: z.string().describe("The URL of the order's confirmation"),
          409: ErrorPayloadSchema.describe('A line is no longer in stock (nothing was taken).'),
          422: ErrorPayloadSchema.describe(
            'No address, a slot no longer offered, no Emirates ID, a coupon that does not apply, or an Idempotency-Key already used for another request.',
          ),
        },
      },
    },
    async (request, reply) => {
      const { user, contact } = request.session!;
      const placed = await orders.place(
        { userId: user.id, ...contact },
        request.body,
        request.headers['idempotency-key'],
      );
      const next = await orders.nextUrl(placed, `${request.protocol}://${request.host}`);
      const { order, created } = placed;
      return reply
        .code(created ? 201 : 200)
        .header('x-order-number', order.orderNumber)
        .header('x-order-id', String(order.id))
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(next));
    },
  );

  app.get(
    '/auth/orders/:id',
    {
      config: { auth: 'individual' },
      schema: {
        operationId: 'listOrders',
        tags,
        summary: "The logged-in user's orders (the id must be theirs), newest first",
        params: UserIdParams,
        response: { 200: z.array(OrderSummarySchema), 403: ErrorPayloadSchema },
      },
    },
    async (request) => orders.list(request.session!.user.id, request.params.id),
  );

  app.get(
    '/auth/order-detail/:id',
    {
      config: { auth: 'individual' },
      schema: {
        operationId: 'getOrder',
        tags,
        summary: "One of the user's orders (by id or number), with its prices, address, slot and timeline",
        params: OrderParams,
        response: { 200: OrderDetailSchema, 404: notFound },
      },
    },
    async (request) => orders.detail(request.session!.user.id, request.params.id),
  );

  app.get(
    '/auth/order-track/:id',
    {
      config: { auth: 'individual' },
      schema: {
        operationId: 'trackOrder',
        tags,
        summary: "Where one of the user's orders is, and its timeline",
        params: OrderParams,
        response: { 200: OrderTrackSchema, 404: notFound },
      },
    },
    async (request) => orders.track(request.session!.user.id, request.params.id),
  );

  app.get(
    '/auth/orders/:id/invoice',
    {
      config: { auth: 'individual' },
      schema: {
        operationId: 'getInvoice',
        tags,
        summary: "The tax invoice of one of the user's orders, as a PDF",
        params: OrderParams,
        response: {
          200: { description: 'The invoice', content: { 'application/pdf': { schema: z.string().describe('PDF') } } },
          404: notFound,
          409: ErrorPayloadSchema.describe('The order was cancelled: nothing was sold, so there is no invoice.'),
        },
      },
    },
    async (request, reply) => {
      const order = await orders.detail(request.session!.user.id, request.params.id);
      if (soldNothing(order)) throw new ConflictError(ORDER_MESSAGES.noInvoice);
      const pdf = await renderInvoice(order, seller);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="invoice-${order.order_number}.pdf"`)
          // The PDF's bytes as they are: the declared string type is only the document's description of them.
          .send(pdf as unknown as string)
      );
    },
  );

  app.post(
    '/auth/orders/:id/cancel',
    {
      config: { auth: 'individual' },
      schema: {
        operationId: 'cancelOrder',
        tags,
        summary: "Cancels one of the user's orders while it is only placed: its stock and coupon use come back",
        params: OrderParams,
        response: {
          200: OrderDetailSchema,
          404: notFound,
          409: ErrorPayloadSchema.describe('The order is past being cancelled.'),
        },
      },
    },
    async (request) => orders.cancel(request.session!.user.id, request.params.id),
  );
};
