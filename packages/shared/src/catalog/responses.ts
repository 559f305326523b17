import { z } from 'zod';
import { pagedSchema } from '../common/schemas.ts';
import {
  CategoryLinkSchema,
  CategorySchema,
  ChoiceCategorySchema,
  FaqSchema,
  HomeOfferSchema,
  MenuCategorySchema,
  ProductCardSchema,
  ProductDetailSchema,
  ProductTileSchema,
  PromoBannerSchema,
  SearchHitSchema,
} from './schemas.ts';

/**
 * The answers of the catalog calls (spec section 7) in the shapes the spec's own client reads (seed-client-contract.md,
 * decision 011), as the API sends them and the storefront reads them.
 */

const ok = z.literal(200);

/** `GET /categories-menu` (our storefront's own call). */
export const MenuResponseSchema = z.object({ status: ok, data: z.array(MenuCategorySchema) });
export type MenuResponse = z.infer<typeof MenuResponseSchema>;

/** The paged block of a listing: `current_page` is the page asked for (the last page past it). */
export const PagedProductsSchema = pagedSchema(ProductCardSchema);
export type PagedProducts = z.infer<typeof PagedProductsSchema>;

/**
 * A listing (contract 7.10): `GET /product-list/{cat}[/{sub}]`, `/premium-products`, `/promotion-product`,
 * `POST /shop-by-price` and `/filter-product`. `category` and `sub_category` are the shelf's records (null for
 * the whole shop); the client takes its heading from the products' own.
 */
export const ListingResponseSchema = z.object({
  status: ok,
  category: CategorySchema.nullable(),
  sub_category: CategorySchema.nullable(),
  product: PagedProductsSchema,
  total: z.number().int(),
  faq: z.array(FaqSchema),
});
export type ListingResponse = z.infer<typeof ListingResponseSchema>;

/** `GET /product-list-get/{cat}[/{sub}]` (contract 7.11): every product of the shelf, unpaged, in the default order. */
export const ShelfProductsResponseSchema = z.object({ status: ok, product: z.array(ProductCardSchema) });
export type ShelfProductsResponse = z.infer<typeof ShelfProductsResponseSchema>;

/** `POST /test-filter-product` (contract 7.12): every product a filter lists, unpaged, and how many. */
export const FilteredProductsResponseSchema = z.object({
  status: ok,
  product: z.array(ProductCardSchema),
  total: z.number().int(),
});
export type FilteredProductsResponse = z.infer<typeof FilteredProductsResponseSchema>;

/** A brand present in a shelf: `id` is what filters send, `route` what the client puts in its URL. */
const FilterBrandSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  name: z.string(),
  count: z.number().int(),
});

/**
 * `GET /filter-list/{cat}` (contract 7.11): the brands, origins and subcategories of a shelf, with our panel's
 * origin counts and price range. A category's subcategories are under `sub_category.sub_category`; for premium
 * and promotion, `sub_category` is a flat list of the subcategories holding such products.
 */
export const FilterListResponseSchema = z.object({
  status: ok,
  brand: z.array(FilterBrandSchema),
  origin: z.array(z.string()),
  origins: z.array(z.object({ country: z.string(), count: z.number().int() })),
  price: z.object({ min: z.number(), max: z.number() }),
  sub_category: z.union([z.object({ sub_category: z.array(CategoryLinkSchema) }), z.array(CategoryLinkSchema)]),
});
export type FilterListResponse = z.infer<typeof FilterListResponseSchema>;

/** `GET /product-detail/{id or route}` (contract 7.13): the product and the other products of its shelf. */
export const ProductDetailResponseSchema = z.object({
  status: ok,
  product: ProductDetailSchema,
  similar_products: z.array(ProductTileSchema),
});
export type ProductDetailResponse = z.infer<typeof ProductDetailResponseSchema>;

/** One page of a curated list (contract 7.14): its products (not wrapped in a paged block), FAQ and paging. */
export const ChoicePageSchema = z.object({
  product: z.array(ProductCardSchema),
  faq: z.array(FaqSchema),
  choice: ChoiceCategorySchema,
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  total: z.number().int(),
});
export type ChoicePage = z.infer<typeof ChoicePageSchema>;

/** `GET /front-our-choices-list/{choice}?page=`: an array holding the one page asked for. */
export const ChoiceListingResponseSchema = z.array(ChoicePageSchema).length(1);
export type ChoiceListingResponse = z.infer<typeof ChoiceListingResponseSchema>;

/** `GET /choices-category-list`: the curated lists, a bare array. */
export const ChoicesResponseSchema = z.array(ChoiceCategorySchema);
export type ChoicesResponse = z.infer<typeof ChoicesResponseSchema>;

/** `GET /home-best-selling` (contract 7.2): the shop's best sellers, each under `products`, and the promo banners. */
export const HomeBestSellingResponseSchema = z.object({
  status: ok,
  best_selling: z.array(z.object({ products: ProductTileSchema })),
  banners: z.array(PromoBannerSchema),
});
export type HomeBestSellingResponse = z.infer<typeof HomeBestSellingResponseSchema>;

/**
 * `GET /home-featured-product` (contract "Calls not in the spec"): the home rows' categories, in order (`title`
 * is the row's heading), and up to 12 best sellers of each, matched to their tab by `category_id`.
 */
export const HomeFeaturedResponseSchema = z.object({
  status: ok,
  featured_products: z.array(ProductTileSchema),
  category_drop_down: z.array(CategoryLinkSchema),
  offers: z.array(HomeOfferSchema).describe("the offer banner's texts, in order"),
});
export type HomeFeaturedResponse = z.infer<typeof HomeFeaturedResponseSchema>;

/** `POST /global-search` (contract 7.1): at most 10 suggestions. */
export const SearchResponseSchema = z.object({ status: ok, products: z.array(SearchHitSchema) });
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
