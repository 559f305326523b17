import {
  ErrorPayloadSchema,
  MyReviewResponseSchema,
  ReviewBodySchema,
  ReviewSavedResponseSchema,
  ReviewTextSchema,
  dbIdSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { ReviewsService } from './reviews.service.ts';

/** The API document's group of the reviews calls, public read included. */
export const tags = ['reviews'];
/** A product or review by its id. */
export const IdParams = z.object({ id: dbIdSchema('id') });
const invalid = ErrorPayloadSchema.describe('A field is missing or invalid: its message under `errors`.');
const corporate = ErrorPayloadSchema.describe('Corporate accounts do not write reviews.');
/** Also the public read's 404 (`reviews.reads.ts`). */
export const missing = ErrorPayloadSchema.describe('No such product on sale, or no such review of yours.');

/**
 * Product reviews (issue 11, decision 017): `POST /reviews` of spec section 7, their edit and delete, and the
 * shopper's own review. The public page of a product's reviews is a public read (`reviews.reads.ts`).
 */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.get(
    '/auth/my-review/:id',
    {
      config: { auth: 'individual' },
      schema: {
        operationId: 'getMyReview',
        tags,
        summary: "The signed-in shopper's own review of a product (by the product's id), or null",
        params: IdParams,
        response: { 200: MyReviewResponseSchema, 403: corporate },
      },
    },
    async (request) => ({
      status: 200 as const,
      review: await reviews.mine(request.session!.user.id, request.params.id),
    }),
  );

  app.post(
    '/reviews',
    {
      config: { auth: 'individual', rateLimit: RATE_LIMITS.reviews },
      schema: {
        operationId: 'addReview',
        tags,
        summary:
          "Publishes the shopper's review of a product (1 to 5 stars, a title and a text); one per shopper and product",
        body: ReviewBodySchema,
        response: {
          201: ReviewSavedResponseSchema,
          400: invalid,
          403: corporate,
          404: missing,
          409: ErrorPayloadSchema.describe('This shopper has reviewed the product already.'),
        },
      },
    },
    async (request, reply) => reply.code(201).send(await reviews.add(request.session!.user.id, request.body)),
  );

  app.put(
    '/reviews/:id',
    {
      config: { auth: 'individual', rateLimit: RATE_LIMITS.reviews },
      schema: {
        operationId: 'updateReview',
        tags,
        summary: "Rewrites the shopper's own review",
        params: IdParams,
        body: ReviewTextSchema,
        response: { 200: ReviewSavedResponseSchema, 400: invalid, 403: corporate, 404: missing },
      },
    },
    async (request) => reviews.update(request.session!.user.id, request.params.id, request.body),
  );

  app.delete(
    '/reviews/:id',
    {
      config: { auth: 'individual', rateLimit: RATE_LIMITS.reviews },
      schema: {
        operationId: 'deleteReview',
        tags,
        summary: "Deletes the shopper's own review",
        params: IdParams,
        response: { 200: ReviewSavedResponseSchema, 403: corporate, 404: missing },
      },
    },
    async (request) => reviews.remove(request.session!.user.id, request.params.id),
  );
};
