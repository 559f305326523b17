import { randomBytes, randomUUID } from 'node:crypto';

/**
 * The stand-in gateway's orders, kept in memory, answered in the shape N-Genius's documentation shows (order, its
 * payment, the payment's captures and refunds, each with the links the shop follows).
 */
export type StandInState =
  | 'STARTED'
  | 'AWAIT_3DS'
  | 'AUTHORISED'
  | 'PURCHASED'
  | 'CAPTURED'
  | 'PARTIALLY_CAPTURED'
  | 'FAILED'
  | 'PARTIALLY_REFUNDED'
  | 'REFUNDED'
  | 'REVERSED';

interface Transfer {
  reference: string;
  amount: number;
  refunded: number;
}

export interface StandInOrder extends NewOrder {
  reference: string;
  outletRef: string;
  /** The hosted page's code, as in `…/pay/?code=…`. */
  code: string;
  paymentRef: string;
  state: StandInState;
  captures: Transfer[];
  refunds: Transfer[];
  created: string;
  updated: string;
}

export interface NewOrder {
  action: 'AUTH' | 'PURCHASE';
  amount: number;
  merchantOrderReference?: string;
  email?: string;
  redirectUrl?: string;
  cancelUrl?: string;
}

/** Reads an order request the way the gateway would: anything off is a 400, with a message. */
export function readNewOrder(body: unknown): NewOrder | string {
  const b = (body ?? {}) as Record<string, unknown>;
  const amount = b.amount as { currencyCode?: unknown; value?: unknown } | undefined;
  const attributes = (b.merchantAttributes ?? {}) as Record<string, unknown>;
  if (b.action !== 'AUTH' && b.action !== 'PURCHASE') return 'action must be AUTH or PURCHASE';
  if (amount?.currencyCode !== 'AED') return 'amount.currencyCode must be AED';
  if (!Number.isSafeInteger(amount.value) || (amount.value as number) <= 0) return 'amount.value must be minor units';
  const reference = b.merchantOrderReference;
  if (reference !== undefined && (typeof reference !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(reference)))
    return 'merchantOrderReference allows letters, digits and hyphens only';
  const url = (value: unknown) => (typeof value === 'string' && /^https?:\/\//.test(value) ? value : undefined);
  return {
    action: b.action,
    amount: amount.value as number,
    merchantOrderReference: reference,
    email: typeof b.emailAddress === 'string' ? b.emailAddress : undefined,
    redirectUrl: url(attributes.redirectUrl),
    cancelUrl: url(attributes.cancelUrl),
  };
}

export function createOrder(outletRef: string, input: NewOrder): StandInOrder {
  const at = new Date().toISOString();
  return {
    ...input,
    reference: randomUUID(),
    outletRef,
    code: randomBytes(8).toString('hex'),
    paymentRef: randomUUID(),
    state: 'STARTED',
    captures: [],
    refunds: [],
    created: at,
    updated: at,
  };
}

const total = (transfers: Transfer[]) => transfers.reduce((sum, t) => sum + t.amount, 0);

/** The customer approved the payment on the hosted page. */
export function approve(order: StandInOrder): void {
  if (order.action === 'PURCHASE') {
    order.state = 'PURCHASED';
    order.captures.push({ reference: randomUUID(), amount: order.amount, refunded: 0 });
  } else order.state = 'AUTHORISED';
  order.updated = new Date().toISOString();
}

export function decline(order: StandInOrder): void {
  order.state = 'FAILED';
  order.updated = new Date().toISOString();
}

/** Captures part or all of what remains authorised; a message when the gateway would refuse. */
export function capture(order: StandInOrder, amount: number): string | undefined {
  if (order.state !== 'AUTHORISED' && order.state !== 'PARTIALLY_CAPTURED') return `cannot capture a ${order.state}`;
  const remaining = order.amount - total(order.captures);
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > remaining) return 'amount exceeds the authorisation';
  order.captures.push({ reference: randomUUID(), amount, refunded: 0 });
  order.state = amount === remaining ? 'CAPTURED' : 'PARTIALLY_CAPTURED';
  order.updated = new Date().toISOString();
  return undefined;
}

/** Releases an authorisation nothing was captured of ("Reverse an authorisation"). */
export function reverse(order: StandInOrder): string | undefined {
  if (order.state !== 'AUTHORISED') return `cannot reverse a ${order.state}`;
  order.state = 'REVERSED';
  order.updated = new Date().toISOString();
  return undefined;
}

/** Refunds part or all of one capture; a message when the gateway would refuse. */
export function refund(order: StandInOrder, captureRef: string, amount: number): string | undefined {
  const taken = order.captures.find((c) => c.reference === captureRef);
  if (!taken) return 'no such capture';
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > taken.amount - taken.refunded)
    return 'amount exceeds what the capture has left';
  taken.refunded += amount;
  order.refunds.push({ reference: randomUUID(), amount, refunded: 0 });
  order.state = total(order.refunds) >= total(order.captures) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  order.updated = new Date().toISOString();
  return undefined;
}

const aed = (value: number) => ({ currencyCode: 'AED', value });

/** The payment as the gateway shows it, with links for the steps its state allows. */
export function paymentJson(base: string, order: StandInOrder) {
  const self = `${base}/transactions/outlets/${order.outletRef}/orders/${order.reference}/payments/${order.paymentRef}`;
  const capturable = order.state === 'AUTHORISED' || order.state === 'PARTIALLY_CAPTURED';
  return {
    _id: `urn:payment:${order.paymentRef}`,
    _links: {
      self: { href: self },
      ...(capturable ? { 'cnp:capture': { href: `${self}/captures` } } : {}),
      ...(order.state === 'AUTHORISED' ? { 'cnp:reverse': { href: `${self}/cancel` } } : {}),
    },
    reference: order.paymentRef,
    state: order.state,
    amount: aed(order.amount),
    updateDateTime: order.updated,
    outletId: order.outletRef,
    orderReference: order.reference,
    _embedded: {
      'cnp:capture': order.captures.map((c) => ({
        _links: {
          self: { href: `${self}/captures/${c.reference}` },
          ...(c.refunded < c.amount ? { 'cnp:refund': { href: `${self}/captures/${c.reference}/refund` } } : {}),
        },
        amount: aed(c.amount),
        state: 'SUCCESS',
      })),
      'cnp:refund': order.refunds.map((r) => ({
        _links: { self: { href: `${self}/refunds/${r.reference}` } },
        amount: aed(r.amount),
        state: 'SUCCESS',
      })),
    },
  };
}

export function orderJson(base: string, order: StandInOrder) {
  const self = `${base}/transactions/outlets/${order.outletRef}/orders/${order.reference}`;
  return {
    _id: `urn:order:${order.reference}`,
    _links: { self: { href: self }, payment: { href: `${base}/pay/?code=${order.code}` } },
    type: 'SINGLE',
    action: order.action,
    amount: aed(order.amount),
    language: 'en',
    merchantAttributes: { redirectUrl: order.redirectUrl, cancelUrl: order.cancelUrl, skipConfirmationPage: true },
    ...(order.email ? { emailAddress: order.email } : {}),
    ...(order.merchantOrderReference ? { merchantOrderReference: order.merchantOrderReference } : {}),
    reference: order.reference,
    outletId: order.outletRef,
    createDateTime: order.created,
    formattedAmount: `AED${(order.amount / 100).toFixed(2)}`,
    _embedded: { payment: [paymentJson(base, order)] },
  };
}
