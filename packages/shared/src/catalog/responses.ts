import { z } from 'zod';
import {
  CategoryRefSchema, CategorySchema, ChoiceCategorySchema, FilterListSchema, HomeRowSchema, ListingResponseSchema, MenuCategorySchema,
  ProductCardSchema, ProductDetailSchema, PromoBannerSchema, SearchHitSchema,
} from './schemas.ts';

/** The answers of the catalog calls (spec section 7), as the API sends them and the storefront reads them. */

/** `GET /categories-menu`. */
export const MenuResponseSchema = z.object({ status: z.literal(200), data: z.array(MenuCategorySchema) });
export type MenuResponse = z.infer<typeof MenuResponseSchema>;

/** `GET /product-detail/{id}`: the product and related products of its shelf. */
export const ProductDetailResponseSchema = z.object({ status: z.literal(200), data: ProductDetailSchema, related: z.array(ProductCardSchema) });
export type ProductDetailResponse = z.infer<typeof ProductDetailResponseSchema>;

/** `GET /product-list-get/{id}`: a category with its parent and subcategories. */
export const CategoryInfoSchema = CategorySchema.extend({ parent: CategoryRefSchema.nullable(), children: z.array(CategoryRefSchema) });
export type CategoryInfo = z.infer<typeof CategoryInfoSchema>;
export const CategoryInfoResponseSchema = z.object({ status: z.literal(200), data: CategoryInfoSchema });
export type CategoryInfoResponse = z.infer<typeof CategoryInfoResponseSchema>;

/** `GET /filter-list/{id}`. */
export const FilterListResponseSchema = z.object({ status: z.literal(200), data: FilterListSchema });
export type FilterListResponse = z.infer<typeof FilterListResponseSchema>;

/** `POST /test-filter-product`: how many products a filter would list. */
export const FilterCountResponseSchema = z.object({ status: z.literal(200), total: z.number().int() });
export type FilterCountResponse = z.infer<typeof FilterCountResponseSchema>;

/** `GET /front-our-choices-list/{id}`: a listing with its curated list. */
export const ChoiceListingResponseSchema = ListingResponseSchema.extend({ choice: ChoiceCategorySchema });
export type ChoiceListingResponse = z.infer<typeof ChoiceListingResponseSchema>;

/** `GET /choices-category-list`. */
export const ChoicesResponseSchema = z.object({ status: z.literal(200), data: z.array(ChoiceCategorySchema) });
export type ChoicesResponse = z.infer<typeof ChoicesResponseSchema>;

/** `GET /home-best-selling`: best sellers of each featured category and the promo banners. */
export const HomeBestSellingResponseSchema = z.object({ status: z.literal(200), data: z.object({ rows: z.array(HomeRowSchema), banners: z.array(PromoBannerSchema) }) });
export type HomeBestSellingResponse = z.infer<typeof HomeBestSellingResponseSchema>;

/** `POST /global-search`: at most 10 suggestions. */
export const SearchResponseSchema = z.object({ status: z.literal(200), data: z.array(SearchHitSchema) });
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
