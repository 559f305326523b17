import { z } from 'zod';
import { PLAIN_TEXT_PATTERN } from '../common/paging.ts';
import { dbIdSchema } from '../common/schemas.ts';
import { AddressSchema } from './addresses.ts';
import { MAX_LINE_QTY } from './cart-rules.ts';
import { AGE_PROOF_STATES, ORDER_MESSAGES, ORDER_STATES } from './order-rules.ts';
import { quantitySchema } from './quantity.ts';
import { OrderReturnSchema, RefundSchema, ReturnableSchema } from './returns.ts';

/** A coupon code as a shopper types it: plain text, 40 characters at most; anything else is no coupon of ours. */
const couponCode = z
  .string()
  .trim()
  .max(40, { error: ORDER_MESSAGES.couponUnknown })
  .regex(PLAIN_TEXT_PATTERN, { error: ORDER_MESSAGES.couponUnknown });

/**
 * Cash or card on delivery or at pickup (issue 9), or card online on the gateway's hosted page (decision 027). The
 * spec's client says `cod` (cash on delivery) and `network` (Network International's hosted page: card online).
 */
export const PaymentSchema = z
  .enum(['cash', 'card', 'online', 'cod', 'network'])
  .transform((p) => (p === 'cod' ? 'cash' : p === 'network' ? 'online' : p));
export type Payment = 'cash' | 'card' | 'online';

/**
 * A line of make-order's `product` (the spec's client sends the cart again): read and ignored, as the order is the
 * cart's, but its quantity is still a quantity.
 */
const OrderedProductSchema = z.looseObject(
  { qty: quantitySchema('qty', MAX_LINE_QTY) },
  { error: "product must list the cart's lines." },
);

/**
 * `POST /auth/make-order`. The server prices everything from its own records: `amount`, `discounted_amount`,
 * `shipping_charges`, `total_amount` and `product` the spec's client sends are read and ignored. The lines are the
 * cart's.
 */
export const MakeOrderBodySchema = z.object({
  user_id: dbIdSchema('user_id').optional(),
  /** `delivery` or `pickup` (the spec's client: `shipping_type`). */
  fulfilment: z.enum(['delivery', 'pickup']).optional(),
  shipping_type: z.enum(['delivery', 'pickup']).optional(),
  /** The delivery address (the spec's client: `billing_address_id`). */
  address_id: dbIdSchema('address_id').optional(),
  billing_address_id: dbIdSchema('billing_address_id').optional(),
  /**
   * A slot id from `GET /delivery-slots`; without one (the spec's client sends none), the next slot of the fulfilment.
   */
  slot: z.string().max(40).optional(),
  payment: PaymentSchema.optional(),
  payment_type: PaymentSchema.optional(),
  coupon: couponCode.optional(),
  notes: z.string().trim().max(500).regex(PLAIN_TEXT_PATTERN, { error: 'notes must be plain text.' }).optional(),
  /**
   * The Emirates ID uploaded with `POST /auth/upload-eid`: the id it answered (digits), or the uploaded file's own
   * name,
   * as the spec's client sends it, which names the customer's newest upload no order has used, made just before.
   */
  eid: z.union([z.string().max(255, { error: 'eid is too long.' }), z.number()]).optional(),
  amount: z.unknown().optional(),
  discounted_amount: z.unknown().optional(),
  shipping_charges: z.unknown().optional(),
  total_amount: z.unknown().optional(),
  product: z
    .array(OrderedProductSchema, { error: "product must list the cart's lines." })
    .max(200, { error: 'product lists too many lines.' })
    .optional(),
  isMobile: z.unknown().optional(),
  gift: z.unknown().optional(),
});
export type MakeOrderBody = z.infer<typeof MakeOrderBodySchema>;

/** A slot a shopper may choose: an id (its start), and its times. */
export const SlotSchema = z.object({ id: z.string(), start: z.string(), end: z.string(), label: z.string() });
export type Slot = z.infer<typeof SlotSchema>;

