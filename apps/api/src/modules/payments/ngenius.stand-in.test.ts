import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNgeniusProvider, type NgeniusSettings } from './ngenius.provider.ts';
import {
  PaymentEventRejectedError,
  PaymentGatewayError,
  PaymentStepRefusedError,
  PaymentUnavailableError,
  type PaymentProvider,
} from './payment-provider.ts';
import { buttons, press, startWebhookReceiver, until } from './payments-testing.fixtures.ts';
import { startStandInGateway, type StandInGateway } from './stand-in/stand-in-gateway.ts';

const API_KEY = 'c3RhbmQtaW4tb3V0bGV0OmtleQ==';
const OUTLET = '5edab6d7-5946-43f4-b8c7-06b29c272bdd';
const HEADER = { name: 'x-cellar-webhook', value: 'a-shared-value-long-enough-to-guess-never' };
const order = (orderNumber: string, amountFils = 25_050) => ({
  orderNumber,
  amountFils,
  returnUrl: 'https://shop.example/checkout?status=return',
  cancelUrl: 'https://shop.example/checkout?status=failed',
  email: 'layla@example.ae',
});

let gateway: StandInGateway;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

function provider(change: Partial<NgeniusSettings> = {}): PaymentProvider {
  const settings = { apiUrl: gateway.url, apiKey: API_KEY, outletRef: OUTLET, timeoutMs: 3000 } as const;
  return createNgeniusProvider({ ...settings, action: 'PURCHASE', webhookHeader: HEADER, ...change });
}

/** Opens the hosted page the customer is sent to and presses its buttons in turn; the last answer is returned. */
async function payOnPage(redirectUrl: string, ...labels: string[]): Promise<Response> {
  let html = await (await fetch(redirectUrl)).text();
  let answer: Response | undefined;
  for (const label of labels) {
    const action = buttons(html, redirectUrl)[label];
    if (!action) throw new Error(`no ${label} button in ${html}`);
    answer = await press(action, label);
    html = answer.status === 200 ? await answer.text() : '';
  }
  return answer!;
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  gateway = await startStandInGateway({
    apiKey: API_KEY,
    outletRef: OUTLET,
    webhookUrl: receiver.url,
    webhookHeader: HEADER,
  });
});
afterAll(async () => {
  await gateway.close();
  await receiver.close();
});
beforeEach(() => gateway.behave({ webhook: 'send', webhookDelayMs: 0, silent: false }));

