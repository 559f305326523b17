import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategorySchema, CategoryRefSchema, ChoiceCategorySchema, FilterListSchema, FilterProductBodySchema, HomeRowSchema, IdOrRouteSchema,
  ListingQuerySchema, ListingResponseSchema, MenuCategorySchema, ProductCardSchema, ProductDetailSchema, PromoBannerSchema, ShopByPriceBodySchema,
  LONG_CACHE_MS,
} from '@shop/shared';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { createCatalogRepo } from './catalog.repo.ts';
import { createCatalogService } from './catalog.service.ts';

const IdParams = z.object({ id: IdOrRouteSchema });
const CatParams = z.object({ cat: IdOrRouteSchema });
const CatSubParams = z.object({ cat: IdOrRouteSchema, subcat: IdOrRouteSchema });
const PageOnlyQuery = ListingQuerySchema.pick({ page: true, sort: true });

/** Listings show stock, so browsers keep them briefly; the server-side cache does the heavy lifting. */
const listingCache = { publicCache: { maxAge: 60, shared: true } };
const staticCache = { publicCache: { maxAge: 300, shared: true } };
const longCache = { publicCache: { maxAge: LONG_CACHE_MS / 1000, shared: true } };

/** The public catalog calls of spec section 7. */
export async function catalogRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const catalog = createCatalogService(createCatalogRepo(app.db), app.config.IMAGE_BASE_URL);
  const tags = ['catalog'];

  api.get('/categories-menu', {
    config: staticCache,
    schema: { tags, summary: 'Category menu: top-level categories in menu order with their subcategories', response: { 200: z.object({ status: z.literal(200), data: z.array(MenuCategorySchema) }) } },
  }, async () => ({ status: 200 as const, data: await catalog.menu() }));

  api.get('/product-list/:cat', {
    config: listingCache,
    schema: { tags, summary: 'Products of a category (premium and promotion list by flag)', params: CatParams, querystring: ListingQuerySchema, response: { 200: ListingResponseSchema } },
  }, async (req) => catalog.categoryListing(req.params.cat, undefined, req.query.page, req.query.sort));

  api.get('/product-list/:cat/:subcat', {
    config: listingCache,
    schema: { tags, summary: 'Products of a subcategory', params: CatSubParams, querystring: ListingQuerySchema, response: { 200: ListingResponseSchema } },
  }, async (req) => catalog.categoryListing(req.params.cat, req.params.subcat, req.query.page, req.query.sort));

  api.get('/premium-products', {
    config: listingCache,
    schema: { tags, summary: 'Premium products', querystring: ListingQuerySchema, response: { 200: ListingResponseSchema } },
  }, async (req) => catalog.flagListing('premium', req.query.page, req.query.sort));

  api.get('/promotion-product', {
    config: listingCache,
    schema: { tags, summary: 'Products on promotion', querystring: ListingQuerySchema, response: { 200: ListingResponseSchema } },
  }, async (req) => catalog.flagListing('promotion', req.query.page, req.query.sort));

  api.post('/shop-by-price', {
    config: listingCache,
    schema: { tags, summary: 'Products whose displayed price is at most `max` AED', querystring: PageOnlyQuery, body: ShopByPriceBodySchema, response: { 200: ListingResponseSchema } },
  }, async (req) => catalog.shopByPrice(req.body.max, req.query.page, req.body.sort ?? req.query.sort));

  api.get('/product-detail/:id', {
    config: listingCache,
    schema: {
      tags, summary: 'A product by id or route; price_variation[0] is the default size', params: IdParams,
      response: { 200: z.object({ status: z.literal(200), data: ProductDetailSchema, related: z.array(ProductCardSchema) }) },
    },
  }, async (req) => catalog.productDetail(req.params.id));

  api.get('/product-list-get/:id', {
    config: staticCache,
    schema: {
      tags, summary: 'A category by id or route, with its parent and subcategories', params: IdParams,
      response: { 200: z.object({ status: z.literal(200), data: CategorySchema.extend({ parent: CategoryRefSchema.nullable(), children: z.array(CategoryRefSchema) }) }) },
    },
  }, async (req) => catalog.categoryInfo(req.params.id));

  api.get('/filter-list/:id', {
    config: staticCache,
    schema: { tags, summary: 'Brands, origins and price range present in a category', params: IdParams, response: { 200: z.object({ status: z.literal(200), data: FilterListSchema }) } },
  }, async (req) => ({ status: 200 as const, data: await catalog.filterList(req.params.id) }));

  api.post('/filter-product', {
    config: { ...listingCache, rateLimit: RATE_LIMITS.filter },
    schema: { tags, summary: 'A category narrowed by brand, origin and price range together', querystring: PageOnlyQuery, body: FilterProductBodySchema, response: { 200: ListingResponseSchema } },
  }, async (req) => catalog.filterProducts({ ...req.body, sort: req.body.sort ?? req.query.sort }, req.query.page));

  api.post('/test-filter-product', {
    config: { ...listingCache, rateLimit: RATE_LIMITS.filter },
    schema: { tags, summary: 'How many products a filter would list (a preview for the filter panel)', body: FilterProductBodySchema, response: { 200: z.object({ status: z.literal(200), total: z.number().int() }) } },
  }, async (req) => ({ status: 200 as const, total: await catalog.filterPreview(req.body) }));

  api.get('/front-our-choices-list/:id', {
    config: listingCache,
    schema: { tags, summary: 'A curated "our choice" list', params: IdParams, querystring: ListingQuerySchema, response: { 200: ListingResponseSchema.extend({ choice: ChoiceCategorySchema }) } },
  }, async (req) => catalog.choiceListing(req.params.id, req.query.page, req.query.sort));

  api.get('/choices-category-list', {
    config: staticCache,
    schema: { tags, summary: 'The curated lists', response: { 200: z.object({ status: z.literal(200), data: z.array(ChoiceCategorySchema) }) } },
  }, async () => ({ status: 200 as const, data: await catalog.choices() }));

  api.get('/home-best-selling', {
    config: longCache,
    schema: {
      tags, summary: 'Home page: best sellers of each featured category and the promo banners',
      response: { 200: z.object({ status: z.literal(200), data: z.object({ rows: z.array(HomeRowSchema), banners: z.array(PromoBannerSchema) }) }) },
    },
  }, async () => ({ status: 200 as const, data: await catalog.homeBestSelling() }));
}
