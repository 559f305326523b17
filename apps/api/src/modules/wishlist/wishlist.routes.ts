import {
  AddToWishlistBodySchema,
  BodyStatusSchema,
  ErrorPayloadSchema,
  WishlistResponseSchema,
  dbIdSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../../plugins/no-store.ts';
import type { WishlistService } from './wishlist.service.ts';

const tags = ['wishlist'];
const IdParams = z.object({ id: dbIdSchema('id') });
const notYours = ErrorPayloadSchema.describe("The user id is another account's.");

/** The wishlist calls of spec section 7, for logged-in individual accounts only (corporate sessions get 403). */
export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (app, { wishlist }) => {
  noStore(app);

  app.post(
    '/auth/wishlist',
    {
      config: { auth: 'individual' },
      schema: {
        operationId: 'addToWishlist',
        tags,
        summary: 'Saves a product (and its size) to the wishlist; a duplicate is body status 404 with a message',
        body: AddToWishlistBodySchema,
        response: { 200: BodyStatusSchema, 403: notYours },
      },
    },
    async (request) => wishlist.add(request.session!.user.id, request.body),
  );

  app.get(
    '/auth/wishlist/:id',
    {
      config: { auth: 'individual' },
      schema: {
        operationId: 'getWishlist',
        tags,
        summary: 'The wishlist of the logged-in user (the id must be theirs), a bare array',
        params: IdParams,
        response: { 200: WishlistResponseSchema, 403: notYours },
      },
    },
    async (request) => wishlist.list(request.session!.user.id, request.params.id),
  );

  app.delete(
    '/auth/wishlist/:id',
    {
      config: { auth: 'individual' },
      schema: {
        operationId: 'removeFromWishlist',
        tags,
        summary: "Removes one of the user's wishlist items (by its wishlist_id)",
        params: IdParams,
        response: { 200: BodyStatusSchema },
      },
    },
    async (request) => wishlist.remove(request.session!.user.id, request.params.id),
  );

  app.delete(
    '/auth/remove-wishlist/:id',
    {
      config: { auth: 'individual' },
      schema: {
        operationId: 'clearWishlist',
        tags,
        summary: 'Clears the wishlist of the logged-in user (the id must be theirs)',
        params: IdParams,
        response: { 200: BodyStatusSchema, 403: notYours },
      },
    },
    async (request) => wishlist.clear(request.session!.user.id, request.params.id),
  );
};
