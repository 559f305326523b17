import { z } from 'zod';

/**
 * The catalog's shapes, as the spec's own client reads them (seed-client-contract.md, "Shared shapes"; decision 011)
 * with the fields our storefront reads beside them.
 */

/**
 * Search-engine fields (spec section 3); `schema_markup` is a JSON-LD object, which the client stringifies into its
 * page.
 */
export const SeoSchema = z.object({
  meta_title: z.string(),
  meta_description: z.string(),
  schema_markup: z.record(z.string(), z.unknown()).describe('JSON-LD (schema.org), as an object'),
});
export type Seo = z.infer<typeof SeoSchema>;

/** A category or subcategory in the category menu. */
export const CategoryRefSchema = z.object({ id: z.number().int(), route: z.string(), title: z.string() });
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

/**
 * A category as products and listings carry it: `title` (HTML heading) and `name` (plain label) are the same datum,
 * sent under both names.
 */
export const CategorySchema = CategoryRefSchema.extend({
  name: z.string(),
  description: z.string().describe('HTML'),
  image: z.string().nullable(),
  seo: SeoSchema,
});
export type Category = z.infer<typeof CategorySchema>;

/** A category as link lists carry it: the filter list's subcategories, the home page's category tabs. */
export const CategoryLinkSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  name: z.string(),
  title: z.string(),
});
export type CategoryLink = z.infer<typeof CategoryLinkSchema>;

/** A category-menu entry with its subcategories. */
export const MenuCategorySchema = CategoryRefSchema.extend({ children: z.array(CategoryRefSchema) });
export type MenuCategory = z.infer<typeof MenuCategorySchema>;

/** A variation kind or value as a price variation names it: `{id, name}` (e.g. "Size", "750 ml"). */
const NamedSchema = z.object({ id: z.number().int(), name: z.string() });

/** One size of a product. Amounts are AED numbers; 0 means "no such price". */
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
  pack_of: z.string().describe('units in a pack, e.g. "6"; "" for a single bottle or can'),
  variation: NamedSchema.describe('the variation kind, e.g. "Size"'),
  values: NamedSchema.describe('the value, e.g. "750 ml"'),
});
export type PriceVariation = z.infer<typeof PriceVariationSchema>;

/** A product's brand, or null. */
const BrandRefSchema = z.object({ id: z.number().int(), name: z.string().describe('plain text') });

/**
 * P, the product card (contract "Shared shapes"): listings, home rows, best sellers, similar products, curated
 * lists. Only products with at least one price variation are ever sent (the client drops the others).
 */
/**
 * A product's stars as cards, search and the product page show them (issue 11): `average` to one decimal, 0 with no
 * review.
 */
export const RatingSummarySchema = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().min(0),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

export const ProductCardSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  name: z.string().describe('HTML: sanitize before rendering'),
  featured_img: z.string().describe('a path from the site root (`/images/...`) or an absolute URL'),
  brands: BrandRefSchema.nullable(),
  category_id: z.number().int(),
  category: CategorySchema,
  sub_category: CategorySchema.nullable(),
  is_premium: z.boolean(),
  is_promotion: z.boolean(),
  created_at: z.string().describe('ISO 8601'),
  price_variation: z.array(PriceVariationSchema).min(1).describe('price_variation[0] is the default size'),
  rating: RatingSummarySchema.describe('the average of its reviews and their number'),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

/**
 * A product card whose category is only linked to: the home page's rows and best sellers and a product's similar
 * products. A listing's cards carry their whole category (its description and seo, which the spec's client shows
 * as the listing's heading); elsewhere nobody reads them, and the home page alone carries 96 cards.
 */
export const ProductTileSchema = ProductCardSchema.extend({
  category: CategoryLinkSchema,
  sub_category: CategoryLinkSchema.nullable(),
});
export type ProductTile = z.infer<typeof ProductTileSchema>;

/** Where a product comes from. */
export const OriginSchema = z.object({ id: z.number().int(), country: z.string(), region: z.string().nullable() });
export type Origin = z.infer<typeof OriginSchema>;

/** A product's full page (contract 7.13): the card with its texts, pictures and seo. */
export const ProductDetailSchema = ProductCardSchema.extend({
  short_description: z.string().describe('HTML: the tasting notes'),
  long_description: z.string().describe('HTML: the description'),
  details: z.string().describe('HTML: shipping details'),
  slider_images: z.array(z.string()).describe('every picture, the featured one first'),
  seo: SeoSchema,
  tasting_notes: z.string().describe('HTML'),
  abv: z.number().nullable(),
  origin: OriginSchema.nullable(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** A question and its answer (HTML). */
export const FaqSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof FaqSchema>;

/** One search suggestion: product name, route and category route (spec section 2). */
export const SearchHitSchema = z.object({
  id: z.number().int(),
  name: z.string().describe('HTML'),
  route: z.string(),
  category_route: z.string(),
  sub_category_route: z.string().nullable(),
  featured_img: z.string(),
  price: z.number(),
  rating: RatingSummarySchema,
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** A promo banner of the home page, linking to a product. */
export const PromoBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  product_route: z.string(),
  category_route: z.string(),
});
export type PromoBanner = z.infer<typeof PromoBannerSchema>;

/** One text of the home page's offer banner (spec section 1): a bold headline and its detail, as staff wrote them. */
export const HomeOfferSchema = z.object({ id: z.number().int(), headline: z.string(), detail: z.string() });
export type HomeOffer = z.infer<typeof HomeOfferSchema>;

/** A curated list: `category_name` is the client's label for `title`, sent under both names. */
export const ChoiceCategorySchema = z.object({
  id: z.number().int(),
  route: z.string(),
  title: z.string(),
  category_name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
});
export type ChoiceCategory = z.infer<typeof ChoiceCategorySchema>;
