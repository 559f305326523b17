import { z } from 'zod';
import { SIGNUP_MESSAGES } from '../account/messages.ts';
import { withHomeCountryCode } from '../account/mobile.ts';
import { EmailSchema, mobileSchema } from '../account/schemas.ts';
import { PLAIN_TEXT_PATTERN } from '../common/paging.ts';
import { dbIdSchema } from '../common/schemas.ts';
import { FORM_MESSAGES, tooLongText } from '../content/form-messages.ts';
import { FormSubmittedResponseSchema, multilineText, plainLine } from '../content/forms.ts';
import { quantitySchema } from './quantity.ts';
import { QUOTATION_MAX_LINES, QUOTATION_MAX_QTY, QUOTATION_MESSAGES, QUOTATION_STATUSES } from './quotation-rules.ts';

/** A phone number as shoppers here type it: a local UAE number is read with +971. */
const formMobile = z.preprocess(
  (value) => (typeof value === 'string' ? withHomeCountryCode(value) : value),
  mobileSchema(),
);

const QuotationItemSchema = z.object(
  {
    price_variation_id: dbIdSchema('price_variation_id'),
    qty: quantitySchema('qty', QUOTATION_MAX_QTY, QUOTATION_MESSAGES.qtyInvalid),
  },
  { error: QUOTATION_MESSAGES.itemInvalid },
);
export type QuotationItem = z.infer<typeof QuotationItemSchema>;

/** The same size twice is one line with both quantities; the order of first appearance is kept. */
export function mergeQuotationItems(items: readonly QuotationItem[]): QuotationItem[] {
  const merged = new Map<number, number>();
  for (const { price_variation_id: id, qty } of items) merged.set(id, (merged.get(id) ?? 0) + qty);
  return [...merged].map(([id, qty]) => ({ price_variation_id: id, qty }));
}

/** The longest event type a quotation takes (the storefront offers a few; the spec's client may send its own). */
const EVENT_TYPE_MAX = 100;

/**
 * `POST /product-quotation` (decision 017), JSON: the sizes and quantities, and the company's details (the storefront
 * fills them from the account; the buyer may change them for this request). `full_name` is the contact person.
 */
export const QuotationBodySchema = z.object(
  {
    items: z
      .array(QuotationItemSchema, { error: QUOTATION_MESSAGES.noItems })
      .min(1, { error: QUOTATION_MESSAGES.noItems })
      .max(QUOTATION_MAX_LINES, { error: QUOTATION_MESSAGES.tooManyItems })
      .transform(mergeQuotationItems)
      .refine((items) => items.every((item) => item.qty <= QUOTATION_MAX_QTY), {
        error: QUOTATION_MESSAGES.qtyInvalid,
      }),
    company_name: plainLine(SIGNUP_MESSAGES.companyName, 150),
    full_name: plainLine(SIGNUP_MESSAGES.fullName, 100),
    email: EmailSchema,
    mobile: formMobile,
    event_type: z
      .string()
      .trim()
      .max(EVENT_TYPE_MAX, { error: tooLongText('Event type', EVENT_TYPE_MAX) })
      .regex(PLAIN_TEXT_PATTERN, { error: 'Please choose an event type.' })
      .nullish()
      .transform((value) => value || null),
    message: multilineText(FORM_MESSAGES.messageRequired),
  },
  { error: QUOTATION_MESSAGES.noItems },
);
export type QuotationBody = z.infer<typeof QuotationBodySchema>;
/** The body as a form holds it before the rule reads it. */
export type QuotationInput = z.input<typeof QuotationBodySchema>;

/** The answer of an accepted request (HTTP 201): the forms' answer plus the quotation's id and number. */
export const QuotationSubmittedResponseSchema = FormSubmittedResponseSchema.extend({
  id: z.number().int(),
  number: z.string(),
});
export type QuotationSubmittedResponse = z.infer<typeof QuotationSubmittedResponseSchema>;

/**
 * One line as asked: name and size as they were then; `product` is where it is on sale now, or null when it is gone.
 */
export const QuotationLineSchema = z.object({
  id: z.number().int(),
  price_variation_id: z.number().int().nullable(),
  name: z.string().describe('plain text'),
  size: z.string(),
  qty: z.number().int(),
  product: z.object({ route: z.string(), category_route: z.string() }).nullable(),
  /** The trade team's price of one (AED, VAT included), once the quotation is answered; null before. */
  unit_price: z.number().nullable(),
});
export type QuotationLine = z.infer<typeof QuotationLineSchema>;

/** `GET /auth/quotations`: one of the buyer's requests, with its status and lines. */
export const QuotationSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(QUOTATION_STATUSES),
  status_label: z.string(),
  created_at: z.string().describe('ISO 8601'),
  updated_at: z.string().describe('ISO 8601'),
  company_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  event_type: z.string().nullable(),
  message: z.string(),
  lines: z.array(QuotationLineSchema),
  /** The answer (issue 26): the last day its prices hold, the total of its lines (AED, VAT included), a note. */
  valid_until: z.string().nullable().describe('YYYY-MM-DD'),
  total: z.number().nullable(),
  answer_note: z.string().nullable(),
});
export type Quotation = z.infer<typeof QuotationSchema>;

/** The staff call's body: the status to move to. */
export const QuotationStatusBodySchema = z.object({
  status: z.enum(QUOTATION_STATUSES, { error: `status must be one of ${QUOTATION_STATUSES.join(', ')}.` }),
});
