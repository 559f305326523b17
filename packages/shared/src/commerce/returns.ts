import { z } from 'zod';
import { PLAIN_TEXT_PATTERN } from '../common/paging.ts';
import { MAX_LINE_QTY } from './cart-rules.ts';
import {
  REFUND_KINDS,
  REFUND_METHODS,
  REFUND_STATES,
  RETURN_MESSAGES,
  RETURN_REASONS,
  RETURN_STATES,
} from './return-rules.ts';

/** A refund as the customer and staff see it (decision 028). Amounts in AED. */
export const RefundSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REFUND_KINDS),
  method: z.enum(REFUND_METHODS),
  state: z.enum(REFUND_STATES),
  amount: z.number(),
  /** The delivery charge included in `amount` (a cancellation, or a return that was the shop's error). */
  shipping: z.number(),
  created_at: z.string(),
  done_at: z.string().nullable(),
  /** `CN-000042` once the money has gone back; null before. */
  credit_note_number: z.string().nullable(),
  /** The credit note's PDF, under the API (the customer's or the staff's path); null until it is issued. */
  credit_note_url: z.string().nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;

export const ReturnLineSchema = z.object({
  line_id: z.number().int(),
  name: z.string(),
  size: z.string(),
  qty: z.number().int(),
  /** What these units give back, AED (their share of the line less their share of the coupon). */
  amount: z.number(),
});
export type ReturnLine = z.infer<typeof ReturnLineSchema>;

/** A return of some of an order's items. */
export const OrderReturnSchema = z.object({
  id: z.number().int(),
  state: z.enum(RETURN_STATES),
  reason: z.enum(RETURN_REASONS),
  /** The customer's words. */
  note: z.string().nullable(),
  /** What staff said when refusing (the customer reads it), or noted on receipt. */
  staff_note: z.string().nullable(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  received_at: z.string().nullable(),
  lines: z.array(ReturnLineSchema),
  /** The goods' value, AED (without any delivery charge, which staff may add on receipt). */
  amount: z.number(),
});
export type OrderReturn = z.infer<typeof OrderReturnSchema>;

/**
 * What may still be returned of an order, and until when; null when nothing may be (not delivered, too late, or a
 * return open).
 */
export const ReturnableSchema = z
  .object({
    until: z.string(),
    lines: z.array(z.object({ line_id: z.number().int(), name: z.string(), size: z.string(), qty: z.number().int() })),
  })
  .nullable();
export type Returnable = z.infer<typeof ReturnableSchema>;

/** `POST /auth/orders/{id}/returns`: the items to return, why, and the customer's word that they are unopened. */
export const ReturnRequestBodySchema = z.object({
  lines: z
    .array(
      z.object({
        line_id: z
          .number({ error: RETURN_MESSAGES.unknownLine })
          .int({ error: RETURN_MESSAGES.unknownLine })
          .positive(),
        qty: z.number().int().min(1, { error: RETURN_MESSAGES.noLines }).max(MAX_LINE_QTY),
      }),
      { error: RETURN_MESSAGES.noLines },
    )
    .min(1, { error: RETURN_MESSAGES.noLines })
    .max(200),
  reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reasonRequired }),
  note: z
    .string()
    .trim()
    .max(500, { error: 'Keep the note under 500 characters.' })
    .regex(PLAIN_TEXT_PATTERN, { error: 'The note must be plain text.' })
    .optional(),
  /** The customer's tick: the items are unopened and in their original condition (faulty items excepted). */
  unopened: z.boolean().optional(),
});
export type ReturnRequestBody = z.infer<typeof ReturnRequestBodySchema>;

/** The answer to a return request: the return made, and the message to show. */
export const ReturnRequestResponseSchema = z.object({
  status: z.literal(201),
  message: z.string(),
  return: OrderReturnSchema,
});
export type ReturnRequestResponse = z.infer<typeof ReturnRequestResponseSchema>;
