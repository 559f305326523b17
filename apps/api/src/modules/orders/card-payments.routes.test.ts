import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../../testing/accounts.ts';
import { shelf, type Card } from '../../testing/shopping.ts';
import { staffKey } from '../../testing/staff.ts';
import { buildReplicas, createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { buttons, press } from '../payments/payments-testing.fixtures.ts';
import { seedClient } from './orders.seed-client.fixtures.ts';

const HEADER = { name: 'x-cellar-webhook', value: 'a-shared-value-long-enough-to-guess-never' };
const SHOP = { host: 'cellar.test' };

/** Waits until a condition the database answers holds (the reconciliation job runs in the background). */
async function until(condition: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Card payment on the gateway's hosted page (decision 027), against the stand-in gateway: the spec's client sends
 * make-order with `payment_type: "network"` and goes where it answers; the order is settled exactly once, from what
 * the gateway says when read.
 */
describe.each(testDatabases())('card payment on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: {
        CATALOG_POLL_MS: '0',
        PAYMENT_PROVIDERS: 'cod,ngenius',
        NGENIUS_WEBHOOK_HEADER: `${HEADER.name}: ${HEADER.value}`,
        PAYMENT_RECONCILE_MS: '200',
        // Well beyond the slowed gateway of the race below, so a loaded machine does not turn its read into a timeout.
        NGENIUS_TIMEOUT_MS: '6000',
      },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
  });
  afterAll(() => t?.close());

  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.db, query))[0]!;
  const stockOf = async (card: Card) =>
    Number(
      (await one<{ stock: number }>(sql`select stock from price_variations where id = ${card.price_variation[0]!.id}`))
        .stock,
    );
  const orderOf = (number: string) =>
    one<{ id: number; state: string }>(sql`select id, state from orders where order_number = ${number}`);
  const paymentOf = (number: string) =>
    one<{ reference: string; state: string; amount_fils: number }>(
      sql`select p.reference, p.state, p.amount_fils from order_payments p join orders o on o.id = p.order_id
        where o.order_number = ${number}`,
    );
  const eventsOf = async (number: string, state: string) =>
    Number(
      (
        await one<{ n: number }>(
          sql`select count(*)::int as n from order_events e join orders o on o.id = e.order_id
            where o.order_number = ${number} and e.state = ${state}`,
        )
      ).n,
    );

  /** A customer with two bottles in the cart, ordering as the spec's client does with `network`. */
  async function cardOrder(extra: object = {}) {
    const session = await signUp(t);
    const client = seedClient(t, session, SHOP);
    const wine = (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 2)!;
    expect((await client.addToCart(wine, 2)).json().status).toBe(200);
    const addressId = await client.firstAddressId();
    expect((await client.uploadEid()).statusCode).toBe(200);
    const body = { ...(await client.makeOrderBody('delivery', addressId)), payment_type: 'network', ...extra };
    const stockBefore = await stockOf(wine);
    const placed = await client.makeOrder(body);
    return { client, session, wine, body, stockBefore, placed, number: placed.headers['x-order-number'] as string };
  }

  /** The customer on the gateway's page presses a button; answers where the gateway sends the browser. */
  async function onPage(page: string, label: 'Pay' | 'Decline'): Promise<string> {
    const html = await (await fetch(page)).text();
    const back = await press(buttons(html, page)[label]!, label.toLowerCase());
    expect(back.status).toBe(303);
    return back.headers.get('location')!;
  }

  /** The browser follows the gateway's redirect to the shop's return route. */
  async function comeBack(location: string) {
    const url = new URL(location);
    return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: SHOP });
  }

  const webhook = (reference: string, headers: Record<string, string> = { [HEADER.name]: HEADER.value }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/ngenius/events',
      headers,
      payload: { eventName: 'PURCHASED', order: { reference } },
    });

  const cartLines = async (client: ReturnType<typeof seedClient>, userId: number) => {
    const body = (await client.call('GET', `/auth/carts/${userId}`)).json() as { data?: { cart: { qty: number }[] } };
    return (body.data?.cart ?? []).map((l) => l.qty);
  };

  it("answers the hosted page for the server's amount; paid, the return lands on success and the order is placed", async () => {
    const { placed, number, wine, stockBefore, client, session } = await cardOrder();
    expect(placed.statusCode, placed.body).toBe(201);
    const page = placed.json() as string;
    expect(page).toMatch(new RegExp(`^${t.gateway!.url}/pay/`));
    const order = await orderOf(number);
    expect(order.state).toBe('awaiting_payment');
    expect(await stockOf(wine)).toBe(stockBefore - 2);
    expect(await cartLines(client, session.user.id)).toEqual([]);
    const total = (await client.call('GET', `/auth/order-detail/${number}`)).json().total_amount as number;
    expect((await paymentOf(number)).amount_fils).toBe(Math.round(total * 100));

    const back = await comeBack(await onPage(page, 'Pay'));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`http://cellar.test/checkout?status=success&order=${number}`);
    expect((await orderOf(number)).state).toBe('placed');
    expect(await eventsOf(number, 'placed')).toBe(1);
    expect(await stockOf(wine)).toBe(stockBefore - 2);
  });

  it('declined: the return lands on failed, the order is cancelled, the stock and the cart come back', async () => {
    const { placed, number, wine, stockBefore, client, session } = await cardOrder();
    const back = await comeBack(await onPage(placed.json() as string, 'Decline'));
    expect(back.headers.location).toBe(`http://cellar.test/checkout?status=failed&order=${number}`);
    expect((await orderOf(number)).state).toBe('cancelled');
    expect(await stockOf(wine)).toBe(stockBefore);
    expect(await cartLines(client, session.user.id)).toEqual([2]);
  });

  it('settles once for duplicate webhooks, out of order, and the return racing them: one paid event', async () => {
    const { placed, number } = await cardOrder();
    const { reference } = await paymentOf(number);
    // A webhook before the payment is made (out of order): the gateway says pending, nothing moves.
    expect((await webhook(reference)).statusCode).toBe(200);
    expect((await orderOf(number)).state).toBe('awaiting_payment');
    const location = await onPage(placed.json() as string, 'Pay');
    // A slow gateway, so all four calls arrive while the first one reads it: they share that read. The delay is long
    // enough for the four to arrive on a loaded machine, and short of the timeout (a timed-out read ends pending, and
    // each waiting call would then read again, rightly).
    t.gateway!.behave({ answerDelayMs: 1500 });
    const readsBefore = t.gateway!.counts.reads;
    const answers = await Promise.all([webhook(reference), webhook(reference), comeBack(location), webhook(reference)]);
    t.gateway!.behave({ answerDelayMs: 0 });
    expect(t.gateway!.counts.reads - readsBefore).toBe(1);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 303, 200]);
    expect(answers[2]!.headers.location).toContain('status=success');
    expect((await orderOf(number)).state).toBe('placed');
    expect(await eventsOf(number, 'placed')).toBe(1);
    expect((await paymentOf(number)).state).toBe('paid');
    // The gateway took the money once: one capture on its order.
    expect(t.gateway!.orders.get(reference)!.captures.length).toBe(1);
  });

  it('refuses a forged webhook without the agreed header, and a forged success return is not believed', async () => {
    const { number } = await cardOrder();
    const { reference } = await paymentOf(number);
    expect((await webhook(reference, {})).statusCode).toBe(401);
    expect((await webhook(reference, { [HEADER.name]: 'guess' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/ngenius/return?order=${number}&ref=${reference}&status=success`,
      headers: SHOP,
    });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe(`http://cellar.test/checkout?status=pending&order=${number}`);
    expect((await orderOf(number)).state).toBe('awaiting_payment');
  });

  it('a return naming no order paid by card online answers 404, and one naming no order at all 400', async () => {
    const back = (order: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/payments/ngenius/return?order=${order}`, headers: SHOP });
    const unknown = await back('CEL-999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'No order with a card payment has that number.' });
    expect((await back('NOT-AN-ORDER')).statusCode).toBe(400);
  });

  it('a lost webhook and no return: the reconciliation job reads the gateway and places the order', async () => {
    const { placed, number } = await cardOrder();
    await onPage(placed.json() as string, 'Pay');
    await until(async () => (await orderOf(number)).state === 'placed', 10_000);
    expect(await eventsOf(number, 'placed')).toBe(1);
  });

  it('past its hold an unpaid order is cancelled by the job, its stock, coupon and cart given back', async () => {
    const { number, wine, stockBefore, client, session } = await cardOrder();
    const { id } = await orderOf(number);
    await t.db.execute(sql`update order_payments set hold_until = now() - interval '1 second' where order_id = ${id}`);
    await until(async () => (await orderOf(number)).state === 'cancelled', 10_000);
    expect(await stockOf(wine)).toBe(stockBefore);
    expect(await cartLines(client, session.user.id)).toEqual([2]);
    expect((await paymentOf(number)).state).toBe('expired');
  });

  it('a gateway that is down: 503 with a clear message, and nothing of the order stays', async () => {
    t.gateway!.behave({ silent: true });
    try {
      const { placed, number, wine, stockBefore, client, session } = await cardOrder();
      expect(placed.statusCode).toBe(503);
      expect(placed.json()).toMatchObject({ code: 'PAYMENT_UNAVAILABLE' });
      expect(placed.json().error).toMatch(/Card payments are not available right now/);
      expect(number).toBeUndefined();
      expect(await stockOf(wine)).toBe(stockBefore);
      expect(await cartLines(client, session.user.id)).toEqual([2]);
      const left = await one<{ n: number }>(
        sql`select count(*)::int as n from orders where user_id = ${session.user.id}`,
      );
      expect(Number(left.n)).toBe(0);
    } finally {
      t.gateway!.behave({ silent: false });
    }
  });

  it('holds the coupon while the customer pays, and gives its use back when the payment is declined', async () => {
    await t.db.execute(sql`insert into coupons (code, kind, value, max_uses) values ('CARDONCE', 'fixed', 500, 1)`);
    const uses = async () =>
      Number(
        (
          await one<{ n: number }>(
            sql`select count(*)::int as n from coupon_redemptions r join coupons c on c.id = r.coupon_id
              where c.code = 'CARDONCE'`,
          )
        ).n,
      );
    const { placed, number } = await cardOrder({ coupon: 'cardonce' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await uses()).toBe(1);
    await comeBack(await onPage(placed.json() as string, 'Decline'));
    expect((await orderOf(number)).state).toBe('cancelled');
    expect(await uses()).toBe(0);
  });

  it("staff see an unpaid order in its own tab and cannot move it; the spec's client reads it as PENDING", async () => {
    const { number, client } = await cardOrder();
    const staff = { authorization: `Bearer ${await staffKey(t, 'manager')}` };
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/orders/${number}/state`,
      headers: staff,
      payload: { state: 'confirmed' },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toBe('An order that is awaiting_payment cannot become confirmed.');
    const queue = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/orders?tab=awaiting_payment&q=${number}`,
      headers: staff,
    });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().orders.map((o: { order_number: string }) => o.order_number)).toEqual([number]);
    expect(queue.json().counts.new).toBe(0);
    expect((await client.call('GET', `/auth/order-track/${number}`)).json().status).toBe('PENDING');
  });

  it('replicas reconciling at once still settle a paid order once', async () => {
    const [a, b] = await buildReplicas(t, undefined, 'card-replicas');
    try {
      const { placed, number } = await cardOrder();
      await onPage(placed.json() as string, 'Pay');
      await until(async () => (await orderOf(number)).state === 'placed', 10_000);
      expect(await eventsOf(number, 'placed')).toBe(1);
      expect((await paymentOf(number)).state).toBe('paid');
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("the gateway's cancel link cancels the unpaid order at once; a forged one is only a read", async () => {
    const { number, wine, stockBefore, client, session } = await cardOrder();
    const { reference } = await paymentOf(number);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/ngenius/return?order=${number}&cancelled=1`,
      headers: SHOP,
    });
    expect(forged.headers.location).toBe(`http://cellar.test/checkout?status=pending&order=${number}`);
    expect((await orderOf(number)).state).toBe('awaiting_payment');

    const back = await comeBack(t.gateway!.orders.get(reference)!.cancelUrl!);
    expect(back.headers.location).toBe(`http://cellar.test/checkout?status=failed&order=${number}`);
    expect((await orderOf(number)).state).toBe('cancelled');
    expect(await stockOf(wine)).toBe(stockBefore);
    expect(await cartLines(client, session.user.id)).toEqual([2]);
  });
});
