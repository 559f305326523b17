import { z } from 'zod';
import { OrderDetailSchema } from '../commerce/orders.ts';
import { ORDER_STATES, REFUSAL_REASONS } from '../commerce/order-rules.ts';
import { StaffPaymentRecordSchema } from './returns-schemas.ts';

/** The back office's order calls (issue 25, items 5 to 7). */

/**
 * The queue's tabs: a placed order waits for its buyer's ID check (`awaiting_id`) or is `new` (age verified, ready to
 * confirm); then each state has its own. An order awaiting its card payment is not the staff's to move: its own tab.
 */
export const STAFF_ORDER_TABS = [
  'new',
  'awaiting_id',
  'to_pack',
  'packed',
  'out_for_delivery',
  'delivered',
  'refused',
  'cancelled',
  'awaiting_payment',
  'returned',
  'refunded',
] as const;
export type StaffOrderTab = (typeof STAFF_ORDER_TABS)[number];

const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A date is YYYY-MM-DD.' });

export const StaffOrderQuerySchema = z.object({
  tab: z.enum(STAFF_ORDER_TABS, { error: `tab is one of ${STAFF_ORDER_TABS.join(', ')}.` }).optional(),
  /** An order number, or part of the customer's name, mobile or e-mail. */
  q: z.string().trim().max(100).optional(),
  /** Placed on or after / on or before these days (the shop's calendar). */
  from: IsoDay.optional(),
  to: IsoDay.optional(),
  /** The delivery or pickup day. */
  slot_day: IsoDay.optional(),
  fulfilment: z.enum(['delivery', 'pickup']).optional(),
  payment: z.enum(['cash', 'card']).optional(),
  sort: z.enum(['newest', 'oldest', 'slot']).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffOrderQuery = z.infer<typeof StaffOrderQuerySchema>;

export const StaffOrderRowSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  state: z.enum(ORDER_STATES),
  version: z.number().int(),
  created_at: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_mobile: z.string().nullable(),
  fulfilment: z.enum(['delivery', 'pickup']),
  payment: z.string(),
  slot_start: z.string(),
  slot_end: z.string(),
  total: z.number(),
  items: z.number().int(),
  age_verified: z.boolean(),
});
export type StaffOrderRow = z.infer<typeof StaffOrderRowSchema>;

export const StaffOrderListSchema = z.object({
  orders: z.array(StaffOrderRowSchema),
  /** Orders matching the filters in the chosen tab. */
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  /** Orders in each tab (the filters but the tab applied): the tabs' badges. */
  counts: z.object({
    new: z.number().int(),
    awaiting_id: z.number().int(),
    to_pack: z.number().int(),
    packed: z.number().int(),
    out_for_delivery: z.number().int(),
    delivered: z.number().int(),
    refused: z.number().int(),
    cancelled: z.number().int(),
    awaiting_payment: z.number().int(),
    returned: z.number().int(),
    refunded: z.number().int(),
  } satisfies Record<StaffOrderTab, z.ZodNumber>),
  /** The newest order's id: the back office polls and badges what came after it. */
  newest_id: z.number().int().nullable(),
});
export type StaffOrderList = z.infer<typeof StaffOrderListSchema>;

export const IdDocumentSchema = z.object({
  id: z.number().int(),
  uploaded_at: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  /** Still on file: swept uploads keep their decision but not their picture. */
  decision: z.enum(['pending', 'verified', 'rejected']),
  decided_at: z.string().nullable(),
  id_expires_on: z.string().nullable(),
  reason: z.string().nullable(),
});
export type IdDocument = z.infer<typeof IdDocumentSchema>;

export const StaffOrderDetailSchema = OrderDetailSchema.extend({
  id: z.number().int(),
  version: z.number().int(),
  // A plain string: OpenAPI 3.0 has no nullable enum that validators agree on.
  refusal_reason: z
    .string()
    .nullable()
    .describe(`One of ${REFUSAL_REASONS.join(', ')} once refused; null before.`),
  customer: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    dob: z.string().nullable(),
  }),
  /**
   * The order's payment record: a card payment online as last read from the gateway; cash or card on delivery once
   * the order is delivered (settled through its provider, decision 028); null before that.
   */
  payment_record: StaffPaymentRecordSchema.nullable(),
  age: z.object({
    /** The latest expiry of a verified ID still valid today; null: the order cannot be confirmed. */
    verified_until: z.string().nullable(),
    documents: z.array(IdDocumentSchema),
  }),
});
export type StaffOrderDetail = z.infer<typeof StaffOrderDetailSchema>;

export const StaffMoveBodySchema = z.object({
  state: z.enum(ORDER_STATES, { error: `state must be one of ${ORDER_STATES.join(', ')}.` }),
  note: z.string().trim().max(300).optional(),
  /** The version the staff member saw: a move made meanwhile wins, and this one gets a conflict. */
  version: z.number().int().positive().optional(),
  refusal_reason: z
    .enum(REFUSAL_REASONS, { error: `refusal_reason is one of ${REFUSAL_REASONS.join(', ')}.` })
    .optional(),
  /** 'ID checked at the door: name matches, 21 or over': required to mark an order delivered. */
  id_checked: z.boolean().optional(),
});
export type StaffMoveBody = z.infer<typeof StaffMoveBodySchema>;

export const AgeDecisionBodySchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('verified'),
    /** The expiry printed on the ID: the proof lasts until then. */
    id_expires_on: IsoDay,
    /** The staff member's tick: the name and date of birth on the ID match the account, 21 or over. */
    name_and_dob_match: z.literal(true, { error: 'Tick that the name and date of birth match the account.' }),
  }),
  z.object({
    decision: z.literal('rejected'),
    /** What the customer reads. */
    reason: z
      .string({ error: 'Say why the ID is rejected: the customer reads it.' })
      .trim()
      .min(3, { error: 'Say why the ID is rejected: the customer reads it.' })
      .max(300),
  }),
]);
export type AgeDecisionBody = z.infer<typeof AgeDecisionBodySchema>;

export const IdDocumentLinkSchema = z.object({ url: z.string(), expires_at: z.string() });
