import { z } from 'zod';
import { PLAIN_TEXT_PATTERN } from '../common/paging.ts';
import { dbIdSchema, pagedSchema, PageNumberSchema } from '../common/schemas.ts';
import {
  MAX_PACK_SIZE,
  MAX_PRICE_FILS,
  PRODUCT_IMAGE_KEY_MAX_LENGTH,
  PRODUCT_IMAGE_KEY_PATTERN,
  PRODUCT_MAX_GALLERY,
  PRODUCT_MAX_SIZES,
  PRODUCT_MESSAGES as M,
  PRODUCT_META_DESCRIPTION_MAX_LENGTH,
  PRODUCT_META_TITLE_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_ROUTE_MAX_LENGTH,
  PRODUCT_ROUTE_PATTERN,
  PRODUCT_SEARCH_MAX_LENGTH,
  PRODUCT_SIZE_VALUE_MAX_LENGTH,
  PRODUCT_TEXT_MAX_LENGTH,
} from './product-rules.ts';
import { MAX_STOCK } from './stock-rules.ts';

/** Requests and answers of the back office's product calls (issue 26, item 1). Money in integer fils. */

const wholeNumber = (message: string, min: number, max: number, tooHigh = message) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: tooHigh });

const imageKey = z
  .string({ error: M.imageInvalid })
  .trim()
  .max(PRODUCT_IMAGE_KEY_MAX_LENGTH, { error: M.imageInvalid })
  .regex(PRODUCT_IMAGE_KEY_PATTERN, { error: M.imageInvalid });

const richText = z.string().max(PRODUCT_TEXT_MAX_LENGTH, { error: M.textTooLong }).default('');

/** One size of a product as staff edit it; `id` names an existing size, none makes a new one. */
export const ProductSizeInputSchema = z.object({
  id: dbIdSchema('id').optional(),
  value: z
    .string({ error: M.sizeValueRequired })
    .trim()
    .min(1, { error: M.sizeValueRequired })
    .max(PRODUCT_SIZE_VALUE_MAX_LENGTH, { error: M.sizeValueTooLong })
    .regex(PLAIN_TEXT_PATTERN, { error: M.sizeValueRequired }),
  price_fils: wholeNumber(M.priceInvalid, 1, MAX_PRICE_FILS, M.priceTooHigh),
  offer_price_fils: wholeNumber(M.offerInvalid, 0, MAX_PRICE_FILS).default(0),
  stock: wholeNumber(M.stockInvalid, 0, MAX_STOCK).default(0),
  pack_size: wholeNumber(M.packSizeInvalid, 1, MAX_PACK_SIZE).default(1),
  cost_fils: wholeNumber(M.costInvalid, 0, MAX_PRICE_FILS).default(0),
});
export type ProductSizeInput = z.infer<typeof ProductSizeInputSchema>;

/** A size's name as duplicates are found: "750 ML" and " 750 ml" are one size. */
export const sizeValueKey = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/** `staffCreateProduct` and `staffUpdateProduct`: the whole product as the editor shows it. */
export const ProductBodySchema = z
  .object({
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, { error: M.nameRequired })
      .max(PRODUCT_NAME_MAX_LENGTH, { error: M.nameTooLong })
      .regex(PLAIN_TEXT_PATTERN, { error: M.nameRequired }),
    route: z
      .string({ error: M.routeInvalid })
      .trim()
      .max(PRODUCT_ROUTE_MAX_LENGTH, { error: M.routeTooLong })
      .regex(PRODUCT_ROUTE_PATTERN, { error: M.routeInvalid }),
    category_id: dbIdSchema('category_id'),
    sub_category_id: dbIdSchema('sub_category_id').nullable().default(null),
    brand_id: dbIdSchema('brand_id').nullable().default(null),
    origin_id: dbIdSchema('origin_id').nullable().default(null),
    abv: z
      .number({ error: M.abvInvalid })
      .min(0, { error: M.abvInvalid })
      .max(100, { error: M.abvInvalid })
      .refine((n) => Number.isInteger(Math.round(n * 10 * 1e6) / 1e6), { error: M.abvInvalid })
      .nullable()
      .default(null),
    featured_img: imageKey.min(1, { error: M.imageRequired }),
    gallery: z.array(imageKey).max(PRODUCT_MAX_GALLERY, { error: M.galleryTooLong }).default([]),
    is_premium: z.boolean().default(false),
    is_promotion: z.boolean().default(false),
    choice_ids: z
      .array(dbIdSchema('choice_ids'))
      .max(50)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    description: richText,
    tasting_notes: richText,
    meta_title: z
      .string()
      .trim()
      .max(PRODUCT_META_TITLE_MAX_LENGTH, { error: M.metaTitleTooLong })
      .regex(PLAIN_TEXT_PATTERN, { error: M.metaTitleTooLong })
      .default(''),
    meta_description: z
      .string()
      .trim()
      .max(PRODUCT_META_DESCRIPTION_MAX_LENGTH, { error: M.metaDescriptionTooLong })
      .regex(PLAIN_TEXT_PATTERN, { error: M.metaDescriptionTooLong })
      .default(''),
    sizes: z
      .array(ProductSizeInputSchema, { error: M.sizesRequired })
      .min(1, { error: M.sizesRequired })
      .max(PRODUCT_MAX_SIZES, { error: M.sizesTooMany }),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.sizes.forEach((size, i) => {
      if (size.offer_price_fils > 0 && size.offer_price_fils >= size.price_fils)
        ctx.addIssue({ code: 'custom', path: ['sizes', i, 'offer_price_fils'], message: M.offerNotBelowPrice });
      const key = sizeValueKey(size.value);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['sizes', i, 'value'], message: M.sizeDuplicate });
      seen.add(key);
    });
  });