/** `GET /delivery-slots`: the next days' delivery and pickup slots. */
export const SlotsResponseSchema = z.object({
  status: z.literal(200),
  delivery: z.array(SlotSchema),
  pickup: z.array(SlotSchema),
});
export type SlotsResponse = z.infer<typeof SlotsResponseSchema>;

/** One step of an order's timeline. */
export const OrderEventSchema = z.object({
  state: z.enum(ORDER_STATES),
  status: z.string(),
  label: z.string(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

/** A line as orders show it (contract 7.22: `order_details[].products`). */
export const OrderLineSchema = z.object({
  id: z.number().int(),
  qty: z.number().int(),
  unit_price: z.number(),
  line_total: z.number(),
  size: z.string(),
  products: z.object({
    id: z.number().int().nullable(),
    route: z.string().nullable(),
    name: z.string(),
    featured_img: z.string(),
  }),
});

/** An order in the list (contract 7.22). `status` is the spec's client's word, `state` ours. */
export const OrderSummarySchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.string(),
  state: z.enum(ORDER_STATES),
  created_at: z.string(),
  total_amount: z.number(),
  order_details: z.array(OrderLineSchema),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** Where the buyer's proof of age stands (`AGE_PROOF_STATES`), with the reason staff gave for a rejection. */
export const AgeProofSchema = z.object({ state: z.enum(AGE_PROOF_STATES), reason: z.string().nullable() });
export type AgeProof = z.infer<typeof AgeProofSchema>;

/** `GET /auth/order-detail/{id}`: the order with its prices, address, slot and timeline. */
export const OrderDetailSchema = OrderSummarySchema.extend({
  fulfilment: z.enum(['delivery', 'pickup']),
  payment: z.enum(['cash', 'card', 'online']),
  slot: SlotSchema,
  notes: z.string().nullable(),
  subtotal: z.number(),
  offer_discount: z.number(),
  coupon_discount: z.number(),
  coupon: z.string().nullable(),
  shipping: z.number(),
  vat: z.number(),
  eid_provided: z.boolean(),
  /** The buyer's proof of age while the order waits for it (placed); null once it no longer does. */
  age_proof: AgeProofSchema.nullable(),
  can_cancel: z.boolean(),
  user: z.object({ full_name: z.string(), email: z.string() }),
  billing_address: AddressSchema.omit({ id: true, user_id: true, default: true }).nullable(),
  timeline: z.array(OrderEventSchema),
  /** What may still be returned, and until when (decision 028); null when nothing may be. */
  returnable: ReturnableSchema,
  returns: z.array(OrderReturnSchema),
  /** Money given back, each with its credit note. */
  refunds: z.array(RefundSchema),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** `GET /auth/order-track/{order}`: where the order is, and every step so far. */
export const OrderTrackSchema = z.object({
  order_number: z.string(),
  status: z.string(),
  state: z.enum(ORDER_STATES),
  timeline: z.array(OrderEventSchema),
});
export type OrderTrack = z.infer<typeof OrderTrackSchema>;

/** `POST /check-available-coupon` (contract 7.16): body status 200 with the discount, or 400 with why not. */
export const CheckCouponBodySchema = z.object({
  user_id: dbIdSchema('user_id').optional(),
  coupon_id: couponCode.min(1, { error: 'Please enter a coupon.' }),
});
export const CheckCouponResponseSchema = z.union([
  z.object({ status: z.literal(200), message: z.string(), coupon_value: z.number(), name: z.string() }),
  z.object({ status: z.literal(400), message: z.string() }),
]);
export type CheckCouponResponse = z.infer<typeof CheckCouponResponseSchema>;

/** A coupon this user may use now (`GET /coupons`: the spec's client reads `name`). */
export const CouponOfferSchema = z.object({
  name: z.string(),
  description: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number(),
  min_order: z.number(),
  /** The most a percentage takes off, AED; null: no cap. */
  max_discount: z.number().nullable(),
  /** The categories it is kept to; empty: every product. */
  category_ids: z.array(z.number().int()),
  expires_at: z.string().nullable(),
});
export type CouponOffer = z.infer<typeof CouponOfferSchema>;
