import {
  ChoicesResponseSchema,
  ErrorPayloadSchema,
  FilterListResponseSchema,
  HomeBestSellingResponseSchema,
  HomeFeaturedResponseSchema,
  LONG_CACHE_MS,
  MenuResponseSchema,
  ProductDetailResponseSchema,
} from '@shop/shared';
import { publicRead, type PublicRead } from '../../lib/public-read.ts';
import type { PublicCacheConfig } from '../../plugins/http-cache.ts';
import { IdParams, listingCache, listingReads, tags } from './catalog-listing.reads.ts';
import type { CatalogReadModel } from './catalog-read-model.ts';
import { createCatalogService } from './catalog.service.ts';

const staticCache: PublicCacheConfig = { maxAge: 300 };
const longCache: PublicCacheConfig = { maxAge: LONG_CACHE_MS / 1000 };

/**
 * The public catalog reads of spec section 7, answered from the in-memory read model (decision 007) in the shapes
 * the spec's own client reads (decision 011): the menu, a product, a category's filters, the curated lists, the home
 * page's rows, and the lists of products (`catalog-listing.reads.ts`).
 */
export function catalogReads(model: CatalogReadModel): PublicRead[] {
  const catalog = createCatalogService(() => model.current);
  return [
    publicRead({
      name: 'categoriesMenu',
      method: 'GET',
      url: '/categories-menu',
      cache: staticCache,
      schema: {
        operationId: 'getCategoriesMenu',
        tags,
        summary: 'Category menu: top-level categories in menu order with their subcategories',
        response: { 200: MenuResponseSchema },
      },
      read: () => catalog.menu(),
    }),
    publicRead({
      name: 'productDetail',
      method: 'GET',
      url: '/product-detail/:id',
      cache: listingCache,
      schema: {
        operationId: 'getProductDetail',
        tags,
        summary:
          'A product by id or route, with the other products of its shelf; price_variation[0] is the default size',
        params: IdParams,
        response: {
          200: ProductDetailResponseSchema,
          301: ErrorPayloadSchema.describe(
            "A route the product had before: Location names the product's current route",
          ),
        },
      },
      read: ({ params }) => catalog.productDetail(params.id),
    }),
    publicRead({
      name: 'filterList',
      method: 'GET',
      url: '/filter-list/:id',
      cache: staticCache,
      schema: {
        operationId: 'getFilterList',
        tags,
        summary: 'Brands, origins, subcategories and price range present in a category',
        params: IdParams,
        response: { 200: FilterListResponseSchema },
      },
      read: ({ params }) => catalog.filterList(params.id),
    }),
    publicRead({
      name: 'choices',
      method: 'GET',
      url: '/choices-category-list',
      cache: staticCache,
      schema: {
        operationId: 'getChoices',
        tags,
        summary: 'The curated lists',
        response: { 200: ChoicesResponseSchema },
      },
      read: () => catalog.choices(),
    }),
    publicRead({
      name: 'homeBestSelling',
      method: 'GET',
      url: '/home-best-selling',
      cache: longCache,
      schema: {
        operationId: 'getHomeBestSelling',
        tags,
        summary: "Home page: the shop's best sellers and the promo banners",
        response: { 200: HomeBestSellingResponseSchema },
      },
      read: () => catalog.homeBestSelling(),
    }),
    publicRead({
      name: 'homeFeatured',
      method: 'GET',
      url: '/home-featured-product',
      cache: longCache,
      schema: {
        operationId: 'getHomeFeaturedProducts',
        tags,
        summary: 'Home page: the featured categories and up to 12 best sellers of each',
        response: { 200: HomeFeaturedResponseSchema },
      },
      read: () => catalog.homeFeatured(),
    }),
    ...listingReads(catalog),
  ];
}
