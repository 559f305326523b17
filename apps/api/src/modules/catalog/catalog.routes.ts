import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChoiceListingResponseSchema,
  ChoicesResponseSchema,
  ErrorPayloadSchema,
  FilteredProductsResponseSchema,
  FilterListResponseSchema,
  FilterProductBodySchema,
  HomeBestSellingResponseSchema,
  HomeFeaturedResponseSchema,
  IdOrRouteSchema,
  ListingQuerySchema,
  ListingResponseSchema,
  LONG_CACHE_MS,
  MenuResponseSchema,
  ProductDetailResponseSchema,
  ShelfProductsResponseSchema,
  ShopByPriceBodySchema,
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
/**
 * How the listing paths read `{cat}`: a category route or id, or a product flag (`premium`, `promotion`, or `sale` for
 * promotion).
 */
const SHELF_NOTE =
  '`{cat}` is a top-level category, or `premium`, `promotion` or `sale` (promotion), whose `{subcat}` may be any category';

/**
 * The public catalog calls of spec section 7, answered from the in-memory read model (decision 007) in the shapes
 * the spec's own client reads (decision 011).
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogReadModel }> = async (app, { catalog: model }) => {
  const catalog = createCatalogService(() => model.current);

  app.get(
    '/categories-menu',
    {
      config: staticCache,
      schema: {
        operationId: 'getCategoriesMenu',
        tags,
        summary: 'Category menu: top-level categories in menu order with their subcategories',
        response: { 200: MenuResponseSchema },
      },
    },
    (_req, reply) => reply.sendRead(catalog.menu()),
  );

  app.get(
    '/product-list/:cat',
    {
      config: listingCache,
      schema: {
        operationId: 'getCategoryProducts',
        tags,
        summary: 'Products of a category, paged (premium, promotion and sale list by flag)',
        params: CatParams,
        querystring: ListingQuerySchema,
        response: { 200: ListingResponseSchema },
      },
    },
    (req, reply) => reply.sendRead(catalog.listing(req.params.cat, undefined, req.query.page, req.query.sort)),
  );

  app.get(
    '/product-list/:cat/:subcat',
    {
      config: listingCache,
      schema: {
        operationId: 'getSubcategoryProducts',
        tags,
        summary: 'Products of a subcategory, paged',
        description: SHELF_NOTE,
        params: CatSubParams,
        querystring: ListingQuerySchema,
        response: { 200: ListingResponseSchema },
      },
    },
    (req, reply) => reply.sendRead(catalog.listing(req.params.cat, req.params.subcat, req.query.page, req.query.sort)),
  );

  app.get(
    '/premium-products',
    {
      config: listingCache,
      schema: {
        operationId: 'getPremiumProducts',
        tags,
        summary: 'Premium products, paged',
        querystring: ListingQuerySchema,
        response: { 200: ListingResponseSchema },
      },
    },
    (req, reply) => reply.sendRead(catalog.listing('premium', undefined, req.query.page, req.query.sort)),
  );

  app.get(
    '/promotion-product',
    {
      config: listingCache,
      schema: {
        operationId: 'getPromotionProducts',
        tags,
        summary: 'Products on promotion, paged',
        querystring: ListingQuerySchema,
        response: { 200: ListingResponseSchema },
      },
    },
    (req, reply) => reply.sendRead(catalog.listing('promotion', undefined, req.query.page, req.query.sort)),
  );

  app.post(
    '/shop-by-price',
    {
      config: listingCache,
      schema: {
        operationId: 'shopByPrice',
        tags,
        summary: 'Products whose displayed price is at most `max` AED',
        querystring: PageOnlyQuery,
        body: ShopByPriceBodySchema,
        response: { 200: ListingResponseSchema },
      },
    },
    (req, reply) => reply.sendRead(catalog.shopByPrice(req.body.max, req.query.page, req.body.sort ?? req.query.sort)),
  );

  app.get(
    '/product-detail/:id',
    {
      config: listingCache,
      schema: {
        operationId: 'getProductDetail',
        tags,
        summary:
          'A product by id or route, with the other products of its shelf; price_variation[0] is the default size',
        params: IdParams,
        response: { 200: ProductDetailResponseSchema },
      },
    },
    (req, reply) => reply.sendRead(catalog.productDetail(req.params.id)),
  );

  app.get(
    '/product-list-get/:cat',
    {
      config: listingCache,
      schema: {
        operationId: 'getShelfProducts',
        tags,
        summary: 'Every product of a category, unpaged, best sellers first',
        params: CatParams,
        response: { 200: ShelfProductsResponseSchema },
      },
    },
    (req, reply) => reply.sendRead(catalog.shelfProducts(req.params.cat, undefined)),
  );

  app.get(
    '/product-list-get/:cat/:subcat',
    {
      config: listingCache,
      schema: {
        operationId: 'getSubcategoryShelfProducts',
        tags,
        summary: 'Every product of a subcategory, unpaged, best sellers first',
        description: SHELF_NOTE,
        params: CatSubParams,
        response: { 200: ShelfProductsResponseSchema },
      },
    },
    (req, reply) => reply.sendRead(catalog.shelfProducts(req.params.cat, req.params.subcat)),
  );

  app.get(
    '/filter-list/:id',
    {
      config: staticCache,
      schema: {
        operationId: 'getFilterList',
        tags,
        summary: 'Brands, origins, subcategories and price range present in a category',
        params: IdParams,
        response: { 200: FilterListResponseSchema },
      },
    },
    (req, reply) => reply.sendRead(catalog.filterList(req.params.id)),
  );

  app.post(
    '/filter-product',
    {
      config: { ...listingCache, rateLimit: RATE_LIMITS.filter },
      schema: {
        operationId: 'filterProducts',
        tags,
        summary: 'A category (or the whole shop) narrowed by brand, origin and price range together, paged',
        querystring: PageOnlyQuery,
        body: FilterProductBodySchema,
        response: { 200: ListingResponseSchema, 404: NO_SUCH_CATEGORY },
      },
    },
    (req, reply) =>
      reply.sendRead(catalog.filterProducts({ ...req.body, sort: req.body.sort ?? req.query.sort }, req.query.page)),
  );

  app.post(
    '/test-filter-product',
    {
      config: { ...listingCache, rateLimit: RATE_LIMITS.filter },
      schema: {
        operationId: 'listFilteredProducts',
        tags,
        summary: 'Every product a filter lists, unpaged, and how many',
        body: FilterProductBodySchema,
        response: { 200: FilteredProductsResponseSchema, 404: NO_SUCH_CATEGORY },
      },
    },
    (req, reply) => reply.sendRead(catalog.filteredProducts(req.body)),
  );

  app.get(
    '/front-our-choices-list/:id',
    {
      config: listingCache,
      schema: {
        operationId: 'getChoiceProducts',
        tags,
        summary: 'A page of a curated "our choice" list, as a one-element array',
        params: IdParams,
        querystring: ListingQuerySchema,
        response: { 200: ChoiceListingResponseSchema },
      },
    },
    (req, reply) => reply.sendRead(catalog.choiceListing(req.params.id, req.query.page, req.query.sort)),
  );

  app.get(
    '/choices-category-list',
    {
      config: staticCache,
      schema: {
        operationId: 'getChoices',
        tags,
        summary: 'The curated lists',
        response: { 200: ChoicesResponseSchema },
      },
    },
    (_req, reply) => reply.sendRead(catalog.choices()),
  );

  app.get(
    '/home-best-selling',
    {
      config: longCache,
      schema: {
        operationId: 'getHomeBestSelling',
        tags,
        summary: "Home page: the shop's best sellers and the promo banners",
        response: { 200: HomeBestSellingResponseSchema },
      },
    },
    (_req, reply) => reply.sendRead(catalog.homeBestSelling()),
  );

  app.get(
    '/home-featured-product',
    {
      config: longCache,
      schema: {
        operationId: 'getHomeFeaturedProducts',
        tags,
        summary: 'Home page: the featured categories and up to 12 best sellers of each',
        response: { 200: HomeFeaturedResponseSchema },
      },
    },
    (_req, reply) => reply.sendRead(catalog.homeFeatured()),
  );
};
