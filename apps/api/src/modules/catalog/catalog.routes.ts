import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoryInfoResponseSchema, ChoiceListingResponseSchema, ChoicesResponseSchema, ErrorPayloadSchema, FilterCountResponseSchema, FilterListResponseSchema,
  FilterProductBodySchema, HomeBestSellingResponseSchema, IdOrRouteSchema, ListingQuerySchema, ListingResponseSchema, LONG_CACHE_MS, MenuResponseSchema,
  ProductDetailResponseSchema, ShopByPriceBodySchema,
} from '@shop/shared';
import type { PublicCacheConfig } from '../../plugins/http-cache.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { CatalogReadModel } from './catalog-read-model.ts';
import { createCatalogService } from './catalog.service.ts';

const IdParams = z.object({ id: IdOrRouteSchema });
const CatParams = z.object({ cat: IdOrRouteSchema });
const CatSubParams = z.object({ cat: IdOrRouteSchema, subcat: IdOrRouteSchema });
const PageOnlyQuery = ListingQuerySchema.pick({ page: true, sort: true });

/** Listings show stock, so browsers keep them briefly; the server-side cache does the heavy lifting. */
const listingCache = { publicCache: { maxAge: 60 } satisfies PublicCacheConfig };
const staticCache = { publicCache: { maxAge: 300 } satisfies PublicCacheConfig };
const longCache = { publicCache: { maxAge: LONG_CACHE_MS / 1000 } satisfies PublicCacheConfig };
const tags = ['catalog'];
/** The filter calls name their category in the body, so they can answer 404 too. */
const NO_SUCH_CATEGORY = ErrorPayloadSchema.describe('No category has this `category_id`.');

/** The public catalog calls of spec section 7, answered from the in-memory read model (decision 007). */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogReadModel }> = async (app, { catalog: model }) => {
  const catalog = createCatalogService(() => model.current);

  app.get('/categories-menu', {
    config: staticCache,
    schema: { operationId: 'getCategoriesMenu', tags, summary: 'Category menu: top-level categories in menu order with their subcategories', response: { 200: MenuResponseSchema } },
  }, (_req, reply) => reply.sendRead(catalog.menu()));

  app.get('/product-list/:cat', {
    config: listingCache,
    schema: { operationId: 'getCategoryProducts', tags, summary: 'Products of a category (premium and promotion list by flag)', params: CatParams, querystring: ListingQuerySchema, response: { 200: ListingResponseSchema } },
  }, (req, reply) => reply.sendRead(catalog.categoryListing(req.params.cat, undefined, req.query.page, req.query.sort)));

  app.get('/product-list/:cat/:subcat', {
    config: listingCache,
    schema: { operationId: 'getSubcategoryProducts', tags, summary: 'Products of a subcategory', params: CatSubParams, querystring: ListingQuerySchema, response: { 200: ListingResponseSchema } },
  }, (req, reply) => reply.sendRead(catalog.categoryListing(req.params.cat, req.params.subcat, req.query.page, req.query.sort)));

  app.get('/premium-products', {
    config: listingCache,
    schema: { operationId: 'getPremiumProducts', tags, summary: 'Premium products', querystring: ListingQuerySchema, response: { 200: ListingResponseSchema } },
  }, (req, reply) => reply.sendRead(catalog.flagListing('premium', req.query.page, req.query.sort)));

  app.get('/promotion-product', {
    config: listingCache,
    schema: { operationId: 'getPromotionProducts', tags, summary: 'Products on promotion', querystring: ListingQuerySchema, response: { 200: ListingResponseSchema } },
  }, (req, reply) => reply.sendRead(catalog.flagListing('promotion', req.query.page, req.query.sort)));

  app.post('/shop-by-price', {
    config: listingCache,
    schema: { operationId: 'shopByPrice', tags, summary: 'Products whose displayed price is at most `max` AED', querystring: PageOnlyQuery, body: ShopByPriceBodySchema, response: { 200: ListingResponseSchema } },
  }, (req, reply) => reply.sendRead(catalog.shopByPrice(req.body.max, req.query.page, req.body.sort ?? req.query.sort)));

  app.get('/product-detail/:id', {
    config: listingCache,
    schema: {
      operationId: 'getProductDetail',
      tags, summary: 'A product by id or route; price_variation[0] is the default size', params: IdParams,
      response: { 200: ProductDetailResponseSchema },
    },
  }, (req, reply) => reply.sendRead(catalog.productDetail(req.params.id)));

  app.get('/product-list-get/:id', {
    config: staticCache,
    schema: {
      operationId: 'getCategory',
      tags, summary: 'A category by id or route, with its parent and subcategories', params: IdParams,
      response: { 200: CategoryInfoResponseSchema },
    },
  }, (req, reply) => reply.sendRead(catalog.categoryInfo(req.params.id)));

  app.get('/filter-list/:id', {
    config: staticCache,
    schema: { operationId: 'getFilterList', tags, summary: 'Brands, origins and price range present in a category', params: IdParams, response: { 200: FilterListResponseSchema } },
  }, (req, reply) => reply.sendRead(catalog.filterList(req.params.id)));

  app.post('/filter-product', {
    config: { ...listingCache, rateLimit: RATE_LIMITS.filter },
    schema: { operationId: 'filterProducts', tags, summary: 'A category narrowed by brand, origin and price range together', querystring: PageOnlyQuery, body: FilterProductBodySchema, response: { 200: ListingResponseSchema, 404: NO_SUCH_CATEGORY } },
  }, (req, reply) => reply.sendRead(catalog.filterProducts({ ...req.body, sort: req.body.sort ?? req.query.sort }, req.query.page)));

  app.post('/test-filter-product', {
    config: { ...listingCache, rateLimit: RATE_LIMITS.filter },
    schema: { operationId: 'countFilteredProducts', tags, summary: 'How many products a filter would list (a preview for the filter panel)', body: FilterProductBodySchema, response: { 200: FilterCountResponseSchema, 404: NO_SUCH_CATEGORY } },
  }, (req, reply) => reply.sendRead(catalog.filterPreview(req.body)));

  app.get('/front-our-choices-list/:id', {
    config: listingCache,
    schema: { operationId: 'getChoiceProducts', tags, summary: 'A curated "our choice" list', params: IdParams, querystring: ListingQuerySchema, response: { 200: ChoiceListingResponseSchema } },
  }, (req, reply) => reply.sendRead(catalog.choiceListing(req.params.id, req.query.page, req.query.sort)));

  app.get('/choices-category-list', {
    config: staticCache,
    schema: { operationId: 'getChoices', tags, summary: 'The curated lists', response: { 200: ChoicesResponseSchema } },
  }, (_req, reply) => reply.sendRead(catalog.choices()));

  app.get('/home-best-selling', {
    config: longCache,
    schema: {
      operationId: 'getHomeBestSelling',
      tags, summary: 'Home page: best sellers of each featured category and the promo banners',
      response: { 200: HomeBestSellingResponseSchema },
    },
  }, (_req, reply) => reply.sendRead(catalog.homeBestSelling()));
};
