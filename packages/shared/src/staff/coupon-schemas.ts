import { z } from 'zod';
import { isIsoDate } from '../account/dates.ts';
import { PLAIN_TEXT_PATTERN } from '../common/paging.ts';
import { dbIdSchema, PageNumberSchema, pagedSchema } from '../common/schemas.ts';
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  COUPON_CODE_PATTERN,
  COUPON_DESCRIPTION_MAX_LENGTH,
  COUPON_KINDS,
  COUPON_MAX_AMOUNT_AED,
  COUPON_MAX_CATEGORIES,
  COUPON_MAX_MIN_ORDER_AED,
  COUPON_MAX_USES,
  COUPON_MAX_USES_PER_CUSTOMER,
  COUPON_MESSAGES,
  COUPON_SEARCH_MAX_LENGTH,
  COUPON_STATES,
} from './coupon-rules.ts';

/** Requests and answers of the back office's coupon calls (issue 26, item 5). Amounts in AED, days in the UAE. */

/** Whole fils: an amount of AED with at most two decimals. */
const inFils = (aed: number) => Math.abs(aed * 100 - Math.round(aed * 100)) < 1e-6;
const aedAmount = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .refine(inFils, { error: message });
const shopDay = (message: string) =>
  z.string({ error: message }).refine(isIsoDate, { error: message }).describe('a day in the UAE, YYYY-MM-DD');

/** `staffCreateCoupon` and `staffUpdateCoupon`: the whole coupon (an update replaces every field). */
export const CouponBodySchema = z
  .object({
    code: z
      .string({ error: COUPON_MESSAGES.codeLength })
      .trim()
      .min(COUPON_CODE_MIN_LENGTH, { error: COUPON_MESSAGES.codeLength })
      .max(COUPON_CODE_MAX_LENGTH, { error: COUPON_MESSAGES.codeLength })
      .regex(COUPON_CODE_PATTERN, { error: COUPON_MESSAGES.codeCharacters })
      .transform((code) => code.toUpperCase())
      .describe('what shoppers type, any case; kept upper-case'),
    description: z
      .string({ error: COUPON_MESSAGES.descriptionUnreadable })
      .trim()
      .max(COUPON_DESCRIPTION_MAX_LENGTH, { error: COUPON_MESSAGES.descriptionTooLong })
      .regex(PLAIN_TEXT_PATTERN, { error: COUPON_MESSAGES.descriptionUnreadable })
      .default(''),
    kind: z.enum(COUPON_KINDS, { error: COUPON_MESSAGES.kind }),
    value: z.number({ error: COUPON_MESSAGES.value }).describe('percent (1–100) or AED'),
    max_discount: aedAmount(COUPON_MESSAGES.maxDiscount, 0.01, COUPON_MAX_AMOUNT_AED)
      .nullable()
      .default(null)
      .describe('AED; a percentage only'),
    min_order: aedAmount(COUPON_MESSAGES.minOrder, 0, COUPON_MAX_MIN_ORDER_AED).default(0).describe('AED'),
    starts_on: shopDay(COUPON_MESSAGES.startsOn),
    ends_on: shopDay(COUPON_MESSAGES.endsOn).nullable().default(null).describe('the last day it works; null: no end'),
    max_uses: z
      .number({ error: COUPON_MESSAGES.maxUses })
      .int({ error: COUPON_MESSAGES.maxUses })
      .min(1, { error: COUPON_MESSAGES.maxUses })
      .max(COUPON_MAX_USES, { error: COUPON_MESSAGES.maxUses })
      .nullable()
      .default(null),
    max_uses_per_customer: z
      .number({ error: COUPON_MESSAGES.maxUsesPerCustomer })
      .int({ error: COUPON_MESSAGES.maxUsesPerCustomer })
      .min(1, { error: COUPON_MESSAGES.maxUsesPerCustomer })
      .max(COUPON_MAX_USES_PER_CUSTOMER, { error: COUPON_MESSAGES.maxUsesPerCustomer })
      .default(1),
    first_order_only: z.boolean({ error: COUPON_MESSAGES.firstOrderOnly }).default(false),
    category_ids: z
      .array(dbIdSchema('category_ids'), { error: COUPON_MESSAGES.categories })
      .max(COUPON_MAX_CATEGORIES, { error: COUPON_MESSAGES.categories })
      .refine((ids) => new Set(ids).size === ids.length, { error: COUPON_MESSAGES.categoryRepeated })
      .default([])
      .describe('the categories it is kept to; empty: every product'),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.kind === 'percent' && !(Number.isInteger(body.value) && body.value >= 1 && body.value <= 100))
      issue('value', COUPON_MESSAGES.percentValue);
    if (body.kind === 'fixed' && !(body.value >= 0.01 && body.value <= COUPON_MAX_AMOUNT_AED && inFils(body.value)))
      issue('value', COUPON_MESSAGES.fixedValue);
    if (body.kind === 'fixed' && body.max_discount !== null) issue('max_discount', COUPON_MESSAGES.maxDiscountFixed);
    if (body.ends_on !== null && body.ends_on < body.starts_on) issue('ends_on', COUPON_MESSAGES.endsBeforeStart);
  });
export type CouponBody = z.input<typeof CouponBodySchema>;
export type CouponFields = z.output<typeof CouponBodySchema>;

/** `staffSetCouponActive`: a coupon deactivated is refused at once; reactivated, it works again within its rules. */
export const CouponActiveBodySchema = z.object({ active: z.boolean({ error: COUPON_MESSAGES.active }) });

/** `staffListCoupons`: a page of coupons, newest first, searched by code or description, kept to one state. */
export const CouponListQuerySchema = z.object({
  page: PageNumberSchema,
  search: z
    .string()
    .trim()
    .max(COUPON_SEARCH_MAX_LENGTH, { error: COUPON_MESSAGES.searchTooLong })
    .regex(PLAIN_TEXT_PATTERN, { error: COUPON_MESSAGES.searchUnreadable })
    .optional()
    .describe('part of the code or the description, any case'),
  state: z.enum(COUPON_STATES, { error: COUPON_MESSAGES.state }).optional(),
});
export type CouponListQuery = z.infer<typeof CouponListQuerySchema>;

/** A coupon as staff read it. */
export const StaffCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().describe('percent, or AED'),
  max_discount: z.number().nullable(),
  min_order: z.number(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_customer: z.number().int(),
  first_order_only: z.boolean(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** A personal coupon (a birthday gift): only this customer may use it. */
  customer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  active: z.boolean(),
  state: z.enum(COUPON_STATES),
  uses: z.number().int(),
  created_at: z.string(),
});
export type StaffCoupon = z.infer<typeof StaffCouponSchema>;

export const CouponPageSchema = pagedSchema(StaffCouponSchema);
export type CouponPage = z.infer<typeof CouponPageSchema>;

/** One use of a coupon: the order that used it (a cancelled order gives its use back, and is not listed). */
export const CouponUseSchema = z.object({
  order_number: z.string(),
  customer: z.object({ id: z.number().int().nullable(), name: z.string() }),
  discount: z.number().describe('AED'),
  total: z.number().describe('AED'),
  state: z.string(),
  used_at: z.string(),
});
export type CouponUse = z.infer<typeof CouponUseSchema>;

export const CouponDetailSchema = z.object({ coupon: StaffCouponSchema, uses: z.array(CouponUseSchema) });
export type CouponDetail = z.infer<typeof CouponDetailSchema>;

/** The categories a coupon can be kept to, as the form offers them. */
export const CouponCategoryChoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
});
export type CouponCategoryChoice = z.infer<typeof CouponCategoryChoiceSchema>;
