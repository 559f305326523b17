import { z } from 'zod';
import { EmailSchema } from '../account/schemas.ts';
import { dbIdSchema } from '../common/schemas.ts';
import { STOCK_ALERT_MESSAGES } from './stock-alert-rules.ts';

/**
 * `POST /stock-alerts`: the size, and for a guest the address to write to. A signed-in shopper's account address is
 * used instead of any `email` sent.
 */
export const StockAlertBodySchema = z.object(
  {
    price_variation_id: dbIdSchema('price_variation_id'),
    email: EmailSchema.optional(),
  },
  { error: STOCK_ALERT_MESSAGES.noSuchSize },
);
export type StockAlertBody = z.infer<typeof StockAlertBodySchema>;

/** What a guest's form checks before sending: the same body with the address required. */
export const StockAlertGuestBodySchema = StockAlertBodySchema.extend({ email: EmailSchema });
export type StockAlertGuestBody = z.infer<typeof StockAlertGuestBodySchema>;

/** The answer of an accepted request (HTTP 201). */
export const StockAlertResponseSchema = z.object({ status: z.literal(201), message: z.string() });
export type StockAlertResponse = z.infer<typeof StockAlertResponseSchema>;
