import type { GatewayFetch } from './gateway-http.ts';
import { createNgeniusClient } from './ngenius-client.ts';
import { linkOf, parseOrder, paymentOf, snapshotOf, type GatewayOrder } from './ngenius-orders.ts';
import { GATEWAY_REFERENCE, takeNgeniusEvent, type WebhookHeader } from './ngenius-webhook.ts';
import {
  assertFils,
  assertProvider,
  PaymentGatewayError,
  PaymentStepRefusedError,
  refundableFils,
  type PaymentProvider,
  type PaymentSnapshot,
} from './payment-provider.ts';

export interface NgeniusSettings {
  apiUrl: string;
  apiKey: string;
  outletRef: string;
  /** PURCHASE takes the money at once; AUTH holds it until the shop captures (when the order is dispatched). */
  action: 'PURCHASE' | 'AUTH';
  webhookHeader?: WebhookHeader;
  timeoutMs: number;
  refuseStandIn?: boolean;
  fetch?: GatewayFetch;
  now?: () => number;
}

/** N-Genius's accepted form of `merchantOrderReference`. */
const MERCHANT_REFERENCE = /^[A-Za-z0-9-]{1,64}$/;
const aed = (value: number) => ({ currencyCode: 'AED', value });

/**
 * Card payments through Network International's N-Genius Online hosted page. The provider never retries a call that
 * moves money: N-Genius takes no idempotency key, so after a timeout the caller reads the payment again and decides.
 */
export function createNgeniusProvider(settings: NgeniusSettings): PaymentProvider {
  const client = createNgeniusClient(settings);
  const ordersPath = `/transactions/outlets/${encodeURIComponent(settings.outletRef)}/orders`;

  async function readOrder(payment: PaymentSnapshot): Promise<GatewayOrder> {
    assertProvider(payment, 'ngenius');
    const { reference } = payment;
    if (!GATEWAY_REFERENCE.test(reference)) throw new PaymentStepRefusedError('This is not a gateway order reference.');
    const order = parseOrder(await client.call('GET', `${ordersPath}/${reference}`));
    if (order.reference !== reference) throw new PaymentGatewayError('the gateway answered with another order');
    return order;
  }

  return {
    name: 'ngenius',
    hostedPage: true,

    async createPayment(input) {
      assertFils(input.amountFils, 'The amount');
      if (!MERCHANT_REFERENCE.test(input.orderNumber))
        throw new PaymentStepRefusedError('The order number must be letters, digits and hyphens for the gateway.');
      const body = {
        action: settings.action,
        amount: aed(input.amountFils),
        merchantOrderReference: input.orderNumber,
        ...(input.email ? { emailAddress: input.email } : {}),
        merchantAttributes: { redirectUrl: input.returnUrl, cancelUrl: input.cancelUrl, skipConfirmationPage: true },
      };
      const order = parseOrder(await client.call('POST', ordersPath, body));
      const redirectUrl = linkOf(order._links, 'payment');
      if (!redirectUrl?.startsWith('http')) throw new PaymentGatewayError('the gateway gave no payment page');
      if (order.amount.value !== input.amountFils)
        throw new PaymentGatewayError(`the gateway's order is for ${order.amount.value} fils, not ${input.amountFils}`);
      return { ...snapshotOf(order), redirectUrl };
    },

    async readPayment(payment) {
      return snapshotOf(await readOrder(payment));
    },

    async capture(payment, amountFils) {
      const order = await readOrder(payment);
      const now = snapshotOf(order);
      if (now.state !== 'authorised')
        throw new PaymentStepRefusedError(`Only an authorised payment can be captured (this one is ${now.state}).`);
      const amount = amountFils ?? now.amountFils;
      assertFils(amount, 'The amount captured');
      if (amount > now.amountFils) throw new PaymentStepRefusedError('The capture is more than was authorised.');
      const link = linkOf(paymentOf(order)?._links, 'cnp:capture');
      if (!link) throw new PaymentGatewayError('the gateway offers no capture for this payment');
      await client.call('POST', link, { amount: aed(amount) });
      return snapshotOf(await readOrder(payment));
    },

    async refund(payment, amountFils) {
      assertFils(amountFils, 'The refund');
      const order = await readOrder(payment);
      const now = snapshotOf(order);
      if (amountFils > refundableFils(now))
        throw new PaymentStepRefusedError('The refund is more than what was paid and not yet refunded.');
      await client.call('POST', refundLink(order, amountFils), { amount: aed(amountFils) });
      return snapshotOf(await readOrder(payment));
    },

    /** "Reverse an authorisation": a PUT on the payment's `cnp:reverse` link, while nothing was captured. */
    async reverse(payment) {
      const order = await readOrder(payment);
      const now = snapshotOf(order);
      if (now.state !== 'authorised')
        throw new PaymentStepRefusedError(`Only an authorised payment can be reversed (this one is ${now.state}).`);
      const link = linkOf(paymentOf(order)?._links, 'cnp:reverse');
      if (!link) throw new PaymentGatewayError('the gateway offers no reversal for this payment');
      await client.call('PUT', link);
      return snapshotOf(await readOrder(payment));
    },

    takeEvent(event) {
      return takeNgeniusEvent(event, settings.webhookHeader);
    },
  };
}

/**
 * Where a refund is posted: the capture's `cnp:refund` link, or its `self` link with `/refund` after it, as the
 * "Refund a capture" page allows. A purchase listed without captures is refunded through the payment's own link.
 */
function refundLink(order: GatewayOrder, amountFils: number): string {
  const payment = paymentOf(order);
  const captures = payment?._embedded?.['cnp:capture'] ?? [];
  const capture = captures.find((c) => (c.amount?.value ?? 0) >= amountFils);
  if (capture) {
    const direct = linkOf(capture._links, 'cnp:refund');
    const self = linkOf(capture._links, 'self');
    if (direct) return direct;
    if (self) return `${self}/refund`;
  }
  const own = linkOf(payment?._links, 'cnp:refund');
  if (own && captures.length === 0) return own;
  throw new PaymentStepRefusedError('The gateway offers no refund of this amount for this payment.');
}
