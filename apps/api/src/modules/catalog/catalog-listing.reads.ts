import { z } from 'zod';
import {
  ChoiceListingResponseSchema,
  ErrorPayloadSchema,
  FilteredProductsResponseSchema,
  FilterProductBodySchema,
  IdOrRouteSchema,
  ListingQuerySchema,
  ListingResponseSchema,
  ShelfProductsResponseSchema,
  ShopByPriceBodySchema,
} from '@shop/shared';
import { publicRead, type PublicRead } from '../../lib/public-read.ts';
import type { PublicCacheConfig } from '../../plugins/http-cache.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { CatalogService } from './catalog.service.ts';

/** A product or category named by its id or its route. */
export const IdParams = z.object({ id: IdOrRouteSchema });
const CatParams = z.object({ cat: IdOrRouteSchema });
const CatSubParams = z.object({ cat: IdOrRouteSchema, subcat: IdOrRouteSchema });
const PageOnlyQuery = ListingQuerySchema.pick({ page: true, sort: true });

/** Listings show stock, so browsers keep them briefly; the server-side cache does the heavy lifting. */
export const listingCache: PublicCacheConfig = { maxAge: 60 };
export const tags = ['catalog'];
/** The filter calls name their category in the body, so they can answer 404 too. */
const NO_SUCH_CATEGORY = ErrorPayloadSchema.describe('No category has this `category_id`.');
/**
 * How the listing paths read `{cat}`: a category route or id, or a product flag (`premium`, `promotion`, or `sale` for
 * promotion).
 */
const SHELF_NOTE =
  '`{cat}` is a top-level category, or `premium`, `promotion` or `sale` (promotion), ' +
  'whose `{subcat}` may be any category';

/** The catalog's lists of products: by category or flag, by price, by filter, the curated lists and the shelves. */
export function listingReads(catalog: CatalogService): PublicRead[] {
  return [
    publicRead({
      name: 'categoryProducts',
      method: 'GET',
      url: '/product-list/:cat',
      cache: listingCache,
      schema: {
        operationId: 'getCategoryProducts',
        tags,
        summary: 'Products of a category, paged (premium, promotion and sale list by flag)',
        params: CatParams,
        querystring: ListingQuerySchema,
        response: { 200: ListingResponseSchema },
      },
      read: ({ params, query }) => catalog.listing(params.cat, undefined, query.page, query.sort),
    }),
    publicRead({
      name: 'subcategoryProducts',
      method: 'GET',
      url: '/product-list/:cat/:subcat',
      cache: listingCache,
      schema: {
        operationId: 'getSubcategoryProducts',
        tags,
        summary: 'Products of a subcategory, paged',
        description: SHELF_NOTE,
        params: CatSubParams,
        querystring: ListingQuerySchema,
        response: { 200: ListingResponseSchema },
      },
      read: ({ params, query }) => catalog.listing(params.cat, params.subcat, query.page, query.sort),
    }),
    publicRead({
      name: 'premiumProducts',
      method: 'GET',
      url: '/premium-products',
      cache: listingCache,
      schema: {
        operationId: 'getPremiumProducts',
        tags,
        summary: 'Premium products, paged',
        querystring: ListingQuerySchema,
        response: { 200: ListingResponseSchema },
      },
      read: ({ query }) => catalog.listing('premium', undefined, query.page, query.sort),
    }),
    publicRead({
      name: 'promotionProducts',
      method: 'GET',
      url: '/promotion-product',
      cache: listingCache,
      schema: {
        operationId: 'getPromotionProducts',
        tags,
        summary: 'Products on promotion, paged',
        querystring: ListingQuerySchema,
        response: { 200: ListingResponseSchema },
      },
      read: ({ query }) => catalog.listing('promotion', undefined, query.page, query.sort),
    }),
    publicRead({
      name: 'shopByPrice',
      method: 'POST',
      url: '/shop-by-price',
      cache: listingCache,
      schema: {
        operationId: 'shopByPrice',
        tags,
        summary: 'Products whose displayed price is at most `max` AED',
        querystring: PageOnlyQuery,
        body: ShopByPriceBodySchema,
        response: { 200: ListingResponseSchema },
      },
      read: ({ query, body }) => catalog.shopByPrice(body.max, query.page, body.sort ?? query.sort),
    }),
    publicRead({
      name: 'shelfProducts',
      method: 'GET',
      url: '/product-list-get/:cat',
      cache: listingCache,
      schema: {
        operationId: 'getShelfProducts',
        tags,
        summary: 'Every product of a category, unpaged, best sellers first',
        params: CatParams,
        response: { 200: ShelfProductsResponseSchema },
      },
      read: ({ params }) => catalog.shelfProducts(params.cat, undefined),
    }),
    publicRead({
      name: 'subcategoryShelfProducts',
      method: 'GET',
      url: '/product-list-get/:cat/:subcat',
      cache: listingCache,
      schema: {
        operationId: 'getSubcategoryShelfProducts',
        tags,
        summary: 'Every product of a subcategory, unpaged, best sellers first',
        description: SHELF_NOTE,
        params: CatSubParams,
        response: { 200: ShelfProductsResponseSchema },
      },
      read: ({ params }) => catalog.shelfProducts(params.cat, params.subcat),
    }),
    publicRead({
      name: 'filterProducts',
      method: 'POST',
      url: '/filter-product',
      cache: listingCache,
      rateLimit: RATE_LIMITS.filter,
      schema: {
        operationId: 'filterProducts',
        tags,
        summary: 'A category (or the whole shop) narrowed by brand, origin and price range together, paged',
        querystring: PageOnlyQuery,
        body: FilterProductBodySchema,
        response: { 200: ListingResponseSchema, 404: NO_SUCH_CATEGORY },
      },
      read: ({ query, body }) => catalog.filterProducts({ ...body, sort: body.sort ?? query.sort }, query.page),
    }),
    publicRead({
      name: 'filteredProducts',
      method: 'POST',
      url: '/test-filter-product',
      cache: listingCache,
      rateLimit: RATE_LIMITS.filter,
      schema: {
        operationId: 'listFilteredProducts',
        tags,
        summary: 'Every product a filter lists, unpaged, and how many',
        body: FilterProductBodySchema,
        response: { 200: FilteredProductsResponseSchema, 404: NO_SUCH_CATEGORY },
      },
      read: ({ body }) => catalog.filteredProducts(body),
    }),
    publicRead({
      name: 'choiceProducts',
      method: 'GET',
      url: '/front-our-choices-list/:id',
      cache: listingCache,
      schema: {
        operationId: 'getChoiceProducts',
        tags,
        summary: 'A page of a curated "our choice" list, as a one-element array',
        params: IdParams,
        querystring: ListingQuerySchema,
        response: { 200: ChoiceListingResponseSchema },
      },
      read: ({ params, query }) => catalog.choiceListing(params.id, query.page, query.sort),
    }),
  ];
}
