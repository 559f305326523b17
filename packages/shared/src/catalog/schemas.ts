import { z } from 'zod';
import { dbIdSchema, pagedSchema, PLAIN_TEXT_PATTERN } from '../common/schemas.ts';
import { SortModeSchema } from './sort.ts';

/** Category search-engine fields (spec section 3). */
export const SeoSchema = z.object({
  meta_title: z.string(),
  meta_description: z.string(),
  schema_markup: z.string().describe('JSON-LD, as a JSON string'),
});
export type Seo = z.infer<typeof SeoSchema>;

/** A category or subcategory as products and listings carry it. */
export const CategoryRefSchema = z.object({ id: z.number().int(), route: z.string(), title: z.string() });
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

export const CategorySchema = CategoryRefSchema.extend({
  description: z.string(),
  image: z.string().nullable(),
  seo: SeoSchema,
});
export type Category = z.infer<typeof CategorySchema>;

/** A category-menu entry with its subcategories. */
export const MenuCategorySchema = CategoryRefSchema.extend({ children: z.array(CategoryRefSchema) });
export type MenuCategory = z.infer<typeof MenuCategorySchema>;

/** One size of a product. Amounts are AED; 0 means "no such price". */
export const PriceVariationSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  variation_id: z.number().int(),
  variation_value_id: z.number().int(),
  value: z.string().describe('the size, e.g. "750 ml"'),
  price: z.number(),
  offer_price: z.number(),
  discount_price: z.number(),
  stock: z.number().int(),
});
export type PriceVariation = z.infer<typeof PriceVariationSchema>;

/** A product as listings, rows and related lists show it. */
export const ProductCardSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  name: z.string().describe('HTML: sanitize before rendering'),
  featured_img: z.string(),
  brands: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  category: CategoryRefSchema,
  sub_category: CategoryRefSchema.nullable(),
  is_premium: z.boolean(),
  is_promotion: z.boolean(),
  created_at: z.string(),
  price_variation: z.array(PriceVariationSchema).describe('price_variation[0] is the default size'),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

export const OriginSchema = z.object({ id: z.number().int(), country: z.string(), region: z.string().nullable() });
export type Origin = z.infer<typeof OriginSchema>;

/** A product's full page. */
export const ProductDetailSchema = ProductCardSchema.extend({
  description: z.string(),
  tasting_notes: z.string(),
  abv: z.number().nullable(),
  gallery: z.array(z.string()),
  origin: OriginSchema.nullable(),
  category: CategorySchema,
  sub_category: CategorySchema.nullable(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const FaqSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof FaqSchema>;

export const PagedProductsSchema = pagedSchema(ProductCardSchema);

/** Listing response (spec section 3): paged products, total, FAQ and the category with its seo. */
export const ListingResponseSchema = z.object({
  status: z.literal(200),
  category: CategorySchema.nullable(),
  sub_category: CategorySchema.nullable(),
  product: PagedProductsSchema,
  total: z.number().int(),
  faq: z.array(FaqSchema),
});
export type ListingResponse = z.infer<typeof ListingResponseSchema>;

/** `?page=&sort=` of listing calls. */
export const ListingQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number.' }).int({ error: 'page must be a whole number.' })
    .min(1, { error: 'page must be 1 or more.' }).max(100_000, { error: 'page is too large.' }).default(1),
  sort: SortModeSchema.default('default'),
});
export type ListingQuery = z.infer<typeof ListingQuerySchema>;

/** A number written out in a request: digits with an optional sign and decimals (no hex, no exponent). */
const DECIMAL_TEXT = /^\s*-?\d+(?:\.\d+)?\s*$/;

/**
 * An AED amount in a request: a non-negative number up to one million, as a JSON number or a
 * decimal string (form fields send strings). `null`, `true`, `[]` and '0x10' are not amounts.
 */
export const AmountSchema = z
  .union([z.number(), z.string().regex(DECIMAL_TEXT, { error: 'Price must be a number.' })], { error: 'Price must be a number.' })
  .transform(Number)
  .pipe(z.number().min(0, { error: 'Price cannot be negative.' }).max(1_000_000, { error: 'Price is too large.' }));

/** `POST /shop-by-price`: the most a product may cost, in AED. */
export const ShopByPriceBodySchema = z.object({ max: AmountSchema, sort: SortModeSchema.optional() });

const OriginNameSchema = z.string().trim().min(1, { error: 'origin must not be empty.' }).max(100, { error: 'origin is too long.' })
  .regex(PLAIN_TEXT_PATTERN, { error: 'origin must be plain text.' });

/**
 * `POST /filter-product` and `/test-filter-product`: a category (or subcategory), narrowed by any
 * of brand, origin and price range; with none of them it is the whole category.
 */
export const FilterProductBodySchema = z
  .object({
    category_id: dbIdSchema('category_id'),
    brand_id: z.union([dbIdSchema('brand_id'), z.array(dbIdSchema('brand_id')).max(50, { error: 'At most 50 brands at once.' })]).optional(),
    origin: z.union([OriginNameSchema, z.array(OriginNameSchema).max(50, { error: 'At most 50 origins at once.' })]).optional(),
    min: AmountSchema.optional(),
    max: AmountSchema.optional(),
    sort: SortModeSchema.optional(),
  })
  .refine((b) => b.min === undefined || b.max === undefined || b.min <= b.max, { error: 'min must not be above max.', path: ['min'] });
export type FilterProductBody = z.infer<typeof FilterProductBodySchema>;

/** What `GET /filter-list/{id}` offers: brands, origins and the price range present in a category. */
export const FilterListSchema = z.object({
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  origins: z.array(z.object({ country: z.string(), count: z.number().int() })),
  price: z.object({ min: z.number(), max: z.number() }),
});
export type FilterList = z.infer<typeof FilterListSchema>;

export const SearchBodySchema = z.object({
  query: z.string({ error: 'query is required.' }).trim().min(1, { error: 'query is required.' }).max(100, { error: 'query is too long.' })
    .regex(PLAIN_TEXT_PATTERN, { error: 'query must be plain text.' }),
});

/** One search suggestion: product name, route and category route (spec section 2). */
export const SearchHitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  route: z.string(),
  category_route: z.string(),
  sub_category_route: z.string().nullable(),
  featured_img: z.string(),
  price: z.number(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** A home row: a category and its best-selling products. */
export const HomeRowSchema = z.object({ category: CategoryRefSchema, products: z.array(ProductCardSchema) });
export type HomeRow = z.infer<typeof HomeRowSchema>;

export const PromoBannerSchema = z.object({ id: z.number().int(), title: z.string(), image: z.string(), product_route: z.string(), category_route: z.string() });
export type PromoBanner = z.infer<typeof PromoBannerSchema>;

export const ChoiceCategorySchema = z.object({ id: z.number().int(), route: z.string(), title: z.string(), description: z.string(), image: z.string().nullable() });
export type ChoiceCategory = z.infer<typeof ChoiceCategorySchema>;
