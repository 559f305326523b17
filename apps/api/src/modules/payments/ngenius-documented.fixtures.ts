/**
 * Answers of N-Genius Online as its public documentation shows them (https://docs.ngenius-payments.com/reference/…),
 * trimmed to the fields the shop reads plus a few it must ignore, with our own references and amounts. Each names
 * its page. Links point at the gateway's sandbox, as in the documentation.
 */
export const API = 'https://api-gateway.sandbox.ngenius-payments.com';
export const OUTLET = '670bfc06-63d6-472b-af75-ad0207ac44f5';
export const ORDER_REF = 'cac88045-bec0-432a-8fdd-06902da874d2';
const PAYMENT_REF = 'ee0c8237-b3a6-42d3-a78a-92b6d4610136';
const CAPTURE_REF = '8a7d1c1e-59c4-4cd5-a2e5-8de1a3a4f7a0';
const ORDER_URL = `${API}/transactions/outlets/${OUTLET}/orders/${ORDER_REF}`;
const PAYMENT_URL = `${ORDER_URL}/payments/${PAYMENT_REF}`;
export const CAPTURE_URL = `${PAYMENT_URL}/captures/${CAPTURE_REF}`;
export const CAPTURES_URL = `${PAYMENT_URL}/captures`;
export const PAY_PAGE = 'https://paypage.sandbox.ngenius-payments.com/?code=3cb068fe2f6edeff';
const curies = [{ name: 'cnp', href: `${API}/docs/rels/{rel}`, templated: true }];
const aed = (value: number) => ({ currencyCode: 'AED', value });

/** "Request an access token": tokens live 300 seconds. */
export const ACCESS_TOKEN = {
  access_token: 'eyJhbGciOiJSUzI1NiJ9.documented.token',
  expires_in: 300,
  refresh_expires_in: 1800,
  refresh_token: 'eyJhbGciOiJIUzI1NiJ9.documented.refresh',
  token_type: 'bearer',
};

/** "Retrieve order status" (the order object), as "Create an order" answers it: the payment link is the page. */
function order<Payment extends Record<string, unknown>>(action: 'PURCHASE' | 'AUTH', payment: Payment) {
  return {
    _id: `urn:order:${ORDER_REF}`,
    _links: {
      cancel: { href: `${ORDER_URL}/cancel` },
      'payment-authorization': { href: `${API}/transactions/paymentAuthorization` },
      self: { href: ORDER_URL },
      'tenant-brand': { href: `http://config-service/config/outlets/${OUTLET}/configs/tenant-brand` },
      payment: { href: PAY_PAGE },
      'merchant-brand': { href: `http://config-service/config/outlets/${OUTLET}/configs/merchant-brand` },
    },
    type: 'SINGLE',
    merchantDefinedData: {},
    action,
    amount: aed(12_345),
    language: 'en',
    merchantAttributes: { redirectUrl: 'https://shop.example/checkout?status=return', skipConfirmationPage: 'true' },
    reference: ORDER_REF,
    outletId: OUTLET,
    createDateTime: '2026-11-20T10:31:12.345Z',
    paymentMethods: { card: ['DINERS_CLUB_INTERNATIONAL', 'MASTERCARD', 'VISA'] },
    merchantOrderReference: 'CEL-1042',
    formattedAmount: 'AED123.45',
    formattedOrderSummary: {},
    _embedded: {
      payment: [
        {
          _id: `urn:payment:${PAYMENT_REF}`,
          reference: PAYMENT_REF,
          outletId: OUTLET,
          orderReference: ORDER_REF,
          amount: aed(12_345),
          updateDateTime: '2026-11-20T10:33:01.000Z',
          ...payment,
        },
      ],
    },
  };
}

/** "Create an order": a new order whose payment has not started. */
export const CREATED_ORDER = order('PURCHASE', {
  _links: { self: { href: PAYMENT_URL }, 'payment:card': { href: `${PAYMENT_URL}/card` }, curies },
  state: 'STARTED',
});

/** "Retrieve order status" once an AUTH order is paid: "Capture an authorized payment" follows its cnp:capture. */
export const AUTHORISED_ORDER = order('AUTH', {
  _links: {
    self: { href: PAYMENT_URL },
    'cnp:capture': { href: CAPTURES_URL },
    'cnp:reverse': { href: `${PAYMENT_URL}/cancel` },
    curies,
  },
  state: 'AUTHORISED',
  paymentMethod: { expiry: '2029-04', cardholderName: 'Layla Haddad', name: 'VISA', pan: '411111******1111' },
  authResponse: { authorizationCode: 'AB0012', success: true, resultCode: '00', resultMessage: 'Successful approval' },
});

/** The same order captured: "Refund a capture" follows the capture's cnp:refund (or its self link + /refund). */
export function capturedOrder(
  captureLinks: Record<string, unknown> = { 'cnp:refund': { href: `${CAPTURE_URL}/refund` } },
) {
  return order('AUTH', {
    _links: { self: { href: PAYMENT_URL }, curies },
    state: 'CAPTURED',
    _embedded: {
      'cnp:capture': [
        { _links: { self: { href: CAPTURE_URL }, ...captureLinks }, amount: aed(12_345), state: 'SUCCESS' },
      ],
    },
  });
}

/** "Refund a capture": the answer is the payment, here refunded in part (2,345 fils of 12,345). */
export const REFUND_ANSWER = {
  _id: `urn:payment:${PAYMENT_REF}`,
  _links: { self: { href: PAYMENT_URL }, curies },
  reference: PAYMENT_REF,
  paymentMethod: { expiry: '2029-04', cardholderName: 'Layla Haddad', name: 'VISA', pan: '411111******1111' },
  state: 'PARTIALLY_REFUNDED',
  amount: aed(12_345),
  updateDateTime: '2026-11-21T08:02:41.782Z',
  outletId: OUTLET,
  orderReference: ORDER_REF,
};

export const PARTLY_REFUNDED_ORDER = order('AUTH', {
  _links: { self: { href: PAYMENT_URL }, curies },
  state: 'PARTIALLY_REFUNDED',
  _embedded: {
    'cnp:capture': [{ _links: { self: { href: CAPTURE_URL } }, amount: aed(12_345), state: 'SUCCESS' }],
    'cnp:refund': [{ _links: { self: { href: `${PAYMENT_URL}/refunds/r1` } }, amount: aed(2_345), state: 'SUCCESS' }],
  },
});

/** "Consuming web-hooks": the event's name and the order it concerns. */
export const WEBHOOK = {
  eventId: 'b2d4c5e6-0f1a-4b2c-9d3e-4f5a6b7c8d9e',
  eventName: 'PURCHASED',
  order: CREATED_ORDER,
};

/** A fetch that answers from a script and writes down every request. */
export function scriptedFetch(script: Record<string, (init?: RequestInit) => Response | Promise<Response>>) {
  const calls: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    calls.push({ method, url, headers, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = script[`${method} ${url}`];
    if (!answer) return new Response(JSON.stringify({ message: 'not in the script' }), { status: 404 });
    return answer(init);
  }) as typeof fetch;
  return { fetch: fetchFn, calls };
}

export const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

/** An answer that never comes, except as the abort the caller's timeout raises. */
export const hang = (init?: RequestInit) =>
  new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
