import {
  COUPON_MESSAGES,
  CouponActiveBodySchema,
  CouponBodySchema,
  CouponCategoryChoiceSchema,
  CouponDetailSchema,
  CouponListQuerySchema,
  CouponPageSchema,
  dbIdSchema,
  ErrorPayloadSchema,
  StaffCouponSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
import type { CouponsStaffService } from './coupons-staff.service.ts';

const tags = ['staff'];
const CouponParams = z.object({ id: dbIdSchema('id') });
const refusals = {
  401: ErrorPayloadSchema,
  403: ErrorPayloadSchema.describe('The role lacks coupons:write, or a write came without the CSRF token.'),
};
const notFound = { 404: ErrorPayloadSchema.describe(COUPON_MESSAGES.notFound) };
const refused = {
  422: ErrorPayloadSchema.describe(
    'A code another coupon has (any case), a category that is not, or a used code changed.',
  ),
};
const staff = 'coupons:write' as const;

/**
 * The staff's coupons (issue 26, item 5): the list and one coupon with the orders that used it, to read; making,
 * changing, deactivating and reactivating them, audited. All need `coupons:write`: an editor or support member is
 * refused (403).
 */
export const couponsStaffRoutes: FastifyPluginAsyncZod<{ coupons: CouponsStaffService }> = async (app, { coupons }) => {
  app.get(
    '/coupons',
    {
      config: { staff },
      schema: {
        operationId: 'staffListCoupons',
        tags,
        summary: 'Coupons, newest first, with their uses: paged, searched by code or description, kept to one state',
        security: STAFF_SECURITY,
        querystring: CouponListQuerySchema,
        response: { 200: CouponPageSchema, ...refusals },
      },
    },
    async (request) => coupons.page(request.query),
  );

  app.get(
    '/coupons/categories',
    {
      config: { staff },
      schema: {
        operationId: 'staffCouponCategories',
        tags,
        summary: 'The categories a coupon can be kept to (a top category covers its subcategories)',
        security: STAFF_SECURITY,
        response: { 200: z.array(CouponCategoryChoiceSchema), ...refusals },
      },
    },
    async () => coupons.categories(),
  );

  app.get(
    '/coupons/:id',
    {
      config: { staff },
      schema: {
        operationId: 'staffGetCoupon',
        tags,
        summary: 'One coupon with the orders that used it, newest first',
        security: STAFF_SECURITY,
        params: CouponParams,
        response: { 200: CouponDetailSchema, ...refusals, ...notFound },
      },
    },
    async (request) => coupons.detail(request.params.id),
  );

  app.post(
    '/coupons',
    {
      config: { staff },
      schema: {
        operationId: 'staffCreateCoupon',
        tags,
        summary: 'Makes a coupon: its code (unique, any case), its amount and every rule it carries',
        security: STAFF_SECURITY,
        body: CouponBodySchema,
        response: { 201: StaffCouponSchema, ...refusals, ...refused },
      },
    },
    async (request, reply) => reply.code(201).send(await coupons.create(actorOf(request), request.body)),
  );

  app.put(
    '/coupons/:id',
    {
      config: { staff },
      schema: {
        operationId: 'staffUpdateCoupon',
        tags,
        summary: "Replaces a coupon's rules; its uses so far stay counted, and a used coupon keeps its code",
        security: STAFF_SECURITY,
        params: CouponParams,
        body: CouponBodySchema,
        response: { 200: StaffCouponSchema, ...refusals, ...notFound, ...refused },
      },
    },
    async (request) => coupons.update(actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/coupons/:id/active',
    {
      config: { staff },
      schema: {
        operationId: 'staffSetCouponActive',
        tags,
        summary: 'Deactivates a coupon (refused at once, at the cart and the order) or reactivates it',
        security: STAFF_SECURITY,
        params: CouponParams,
        body: CouponActiveBodySchema,
        response: { 200: StaffCouponSchema, ...refusals, ...notFound },
      },
    },
    async (request) => coupons.setActive(actorOf(request), request.params.id, request.body.active),
  );
};
