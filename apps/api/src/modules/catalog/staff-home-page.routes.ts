import {
  BannerWriteSchema,
  ChoiceProductsBodySchema,
  ChoiceWriteSchema,
  dbIdSchema,
  ErrorPayloadSchema,
  HomeRowWriteSchema,
  OfferWriteSchema,
  StaffBannerSchema,
  StaffChoiceSchema,
  StaffHomeRowSchema,
  StaffOfferSchema,
  TAXONOMY_MESSAGES as M,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
import type { HomePageService } from './home-page.service.ts';
import { orderedListRoutes } from './staff-ordered-routes.ts';

/**
 * The staff calls on the home page (issue 26, item 4), with `catalog:write`: its featured rows, promo banners, offer
 * texts and our-choice lists, each listed, created, updated, reordered and deleted; a list's products are set at once.
 */
export const staffHomePageRoutes: FastifyPluginAsyncZod<{ home: HomePageService }> = async (app, { home }) => {
  orderedListRoutes(app, {
    path: '/home-page/rows',
    one: 'HomeRow',
    many: 'HomeRows',
    item: StaffHomeRowSchema,
    create: HomeRowWriteSchema,
    update: HomeRowWriteSchema,
    notFound: M.homeRowNotFound,
    conflict: M.homeRowTaken,
    list: home.rows,
    add: home.createRow,
    change: home.updateRow,
    remove: home.deleteRow,
    reorder: (actor, body) => home.reorderRows(actor, body.ids),
  });
  orderedListRoutes(app, {
    path: '/home-page/banners',
    one: 'Banner',
    many: 'Banners',
    item: StaffBannerSchema,
    create: BannerWriteSchema,
    update: BannerWriteSchema,
    notFound: M.bannerNotFound,
    conflict: 'never: banners have nothing unique',
    list: home.banners,
    add: home.createBanner,
    change: home.updateBanner,
    remove: home.deleteBanner,
    reorder: (actor, body) => home.reorderBanners(actor, body.ids),
  });
  orderedListRoutes(app, {
    path: '/home-page/offers',
    one: 'Offer',
    many: 'Offers',
    item: StaffOfferSchema,
    create: OfferWriteSchema,
    update: OfferWriteSchema,
    notFound: M.offerNotFound,
    conflict: 'never: offer texts have nothing unique',
    list: home.offers,
    add: home.createOffer,
    change: home.updateOffer,
    remove: home.deleteOffer,
    reorder: (actor, body) => home.reorderOffers(actor, body.ids),
  });
  orderedListRoutes(app, {
    path: '/home-page/choices',
    one: 'Choice',
    many: 'Choices',
    item: StaffChoiceSchema,
    create: ChoiceWriteSchema,
    update: ChoiceWriteSchema,
    notFound: M.choiceNotFound,
    conflict: M.choiceRouteTaken,
    list: home.choices,
    add: home.createChoice,
    change: home.updateChoice,
    remove: home.deleteChoice,
    reorder: (actor, body) => home.reorderChoices(actor, body.ids),
  });
  app.put(
    '/home-page/choices/:id/products',
    {
      config: { staff: 'catalog:write' },
      schema: {
        operationId: 'staffSetChoiceProducts',
        tags: ['staff'],
        summary: "Sets an our-choice list's products, all of them, in order",
        security: STAFF_SECURITY,
        params: z.object({ id: dbIdSchema('id') }),
        body: ChoiceProductsBodySchema,
        response: {
          200: StaffChoiceSchema,
          401: ErrorPayloadSchema,
          403: ErrorPayloadSchema,
          404: ErrorPayloadSchema.describe(M.choiceNotFound),
          422: ErrorPayloadSchema.describe('a product id names no product'),
        },
      },
    },
    async (request) => home.setChoiceProducts(actorOf(request), request.params.id, request.body.product_ids),
  );
};
