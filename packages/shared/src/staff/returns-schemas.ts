import { z } from 'zod';
import { OrderReturnSchema, RefundSchema } from '../commerce/returns.ts';
import { REFUND_METHODS, RETURN_MESSAGES, RETURN_STATES } from '../commerce/return-rules.ts';

/** The back office's returns and refunds (decision 028). */

export const StaffReturnQuerySchema = z.object({
  state: z.enum(RETURN_STATES, { error: `state is one of ${RETURN_STATES.join(', ')}.` }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffReturnQuery = z.infer<typeof StaffReturnQuerySchema>;

/** A return in the back office's list: the return, its order and customer, and how the order was paid. */
export const StaffReturnRowSchema = OrderReturnSchema.extend({
  order_id: z.number().int(),
  order_number: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  payment: z.enum(['cash', 'card', 'online']),
  delivered_at: z.string().nullable(),
});
export type StaffReturnRow = z.infer<typeof StaffReturnRowSchema>;

export const StaffReturnListSchema = z.object({
  returns: z.array(StaffReturnRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  /** Returns in each state (the tabs' badges). */
  counts: z.object({
    requested: z.number().int(),
    approved: z.number().int(),
    refused: z.number().int(),
    received: z.number().int(),
  }),
});
export type StaffReturnList = z.infer<typeof StaffReturnListSchema>;

/** `staffDecideReturn`: approve, or refuse with a reason the customer reads. */
export const StaffReturnDecisionBodySchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approved'), note: z.string().trim().max(300).optional() }),
    z.object({
      decision: z.literal('refused'),
      note: z
        .string({ error: RETURN_MESSAGES.refuseReasonRequired })
        .trim()
        .min(1, { error: RETURN_MESSAGES.refuseReasonRequired })
        .max(300),
    }),
  ],
  { error: 'decision is approved or refused.' },
);
export type StaffReturnDecisionBody = z.infer<typeof StaffReturnDecisionBodySchema>;

/**
 * `staffReceiveReturn`: the goods are back. The refund goes to the card when the order was paid online (the only
 * method then), else it is recorded as paid in cash or by bank transfer. `refund_shipping` adds the delivery charge
 * (by default when the return is the shop's error); `restock` puts the units back on the shelf (unopened goods).
 */
export const StaffReceiveReturnBodySchema = z.object({
  refund_method: z.enum(REFUND_METHODS, { error: `refund_method is one of ${REFUND_METHODS.join(', ')}.` }),
  refund_shipping: z.boolean().optional(),
  restock: z.boolean().default(true),
  note: z.string().trim().max(300).optional(),
});
export type StaffReceiveReturnBody = z.infer<typeof StaffReceiveReturnBodySchema>;

/** What a return's decision or receipt answers: the return, its order's refunds, and the message to show. */
export const StaffReturnResultSchema = z.object({
  message: z.string(),
  return: OrderReturnSchema,
  refunds: z.array(RefundSchema),
});
export type StaffReturnResult = z.infer<typeof StaffReturnResultSchema>;

/** `staffRetryRefund` and `staffPayRefundOtherwise`: the refund as it stands after the call, and the message. */
export const StaffRefundResultSchema = z.object({
  message: z.string(),
  refund: RefundSchema,
});
export type StaffRefundResult = z.infer<typeof StaffRefundResultSchema>;

/**
 * `staffPayRefundOtherwise`: a card refund the gateway refused (a card closed since) is paid back in cash or by bank
 * transfer instead, and recorded so: the refund is done, its order refunded, its credit note issued.
 */
export const StaffPayRefundOtherwiseBodySchema = z.object({
  method: z.enum(['cash', 'bank_transfer'], { error: 'method is cash or bank_transfer.' }),
});
export type StaffPayRefundOtherwiseBody = z.infer<typeof StaffPayRefundOtherwiseBodySchema>;

/** A payment as the back office shows it beside an order (decision 027): the gateway's record, in AED. */
export const StaffPaymentRecordSchema = z.object({
  provider: z.enum(['cod', 'ngenius']),
  reference: z.string().nullable(),
  state: z.string(),
  amount: z.number(),
  captured: z.number(),
  refunded: z.number(),
});
export type StaffPaymentRecord = z.infer<typeof StaffPaymentRecordSchema>;
