import {
  ErrorPayloadSchema,
  HideReviewBodySchema,
  ModeratedReviewPageSchema,
  ReviewVisibilityAnswerSchema,
  StaffReviewListQuerySchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
import type { ReviewsStaffService } from './reviews-staff.service.ts';
import { IdParams } from './reviews.routes.ts';

const tags = ['staff'];
const security = STAFF_SECURITY;

/** Reviews' moderation in the back office (issue 26, item 7): the list, and hiding or showing one, audited. */
export const reviewsStaffRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsStaffService }> = async (app, { reviews }) => {
  const refused = {
    401: ErrorPayloadSchema.describe('No staff session or key, or one that has ended.'),
    403: ErrorPayloadSchema.describe('The role lacks moderation, or a write came without the CSRF token.'),
  };
  const invalid = ErrorPayloadSchema.describe('A field is missing or invalid: its message under `errors`.');

  app.get(
    '/reviews',
    {
      config: { staff: 'moderation:write' },
      schema: {
        operationId: 'staffListReviews',
        tags,
        summary:
          'One page of product reviews, newest first, with product and author: all, or only shown or hidden ones',
        security,
        querystring: StaffReviewListQuerySchema,
        response: { 200: ModeratedReviewPageSchema, 400: invalid, ...refused },
      },
    },
    async (request) => reviews.list(request.query),
  );

  app.post(
    '/reviews/:id/visibility',
    {
      config: { staff: 'moderation:write' },
      schema: {
        operationId: 'staffHideReview',
        tags,
        summary:
          "Hides a review (it leaves its product's page, average and count at once) or shows it again; audited. " +
          'Doing what stands changes nothing',
        security,
        params: IdParams,
        body: HideReviewBodySchema,
        response: {
          200: ReviewVisibilityAnswerSchema,
          400: invalid,
          ...refused,
          404: ErrorPayloadSchema.describe('No review has this id.'),
        },
      },
    },
    async (request) => reviews.setHidden(actorOf(request), request.params.id, request.body.hidden),
  );
};
