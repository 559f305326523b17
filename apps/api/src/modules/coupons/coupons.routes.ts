import { CheckCouponBodySchema, CheckCouponResponseSchema, CouponOfferSchema, ErrorPayloadSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../../plugins/no-store.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { CouponsService } from './coupons.service.ts';

const tags = ['coupons'];

/** `GET /coupons` and `POST /check-available-coupon` (spec section 7), for logged-in individual accounts. */
export const couponsRoutes: FastifyPluginAsyncZod<{ coupons: CouponsService }> = async (app, { coupons }) => {
  noStore(app);

  app.get(
    '/coupons',
    {
      config: { auth: 'individual' },
      schema: {
        operationId: 'listCoupons',
        tags,
        summary: "The coupons this user may use now (a bare array; the spec's client reads `name`)",
        response: { 200: z.array(CouponOfferSchema) },
      },
    },
    async (request) => coupons.offers(request.session!.user.id),
  );

  app.post(
    '/check-available-coupon',
    {
      // Checking codes one after another is how coupon codes are guessed: limited like code checks.
      config: { auth: 'individual', rateLimit: RATE_LIMITS.verify },
      schema: {
        operationId: 'checkCoupon',
        tags,
        summary: "What a coupon takes off the user's cart now: body status 200 with coupon_value, or 400 with why not",
        body: CheckCouponBodySchema,
        response: {
          200: CheckCouponResponseSchema,
          403: ErrorPayloadSchema.describe("The user id is another account's."),
        },
      },
    },
    async (request) => coupons.check(request.session!.user.id, request.body.user_id, request.body.coupon_id),
  );
};
