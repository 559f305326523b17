import { SIGNUP_MESSAGES } from '../account/messages.ts';

/**
 * Back-in-stock alerts (decision 017): on a size with stock 0, a shopper asks to be e-mailed once when it returns.
 * The texts the storefront shows and the server answers with.
 */
export const STOCK_ALERT_MESSAGES = {
  /** The control's invitation, under the spec's 'Out Of Stock'. */
  invitation: 'Get an e-mail when this size is back in stock.',
  inStock: 'This size is in stock: you can order it now.',
  noSuchSize: 'This size is not on sale.',
  emailRequired: SIGNUP_MESSAGES.emailRequired,
  tooManyForEmail: 'This e-mail address has asked for many alerts today. Please try again tomorrow.',
  failed: 'Something Went Wrong!',
} as const;

/** The answer to an accepted request (also to the same request again: it stays one open request). */
export function stockAlertRequestedMessage(email: string, size: string): string {
  return `We will e-mail ${email} once, when ${size} is back in stock.`;
}
