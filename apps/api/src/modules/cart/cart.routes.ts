import {
  AddToCartBodySchema,
  BodyStatusSchema,
  CartResponseSchema,
  ErrorPayloadSchema,
  UpdateCartBodySchema,
  dbIdSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../../plugins/no-store.ts';
import type { CartService } from './cart.service.ts';

const tags = ['cart'];
const IdParams = z.object({ id: dbIdSchema('id') });
const notYours = ErrorPayloadSchema.describe("The user id is another account's.");

/**
 * The cart calls of spec section 7, for logged-in individual accounts only (corporate sessions get 403). Refusals
 * the spec's client shows as warnings (out of stock, gone) are body status 404 inside an HTTP 200, as it reads them.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  noStore(app);

  app.post(
    '/auth/carts',
    {
      config: { auth: 'individual' },
      schema: {
        operationId: 'addToCart',
        tags,
        summary: 'Adds a size of a product (its default size when none is named) to the cart, within its stock',
        body: AddToCartBodySchema,
        response: { 200: BodyStatusSchema, 403: notYours },
      },
    },
    async (request) => cart.add(request.session!.user.id, request.body),
  );

  app.post(
    '/auth/update-cart',
    {
      config: { auth: 'individual' },
      schema: {
        operationId: 'updateCart',
        tags,
        summary: 'Sets the quantity of every listed line; each must fit its stock, or nothing changes',
        body: UpdateCartBodySchema,
        response: {
          200: BodyStatusSchema,
          403: notYours,
          422: ErrorPayloadSchema.describe('A line is not in this cart, or a quantity is above its stock.'),
        },
      },
    },
    async (request) => cart.update(request.session!.user.id, request.body),
  );

  app.get(
    '/auth/carts/:id',
    {
      config: { auth: 'individual' },
      schema: {
        operationId: 'getCart',
        tags,
        summary:
          'The cart of the logged-in user (the id must be theirs): lines, subtotal and summary; body status 404 when empty',
        params: IdParams,
        response: { 200: CartResponseSchema, 403: notYours },
      },
    },
    async (request) => cart.show(request.session!.user.id, request.params.id),
  );

  app.delete(
    '/auth/remove-cart/:id',
    {
      config: { auth: 'individual' },
      schema: {
        operationId: 'removeFromCart',
        tags,
        summary: "Removes one of the user's cart lines (by its cart_id)",
        params: IdParams,
        response: { 200: BodyStatusSchema },
      },
    },
    async (request) => cart.remove(request.session!.user.id, request.params.id),
  );
};
