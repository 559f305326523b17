import { ORDER_MESSAGES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../../testing/accounts.ts';
import { shelf } from '../../testing/shopping.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { seedClient } from './orders.seed-client.fixtures.ts';

/**
 * The last bad inputs of make-order (issue 23): a key reused for another request, and quantities that are no numbers.
 */
describe.each(testDatabases())("make-order's bad input on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { PUBLIC_BASE_URL: 'https://shop.example', CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
  });
  afterAll(() => t?.close());

  const wineInStock = async () => (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 3)!;
  const ordersOf = async (userId: number) =>
    (await queryRows(t.db, sql`select 1 from orders where user_id = ${userId}`)).length;
  const cartQtys = async (userId: number) =>
    (await queryRows<{ qty: number }>(t.db, sql`select qty from cart_items where user_id = ${userId} order by id`)).map(
      (r) => Number(r.qty),
    );

  /** A customer with a line in the cart and an Emirates ID uploaded, about to order as the spec's client does. */
  async function readyCustomer() {
    const session = await signUp(t);
    const client = seedClient(t, session);
    await client.addToCart(await wineInStock(), 1);
    await client.uploadEid();
    return { session, client, addressId: await client.firstAddressId() };
  }

  it('answers the first order to the same key with the same request, and refuses the key with another request', async () => {
    const { session, client, addressId } = await readyCustomer();
    const key = { 'idempotency-key': `checkout-${session.user.id}-1` };
    const body = await client.makeOrderBody('delivery', addressId, { notes: 'Ring twice' });
    const placed = await client.makeOrder(body, key);
    expect(placed.statusCode).toBe(201);

    // The same request again (a lost answer): the first order, not a second one.
    const retried = await client.makeOrder(body, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toBe(placed.json());

    // The same key with another request, even one the cart could now fill: refused, and nothing is ordered or taken.
    await client.addToCart(await wineInStock(), 2);
    for (const other of [
      { ...body, notes: 'Leave at the door' },
      { ...body, shipping_type: 'pickup' },
      { ...body, user_id: undefined },
    ]) {
      const refused = await client.makeOrder(other, key);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        error: ORDER_MESSAGES.idempotencyKeyReused,
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
    }
    expect(ORDER_MESSAGES.idempotencyKeyReused).toBe('This Idempotency-Key was used for another request.');
    expect(await ordersOf(session.user.id)).toBe(1);
    expect(await cartQtys(session.user.id)).toEqual([2]);

    // A new key is a new order; the key is the customer's own, so another customer may use the same one.
    expect(
      (
        await client.makeOrder(await client.makeOrderBody('pickup', addressId), {
          'idempotency-key': `checkout-${session.user.id}-2`,
        })
      ).statusCode,
    ).toBe(201);
    const stranger = await readyCustomer();
    expect(
      (await stranger.client.makeOrder(await stranger.client.makeOrderBody('pickup', undefined), key)).statusCode,
    ).toBe(201);
  });

  it('lets two copies of one request sent at once make one order, and refuses a different request racing on the same key', async () => {
    const { session, client, addressId } = await readyCustomer();
    const body = await client.makeOrderBody('delivery', addressId);
    const same = { 'idempotency-key': `race-${session.user.id}-same` };
    const copies = await Promise.all([client.makeOrder(body, same), client.makeOrder(body, same)]);
    expect(copies.map((c) => c.statusCode).sort()).toEqual([200, 201]);
    expect(copies[0]!.json()).toBe(copies[1]!.json());

    await client.addToCart(await wineInStock(), 1);
    const next = await client.makeOrderBody('delivery', addressId);
    const racing = { 'idempotency-key': `race-${session.user.id}-other` };
    const answers = await Promise.all([
      client.makeOrder(next, racing),
      client.makeOrder({ ...next, notes: 'Another request' }, racing),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(await ordersOf(session.user.id)).toBe(2);
  });

  it('takes only whole quantities in product[].qty, and a refused order changes nothing', async () => {
    const { session, client, addressId } = await readyCustomer();
    const body = await client.makeOrderBody('delivery', addressId);
    const line = body.product[0]!;
    for (const qty of ['0x10', '1e1', true, '1.5', 0, 100]) {
      const refused = await client.makeOrder({ ...body, product: [{ ...line, qty }] });
      expect(refused.statusCode, JSON.stringify(qty)).toBe(400);
      expect(Object.keys(refused.json().errors), JSON.stringify(qty)).toEqual(['product.0.qty']);
    }
    expect((await client.makeOrder({ ...body, product: [{ ...line, qty: 'many' }] })).json().error).toBe(
      'qty must be a whole number.',
    );
    expect(await ordersOf(session.user.id)).toBe(0);
    expect(await cartQtys(session.user.id)).toEqual([1]);
    // Digits are a quantity (a form may send them so).
    expect((await client.makeOrder({ ...body, product: [{ ...line, qty: String(line.qty) }] })).statusCode).toBe(201);
  });
});
