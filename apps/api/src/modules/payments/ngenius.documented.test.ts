import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN,
  API,
  AUTHORISED_ORDER,
  CAPTURE_URL,
  CAPTURES_URL,
  capturedOrder,
  CREATED_ORDER,
  hang,
  json,
  ORDER_REF,
  OUTLET,
  PARTLY_REFUNDED_ORDER,
  PAY_PAGE,
  REFUND_ANSWER,
  scriptedFetch,
  WEBHOOK,
} from './ngenius-documented.fixtures.ts';
import { createNgeniusProvider, type NgeniusSettings } from './ngenius.provider.ts';
import { PaymentGatewayError, PaymentUnavailableError, type PaymentSnapshot } from './payment-provider.ts';

const KEY = 'MmU0ZjYxYjMtZmQ2Yy00YjVhOmRvY3VtZW50ZWQta2V5';
const TOKEN_URL = `POST ${API}/identity/auth/access-token`;
const ORDERS = `${API}/transactions/outlets/${OUTLET}/orders`;
const ORDER = `${ORDERS}/${ORDER_REF}`;
const input = {
  orderNumber: 'CEL-1042',
  amountFils: 12_345,
  returnUrl: 'https://shop.example/checkout?status=return',
  cancelUrl: 'https://shop.example/checkout?status=failed',
  email: 'layla@example.ae',
};
const known: PaymentSnapshot = {
  provider: 'ngenius',
  reference: ORDER_REF,
  state: 'pending',
  currency: 'AED',
  amountFils: 12_345,
  capturedFils: 0,
  refundedFils: 0,
};

function ngenius(script: Parameters<typeof scriptedFetch>[0], change: Partial<NgeniusSettings> = {}) {
  const stub = scriptedFetch({ [TOKEN_URL]: json(ACCESS_TOKEN), ...script });
  const settings = { apiUrl: API, apiKey: KEY, outletRef: OUTLET, action: 'PURCHASE', timeoutMs: 1000 } as const;
  return { provider: createNgeniusProvider({ ...settings, fetch: stub.fetch, ...change }), calls: stub.calls };
}