export type ProductBody = z.infer<typeof ProductBodySchema>;
export type ProductBodyInput = z.input<typeof ProductBodySchema>;

/** `staffArchiveProduct`: archive (off sale, kept), or restore with `archived: false`. */
export const ProductArchiveBodySchema = z.object({
  archived: z.boolean({ error: 'archived is true (archive) or false (restore).' }).default(true),
});

export const StaffProductSizeSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  price_fils: z.number().int(),
  offer_price_fils: z.number().int(),
  discount_price_fils: z.number().int(),
  stock: z.number().int(),
  pack_size: z.number().int(),
  cost_fils: z.number().int(),
  /** Sizes in orders are never removed: the editor says so before staff try. */
  in_orders: z.boolean(),
});

/** One product as the editor opens it: the stored HTML, every size with its cost, its lists. */
export const StaffProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  route: z.string(),
  old_routes: z.array(z.string()).describe('routes answered with a 301 to `route`'),
  category_id: z.number().int(),
  sub_category_id: z.number().int().nullable(),
  brand_id: z.number().int().nullable(),
  origin_id: z.number().int().nullable(),
  abv: z.number().nullable(),
  featured_img: z.string(),
  gallery: z.array(z.string()),
  is_premium: z.boolean(),
  is_promotion: z.boolean(),
  choice_ids: z.array(z.number().int()),
  description: z.string(),
  tasting_notes: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  archived: z.boolean(),
  created_at: z.string(),
  sizes: z.array(StaffProductSizeSchema),
});
export type StaffProduct = z.infer<typeof StaffProductSchema>;

/** `staffListProducts`: a page of products, searched by name or route, kept to a state and a category. */
export const ProductListQuerySchema = z.object({
  page: PageNumberSchema,
  search: z
    .string()
    .trim()
    .max(PRODUCT_SEARCH_MAX_LENGTH, { error: `Search for at most ${PRODUCT_SEARCH_MAX_LENGTH} characters.` })
    .regex(PLAIN_TEXT_PATTERN, { error: 'search must be plain text.' })
    .optional(),
  state: z.enum(['active', 'archived', 'all'], { error: 'state is active, archived or all.' }).default('all'),
  category_id: dbIdSchema('category_id').optional().describe('a category or subcategory'),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const StaffProductRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  route: z.string(),
  category: z.string(),
  featured_img: z.string(),
  sizes: z.number().int(),
  price_fils: z.number().int().describe('the default size’s price'),
  stock: z.number().int().describe('all sizes together'),
  archived: z.boolean(),
});
export type StaffProductRow = z.infer<typeof StaffProductRowSchema>;
export const StaffProductPageSchema = pagedSchema(StaffProductRowSchema);
export type StaffProductPage = z.infer<typeof StaffProductPageSchema>;

/** What the editor's pickers offer: categories (subcategories with their parent), brands, origins, curated lists. */
export const ProductOptionsSchema = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), parent_id: z.number().int().nullable() })),
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  origins: z.array(z.object({ id: z.number().int(), name: z.string() })),
  choices: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ProductOptions = z.infer<typeof ProductOptionsSchema>;

/** One price change of a size, from the audit log: null before for a new size, null after for a removed one. */
export const PriceChangeSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  size: z.string(),
  before: z.object({ price_fils: z.number().int(), offer_price_fils: z.number().int() }).nullable(),
  after: z.object({ price_fils: z.number().int(), offer_price_fils: z.number().int() }).nullable(),
});
export type PriceChange = z.infer<typeof PriceChangeSchema>;
export const PriceHistorySchema = z.object({ changes: z.array(PriceChangeSchema) });
export type PriceHistory = z.infer<typeof PriceHistorySchema>;
