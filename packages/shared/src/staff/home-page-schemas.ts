import { z } from 'zod';
import { dbIdSchema } from '../common/schemas.ts';
import { TAXONOMY_LIMITS as L } from './taxonomy-rules.ts';
import { OptionalImageSchema, RequiredImageSchema, RouteFieldSchema, staffText } from './taxonomy-schemas.ts';

/** Requests and answers of the back office's home page (issue 26, item 4). */

/** A featured row of the home page: a category's best sellers under a heading (the category's title when empty). */
export const HomeRowWriteSchema = z.object({
  category_id: dbIdSchema('category_id'),
  title: staffText('title', L.title, { required: false }),
});
export type HomeRowWrite = z.infer<typeof HomeRowWriteSchema>;

export const StaffHomeRowSchema = HomeRowWriteSchema.extend({
  id: z.number().int(),
  category_id: z.number().int(),
  category_title: z.string(),
  position: z.number().int(),
});
export type StaffHomeRow = z.infer<typeof StaffHomeRowSchema>;

export const BannerWriteSchema = z.object({
  title: staffText('title', L.bannerTitle),
  image: RequiredImageSchema,
  product_id: dbIdSchema('product_id'),
});
export type BannerWrite = z.infer<typeof BannerWriteSchema>;

export const StaffBannerSchema = BannerWriteSchema.extend({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string().describe('as text'),
  position: z.number().int(),
});
export type StaffBanner = z.infer<typeof StaffBannerSchema>;

export const OfferWriteSchema = z.object({
  headline: staffText('headline', L.offerHeadline),
  detail: staffText('detail', L.offerDetail, { required: false }),
});
export type OfferWrite = z.infer<typeof OfferWriteSchema>;

export const StaffOfferSchema = OfferWriteSchema.extend({ id: z.number().int(), position: z.number().int() });
export type StaffOffer = z.infer<typeof StaffOfferSchema>;

export const ChoiceWriteSchema = z.object({
  route: RouteFieldSchema,
  title: staffText('title', L.title),
  description: staffText('description', L.description, { required: false }),
  image: OptionalImageSchema,
});
export type ChoiceWrite = z.infer<typeof ChoiceWriteSchema>;

export const StaffChoiceSchema = ChoiceWriteSchema.extend({
  id: z.number().int(),
  image: z.string().nullable(),
  position: z.number().int(),
  products: z.array(z.object({ id: z.number().int(), name: z.string() })).describe('in the list, in order'),
});
export type StaffChoice = z.infer<typeof StaffChoiceSchema>;

/** `staffSetChoiceProducts`: the list's products, all of them, in order. */
export const ChoiceProductsBodySchema = z.object({
  product_ids: z
    .array(dbIdSchema('product_ids'), { error: 'product_ids must be a list of ids.' })
    .max(L.choiceProducts, { error: `An our-choice list holds at most ${L.choiceProducts} products.` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'A product is in a list once.' }),
});
export type ChoiceProductsBody = z.infer<typeof ChoiceProductsBodySchema>;
