import { z } from 'zod';
import { PaymentGatewayError, type PaymentSnapshot, type PaymentState } from './payment-provider.ts';

/**
 * The parts of an N-Genius order the shop relies on, as its "Retrieve order status", "Capture an authorized payment"
 * and "Refund a capture" pages show them. Everything else in the body is ignored, so a field the gateway adds breaks
 * nothing.
 */
const Link = z.object({ href: z.string() }).partial();
const Links = z.record(z.string(), z.unknown()).optional();
const Amount = z.object({ currencyCode: z.string(), value: z.number().int().nonnegative() });
const Transfer = z.object({ state: z.string().optional(), amount: Amount.optional(), _links: Links });
const GatewayPayment = z.object({
  reference: z.string().optional(),
  state: z.string().optional(),
  amount: Amount.optional(),
  _links: Links,
  _embedded: z
    .object({ 'cnp:capture': z.array(Transfer).optional(), 'cnp:refund': z.array(Transfer).optional() })
    .partial()
    .optional(),
});
const GatewayOrder = z.object({
  reference: z.string().min(1),
  action: z.string().optional(),
  amount: Amount,
  merchantOrderReference: z.string().optional(),
  _links: Links,
  _embedded: z
    .object({ payment: z.array(GatewayPayment).optional() })
    .partial()
    .optional(),
});
export type GatewayOrder = z.infer<typeof GatewayOrder>;
export type GatewayPayment = z.infer<typeof GatewayPayment>;
export type GatewayTransfer = z.infer<typeof Transfer>;

/**
 * The gateway's payment states in the shop's words. A state missing here (a new one, or one still under review) is
 * pending: the shop never counts money it does not recognise.
 */
const STATES: Record<string, PaymentState> = {
  STARTED: 'pending',
  AWAIT_3DS: 'pending',
  AUTHORISED: 'authorised',
  CAPTURED: 'captured',
  PARTIALLY_CAPTURED: 'captured',
  PURCHASED: 'captured',
  PARTIALLY_REFUNDED: 'partially_refunded',
  REFUNDED: 'refunded',
  FAILED: 'failed',
  DECLINED: 'failed',
  REVERSED: 'cancelled',
  CANCELLED: 'cancelled',
};

/** Transfers that did not go through (a refund the bank refused) move no money. */
const UNSUCCESSFUL = new Set(['FAILED', 'FAILURE', 'DECLINED', 'CANCELLED']);

export function parseOrder(body: unknown): GatewayOrder {
  const parsed = GatewayOrder.safeParse(body);
  if (!parsed.success) throw new PaymentGatewayError(`the gateway's order is not in the documented shape`);
  return parsed.data;
}

/** The order's payment: the first, as the documentation says for anything but recurring payments. */
export function paymentOf(order: GatewayOrder): GatewayPayment | undefined {
  return order._embedded?.payment?.[0];
}

export function linkOf(links: Record<string, unknown> | undefined, name: string): string | undefined {
  const parsed = Link.safeParse(links?.[name]);
  return parsed.success ? parsed.data.href : undefined;
}

const sum = (transfers: GatewayTransfer[] | undefined) =>
  (transfers ?? [])
    .filter((t) => !UNSUCCESSFUL.has(t.state ?? ''))
    .reduce((total, t) => total + (t.amount?.value ?? 0), 0);

/** Reads what the shop needs of a gateway order: its state and what was taken and given back. */
export function snapshotOf(order: GatewayOrder): PaymentSnapshot {
  if (order.amount.currencyCode !== 'AED')
    throw new PaymentGatewayError(`the gateway's order is in ${order.amount.currencyCode}, not AED`);
  const payment = paymentOf(order);
  const gatewayState = payment?.state ?? 'STARTED';
  const state = STATES[gatewayState] ?? 'pending';
  const amountFils = order.amount.value;
  let capturedFils = sum(payment?._embedded?.['cnp:capture']);
  // A purchase settles the whole amount even where the answer lists no capture.
  if (capturedFils === 0 && ['captured', 'partially_refunded', 'refunded'].includes(state)) capturedFils = amountFils;
  let refundedFils = sum(payment?._embedded?.['cnp:refund']);
  if (refundedFils === 0 && state === 'refunded') refundedFils = capturedFils;
  return {
    provider: 'ngenius',
    reference: order.reference,
    state,
    currency: 'AED',
    amountFils,
    capturedFils: state === 'pending' || state === 'failed' || state === 'authorised' ? 0 : capturedFils,
    refundedFils,
    gatewayState,
  };
}
