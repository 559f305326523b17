import { z } from 'zod';
import { dbIdSchema } from '../common/schemas.ts';
import { IMAGE_KEY_PATTERN, ROUTE_PATTERN, TAXONOMY_LIMITS as L, TAXONOMY_MESSAGES as M } from './taxonomy-rules.ts';

/** Requests and answers of the back office's categories, brands and origins (issue 26, item 3). */

/** A text field a person fills in: trimmed, `max` characters at most, required unless `optional`. */
export function staffText(field: string, max: number, { required = true } = {}) {
  const text = z.string({ error: `${field} must be text.` }).trim();
  const limited = text.max(max, { error: `${field} is at most ${max.toLocaleString('en')} characters.` });
  return required ? limited.min(1, { error: `${field} is required.` }) : limited.default('');
}

export const RouteFieldSchema = staffText('route', L.route).pipe(
  z.string().regex(ROUTE_PATTERN, { error: M.routeFormat }),
);

/** An image key, or nothing (null or an empty text). */
export const OptionalImageSchema = z
  .string({ error: 'image must be text.' })
  .trim()
  .max(L.image, { error: `image is at most ${L.image} characters.` })
  .refine((key) => key === '' || IMAGE_KEY_PATTERN.test(key), { error: M.imageFormat })
  .nullable()
  .default(null)
  .transform((key) => key || null);

export const RequiredImageSchema = staffText('image', L.image).pipe(
  z.string().regex(IMAGE_KEY_PATTERN, { error: M.imageFormat }),
);

const schemaMarkup = staffText('schema_markup', L.schemaMarkup, { required: false }).refine(
  (text) => {
    if (!text) return true;
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    } catch {
      return false;
    }
  },
  { error: M.schemaMarkupFormat },
);

const seoFields = {
  meta_title: staffText('meta_title', L.metaTitle, { required: false }),
  meta_description: staffText('meta_description', L.metaDescription, { required: false }),
};

/** `staffUpdateCategory`: everything but its parent, which a category keeps for life (its products name both). */
export const CategoryUpdateSchema = z.object({
  route: RouteFieldSchema,
  title: staffText('title', L.title),
  description: staffText('description', L.description, { required: false }).describe('HTML, cleaned on the server'),
  image: OptionalImageSchema,
  ...seoFields,
  schema_markup: schemaMarkup,
});
export type CategoryUpdate = z.infer<typeof CategoryUpdateSchema>;

/** `staffCreateCategory`: a top-level category, or a subcategory of `parent_id`. */
export const CategoryCreateSchema = CategoryUpdateSchema.extend({
  parent_id: dbIdSchema('parent_id').nullable().default(null),
});
export type CategoryCreate = z.infer<typeof CategoryCreateSchema>;

export const StaffCategorySchema = CategoryUpdateSchema.extend({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  image: z.string().nullable(),
  position: z.number().int(),
  product_count: z.number().int().describe('products (on sale or not) in the category or subcategory'),
});
export type StaffCategory = z.infer<typeof StaffCategorySchema>;

export const BrandWriteSchema = z.object({
  route: RouteFieldSchema,
  name: staffText('name', L.brandName),
  description: staffText('description', L.description, { required: false }).describe('HTML, cleaned on the server'),
  ...seoFields,
});
export type BrandWrite = z.infer<typeof BrandWriteSchema>;

export const StaffBrandSchema = BrandWriteSchema.extend({
  id: z.number().int(),
  position: z.number().int(),
  product_count: z.number().int(),
});
export type StaffBrand = z.infer<typeof StaffBrandSchema>;

export const OriginWriteSchema = z.object({
  country: staffText('country', L.country),
  region: staffText('region', L.region, { required: false })
    .nullable()
    .transform((region) => region || null),
});
export type OriginWrite = z.infer<typeof OriginWriteSchema>;

export const StaffOriginSchema = z.object({
  id: z.number().int(),
  country: z.string(),
  region: z.string().nullable(),
  position: z.number().int(),
  product_count: z.number().int(),
});
export type StaffOrigin = z.infer<typeof StaffOriginSchema>;

/** A reorder: every id of the list once, first shown first. */
export const OrderBodySchema = z.object({
  ids: z
    .array(dbIdSchema('ids'), { error: 'ids must be a list of ids.' })
    .min(1, { error: 'ids must list at least one id.' })
    .max(1000, { error: 'ids lists at most 1,000 ids.' })
    .refine((ids) => new Set(ids).size === ids.length, { error: M.orderNotPermutation }),
});
export type OrderBody = z.infer<typeof OrderBodySchema>;

/** A reorder of categories: the top-level ones (`parent_id` null) or one category's subcategories. */
export const CategoryOrderBodySchema = OrderBodySchema.extend({
  parent_id: dbIdSchema('parent_id').nullable().default(null),
});
export type CategoryOrderBody = z.infer<typeof CategoryOrderBodySchema>;

export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