describe('N-Genius against the documented answers', () => {
  it('asks for a token with the API key, then creates the order and returns its payment page', async () => {
    const { provider, calls } = ngenius({ [`POST ${ORDERS}`]: json(CREATED_ORDER, 201) });
    const created = await provider.createPayment(input);
    expect(created).toMatchObject({
      reference: ORDER_REF,
      state: 'pending',
      amountFils: 12_345,
      redirectUrl: PAY_PAGE,
    });
    const [token, create] = calls;
    expect(token).toMatchObject({ method: 'POST', url: `${API}/identity/auth/access-token` });
    expect(token!.headers).toMatchObject({
      authorization: `Basic ${KEY}`,
      'content-type': 'application/vnd.ni-identity.v1+json',
    });
    expect(create!.headers).toMatchObject({
      authorization: `Bearer ${ACCESS_TOKEN.access_token}`,
      'content-type': 'application/vnd.ni-payment.v2+json',
      accept: 'application/vnd.ni-payment.v2+json',
    });
    expect(create!.body).toEqual({
      action: 'PURCHASE',
      amount: { currencyCode: 'AED', value: 12_345 },
      merchantOrderReference: 'CEL-1042',
      emailAddress: 'layla@example.ae',
      merchantAttributes: { redirectUrl: input.returnUrl, cancelUrl: input.cancelUrl, skipConfirmationPage: true },
    });
  });

  it('refuses an order number the gateway would refuse, before calling it', async () => {
    const { provider, calls } = ngenius({});
    await expect(provider.createPayment({ ...input, orderNumber: 'CEL 1042/x' })).rejects.toThrow(/letters, digits/);
    expect(calls).toHaveLength(0);
  });

  it('reads the state from the order’s first payment and captures through its cnp:capture link', async () => {
    const reads = [AUTHORISED_ORDER, capturedOrder()];
    const { provider, calls } = ngenius({
      [`GET ${ORDER}`]: () => json(reads.length > 1 ? reads.shift() : reads[0])(),
      [`POST ${CAPTURES_URL}`]: json({}, 201),
    });
    const captured = await provider.capture(known, 10_000);
    expect(calls.find((c) => c.url === CAPTURES_URL)?.body).toEqual({ amount: { currencyCode: 'AED', value: 10_000 } });
    expect(captured).toMatchObject({ state: 'captured', capturedFils: 12_345, gatewayState: 'CAPTURED' });
  });

  it('reverses an authorisation through its cnp:reverse link (a PUT), and refuses to reverse a captured payment', async () => {
    const reversed = structuredClone(AUTHORISED_ORDER);
    reversed._embedded.payment[0]!.state = 'REVERSED';
    const reads = [AUTHORISED_ORDER, reversed];
    const { provider, calls } = ngenius({
      [`GET ${ORDER}`]: () => json(reads.length > 1 ? reads.shift() : reads[0])(),
      [`PUT ${CAPTURES_URL.replace(/\/captures$/, '/cancel')}`]: json({}, 200),
    });
    expect(await provider.reverse!(known)).toMatchObject({ state: 'cancelled', gatewayState: 'REVERSED' });
    // The documented link (`…/payments/{ref}/cancel`), once.
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url)).toEqual([
      CAPTURES_URL.replace(/\/captures$/, '/cancel'),
    ]);
    const captured = ngenius({ [`GET ${ORDER}`]: json(capturedOrder()) }).provider;
    await expect(captured.reverse!(known)).rejects.toThrow(/Only an authorised payment can be reversed/);
  });

  it('refunds through the capture’s cnp:refund link, or its self link with /refund', async () => {
    for (const [links, target] of [
      [undefined, `${CAPTURE_URL}/refund`],
      [{}, `${CAPTURE_URL}/refund`],
    ] as const) {
      const reads = [capturedOrder(links), PARTLY_REFUNDED_ORDER];
      const { provider, calls } = ngenius({
        [`GET ${ORDER}`]: () => json(reads.length > 1 ? reads.shift() : reads[0])(),
        [`POST ${target}`]: json(REFUND_ANSWER, 201),
      });
      const refunded = await provider.refund(known, 2_345);
      expect(calls.find((c) => c.method === 'POST' && c.url === target)?.body).toEqual({
        amount: { currencyCode: 'AED', value: 2_345 },
      });
      expect(refunded).toMatchObject({ state: 'partially_refunded', capturedFils: 12_345, refundedFils: 2_345 });
    }
  });

  it('reads no gateway order for a cash payment', async () => {
    const { provider, calls } = ngenius({});
    await expect(provider.readPayment({ ...known, provider: 'cod', reference: 'cod-CEL-1042' })).rejects.toThrow(
      /belongs to cod/,
    );
    expect(calls).toHaveLength(0);
  });

  it('counts an unknown or unfinished state as pending, never paid', async () => {
    const odd = structuredClone(AUTHORISED_ORDER);
    odd._embedded.payment[0]!.state = 'POST_AUTH_REVIEW';
    const { provider } = ngenius({ [`GET ${ORDER}`]: json(odd) });
    expect(await provider.readPayment(known)).toMatchObject({ state: 'pending', capturedFils: 0 });
  });

  it('keeps one token for calls that start together, and takes a new one once when the gateway refuses it', async () => {
    let refused = false;
    const { provider, calls } = ngenius({
      [`GET ${ORDER}`]: () => {
        if (calls.filter((c) => c.url === ORDER).length === 4 && !refused) {
          refused = true;
          return json({ message: 'token expired' }, 401)();
        }
        return json(AUTHORISED_ORDER)();
      },
    });
    await Promise.all([provider.readPayment(known), provider.readPayment(known), provider.readPayment(known)]);
    expect(calls.filter((c) => c.url.endsWith('/access-token'))).toHaveLength(1);
    expect(await provider.readPayment(known)).toMatchObject({ state: 'authorised' });
    expect(calls.filter((c) => c.url.endsWith('/access-token'))).toHaveLength(2);
  });

  it('makes a down or busy gateway "unavailable", and a refusal a gateway error', async () => {
    const busy = ngenius({ [`GET ${ORDER}`]: json({ message: 'maintenance' }, 503) }).provider;
    await expect(busy.readPayment(known)).rejects.toThrow(PaymentUnavailableError);
    const refusing = ngenius({ [`GET ${ORDER}`]: json({ message: 'Order not found' }, 404) }).provider;
    await expect(refusing.readPayment(known)).rejects.toMatchObject({ detail: /404: Order not found/ });
    const garbled = ngenius({ [`GET ${ORDER}`]: () => new Response('<html>', { status: 200 }) }).provider;
    await expect(garbled.readPayment(known)).rejects.toThrow(PaymentGatewayError);
  });

  it('never retries a call that moves money: the gateway takes no idempotency key', async () => {
    const { provider, calls } = ngenius({ [`POST ${ORDERS}`]: hang }, { timeoutMs: 200 });
    await expect(provider.createPayment(input)).rejects.toThrow(PaymentUnavailableError);
    expect(calls.filter((c) => c.url === ORDERS)).toHaveLength(1);
    expect(calls.every((c) => !Object.keys(c.headers).some((h) => /idempotency/i.test(h)))).toBe(true);
  });

  it('sends its token nowhere but the configured gateway, whatever a link says', async () => {
    const elsewhere = structuredClone(AUTHORISED_ORDER);
    elsewhere._embedded.payment[0]!._links['cnp:capture'] = { href: 'https://collector.example/captures' };
    const { provider, calls } = ngenius({ [`GET ${ORDER}`]: json(elsewhere) });
    await expect(provider.capture(known)).rejects.toMatchObject({ detail: /outside its own API/ });
    expect(calls.some((c) => c.url.startsWith('https://collector.example'))).toBe(false);
  });

  it('takes the documented webhook body only as the order to read again', () => {
    const { provider } = ngenius({});
    expect(provider.takeEvent({ headers: {}, body: WEBHOOK })).toEqual({
      reference: ORDER_REF,
      eventName: 'PURCHASED',
    });
  });
});