describe('N-Genius against the stand-in gateway', () => {
  it('sends the customer to the hosted page, back with the reference, and reads the payment as captured', async () => {
    const ngenius = provider();
    const created = await ngenius.createPayment(order('CEL-2001'));
    expect(created).toMatchObject({ state: 'pending', amountFils: 25_050, capturedFils: 0 });
    expect(created.redirectUrl).toMatch(new RegExp(`^${gateway.url}/pay/\\?code=`));
    const page = await (await fetch(created.redirectUrl!)).text();
    expect(page).toContain('Pay AED 250.50');
    expect(Object.keys(buttons(page, created.redirectUrl!))).toEqual(['Pay', 'Decline', '3-D Secure challenge']);

    const back = await payOnPage(created.redirectUrl!, 'Pay');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `https://shop.example/checkout?status=return&ref=${encodeURIComponent(created.reference)}`,
    );
    await until(() =>
      receiver.calls.some((c) => (c.body as { order: { reference: string } }).order.reference === created.reference),
    );
    const call = receiver.calls.find(
      (c) => (c.body as { order: { reference: string } }).order.reference === created.reference,
    )!;
    expect(call.headers[HEADER.name]).toBe(HEADER.value);
    const hint = ngenius.takeEvent(call);
    expect(hint).toEqual({ reference: created.reference, eventName: 'PURCHASED' });
    expect(await ngenius.readPayment(created)).toMatchObject({
      state: 'captured',
      capturedFils: 25_050,
      gatewayState: 'PURCHASED',
    });
  });

  it('believes the gateway, not a webhook: a forged "paid" call changes nothing', async () => {
    const ngenius = provider();
    const created = await ngenius.createPayment(order('CEL-2002'));
    const forged = {
      eventName: 'PURCHASED',
      order: { reference: created.reference, _embedded: { payment: [{ state: 'PURCHASED' }] } },
    };
    expect(() => ngenius.takeEvent({ headers: {}, body: forged })).toThrow(PaymentEventRejectedError);
    expect(() => ngenius.takeEvent({ headers: { [HEADER.name]: 'guess' }, body: forged })).toThrow(
      PaymentEventRejectedError,
    );
    // Even with the right header the event only names the order to read again.
    const hint = ngenius.takeEvent({ headers: { [HEADER.name]: HEADER.value }, body: forged });
    expect(await ngenius.readPayment({ ...created, reference: hint.reference })).toMatchObject({ state: 'pending' });
  });

  it('fails a declined payment and goes through a 3-D Secure challenge either way', async () => {
    const ngenius = provider();
    const declined = await ngenius.createPayment(order('CEL-2003'));
    expect((await payOnPage(declined.redirectUrl!, 'Decline')).status).toBe(303);
    expect(await ngenius.readPayment(declined)).toMatchObject({ state: 'failed', capturedFils: 0 });

    const approved = await ngenius.createPayment(order('CEL-2004'));
    const challenge = await fetch(approved.redirectUrl!).then((r) => r.text());
    const step = await press(buttons(challenge, approved.redirectUrl!)['3-D Secure challenge']!, 'challenge');
    const second = await step.text();
    expect(second).toContain('3-D Secure');
    expect(await ngenius.readPayment(approved)).toMatchObject({ state: 'pending', gatewayState: 'AWAIT_3DS' });
    expect((await press(buttons(second, approved.redirectUrl!)['Approve']!, 'pay')).status).toBe(303);
    expect(await ngenius.readPayment(approved)).toMatchObject({ state: 'captured' });

    const failed = await ngenius.createPayment(order('CEL-2005'));
    expect((await payOnPage(failed.redirectUrl!, '3-D Secure challenge', 'Fail')).status).toBe(303);
    expect(await ngenius.readPayment(failed)).toMatchObject({ state: 'failed' });
    // A finished payment cannot be paid again from the page.
    expect((await payOnPage(failed.redirectUrl!, 'Pay')).status).toBe(409);
  });

  it('captures after AUTH, then refunds in part and in full', async () => {
    const ngenius = provider({ action: 'AUTH' });
    const created = await ngenius.createPayment(order('CEL-2006', 40_000));
    await expect(ngenius.capture(created)).rejects.toThrow(/Only an authorised payment/);
    await payOnPage(created.redirectUrl!, 'Pay');
    const authorised = await ngenius.readPayment(created);
    expect(authorised).toMatchObject({ state: 'authorised', capturedFils: 0 });
    await expect(ngenius.refund(authorised, 100)).rejects.toThrow(PaymentStepRefusedError);
    await expect(ngenius.capture(authorised, 40_001)).rejects.toThrow(/more than was authorised/);

    const captured = await ngenius.capture(authorised);
    expect(captured).toMatchObject({ state: 'captured', capturedFils: 40_000, gatewayState: 'CAPTURED' });
    const part = await ngenius.refund(captured, 15_000);
    expect(part).toMatchObject({ state: 'partially_refunded', refundedFils: 15_000 });
    await expect(ngenius.refund(part, 25_001)).rejects.toThrow(/more than what was paid/);
    expect(await ngenius.refund(part, 25_000)).toMatchObject({ state: 'refunded', refundedFils: 40_000 });
  });

  it('gives the same answer for duplicate webhooks, and the payment is readable when the webhook is lost', async () => {
    const ngenius = provider();
    gateway.behave({ webhook: 'duplicate' });
    const twice = await ngenius.createPayment(order('CEL-2007'));
    await payOnPage(twice.redirectUrl!, 'Pay');
    const mine = () =>
      receiver.calls.filter((c) => (c.body as { order: { reference: string } }).order.reference === twice.reference);
    await until(() => mine().length === 2);
    const [first, second] = mine().map((c) => ngenius.takeEvent(c));
    expect(second).toEqual(first);
    expect((mine()[0]!.body as { eventId: string }).eventId).toBe((mine()[1]!.body as { eventId: string }).eventId);

    gateway.behave({ webhook: 'lose' });
    const sent = gateway.counts.webhooks;
    const lost = await ngenius.createPayment(order('CEL-2008'));
    expect((await payOnPage(lost.redirectUrl!, 'Pay')).status).toBe(303);
    expect(gateway.counts.webhooks).toBe(sent);
    expect(await ngenius.readPayment(lost)).toMatchObject({ state: 'captured' });
  });

  it('has the payment readable before a delayed webhook arrives', async () => {
    const ngenius = provider();
    gateway.behave({ webhookDelayMs: 300 });
    const created = await ngenius.createPayment(order('CEL-2009'));
    const mine = () =>
      receiver.calls.filter((c) => (c.body as { order: { reference: string } }).order.reference === created.reference);
    await payOnPage(created.redirectUrl!, 'Pay');
    expect(mine()).toHaveLength(0);
    expect(await ngenius.readPayment(created)).toMatchObject({ state: 'captured' });
    await until(() => mine().length === 1);
  });

  it('keeps its access token until shortly before it expires', async () => {
    let clock = Date.now();
    const ngenius = provider({ now: () => clock });
    const before = gateway.counts.tokens;
    const created = await ngenius.createPayment(order('CEL-2010'));
    await ngenius.readPayment(created);
    await ngenius.readPayment(created);
    expect(gateway.counts.tokens - before).toBe(1);
    clock += 269_000; // the token lives 300 s; still more than the 30 s margin left
    await ngenius.readPayment(created);
    expect(gateway.counts.tokens - before).toBe(1);
    clock += 2_000;
    await ngenius.readPayment(created);
    expect(gateway.counts.tokens - before).toBe(2);
  });

  it('refuses a wrong API key as a gateway error, and the stand-in itself where production asks', async () => {
    await expect(provider({ apiKey: 'd3Jvbmc6a2V5' }).createPayment(order('CEL-2011'))).rejects.toMatchObject({
      detail: expect.stringMatching(/refused the API key \(401\)/),
      statusCode: 502,
    });
    const refusal = await provider({ refuseStandIn: true })
      .createPayment(order('CEL-2012'))
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(PaymentGatewayError);
    expect((refusal as PaymentGatewayError).detail).toMatch(/stand-in gateway answered/);
  });

  it('answers "unavailable" within the timeout when the gateway hangs or is down', async () => {
    gateway.behave({ silent: true });
    const started = Date.now();
    const error = await provider({ timeoutMs: 300 })
      .createPayment(order('CEL-2013'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentUnavailableError);
    expect((error as PaymentUnavailableError).statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(2000);
    gateway.behave({ silent: false });

    const down = await startStandInGateway({ apiKey: API_KEY, outletRef: OUTLET });
    const url = down.url;
    await down.close();
    await expect(provider({ apiUrl: url }).createPayment(order('CEL-2014'))).rejects.toThrow(PaymentUnavailableError);
  });
});
