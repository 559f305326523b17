import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { buyerWithCart, ordersService } from '../../testing/ordering.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import type { CartLine } from '../cart/cart-order-sql.ts';
import { createOrderStatements, type OrderStatements } from './order-statements.ts';

/**
 * An order reads the cart, prices it, then writes it in one statement that empties exactly the lines it read. A
 * change to the cart in between (another tab) must not be lost or ordered at a stale quantity.
 */
describe.each(testDatabases())('an order whose cart changes while it is placed, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
  });
  afterAll(() => t?.close());

  /**
   * The orders service as the app builds it, but whose first `times` reads of the cart answer `stale(lines)`: the cart
   * as it was before another tab changed it, as when the change lands between the order's reading the cart and
   * writing it.
   */
  function serviceReadingStaleCart(stale: (lines: CartLine[]) => CartLine[], times: number) {
    const real = createOrderStatements(t.orderSql);
    let left = times;
    const statements: OrderStatements = {
      ...real,
      async checkoutFacts(...args) {
        const facts = await real.checkoutFacts(...args);
        return left-- > 0 ? { ...facts, cart: stale(facts.cart) } : facts;
      },
    };
    return ordersService(t, { statements });
  }

  const linesOf = (orderId: number) =>
    queryRows<{ price_variation_id: number; qty: number; line_fils: number }>(
      t.db,
      sql`
    select price_variation_id, qty, line_fils from order_lines where order_id = ${orderId} order by id`,
    );
  const cartOf = (userId: number) =>
    queryRows<{ qty: number }>(t.db, sql`select qty from cart_items where user_id = ${userId}`);

  it('orders the cart as it is after the change: a quantity raised in another tab is ordered, not lost', async () => {
    const { customer, wine, address, slot } = await buyerWithCart(t);
    await t.db.execute(sql`update cart_items set qty = 3 where user_id = ${customer.userId}`);
    const orders = serviceReadingStaleCart((lines) => lines.map((l) => ({ ...l, qty: 1 })), 1);

    const { order, created } = await orders.place(customer, { address_id: address, slot }, undefined);
    expect(created).toBe(true);
    const lines = await linesOf(order.id);
    expect(lines).toMatchObject([{ price_variation_id: wine.price_variation[0]!.id, qty: 3 }]);
    expect(order.subtotalFils).toBe(lines[0]!.line_fils);
    expect(await cartOf(customer.userId)).toEqual([]);
  });

  it('leaves a line added in another tab meanwhile in the cart, and orders the lines it priced', async () => {
    const { me, customer, wine, other, address, slot } = await buyerWithCart(t);
    await me.add(other, 2);
    const orders = serviceReadingStaleCart((lines) => lines.slice(0, 1), 1);

    const { order } = await orders.place(customer, { address_id: address, slot }, undefined);
    expect(await linesOf(order.id)).toMatchObject([{ price_variation_id: wine.price_variation[0]!.id, qty: 1 }]);
    expect(await cartOf(customer.userId)).toEqual([{ qty: 2 }]);
  });

  it('gives up with a clear message when the cart keeps changing, and keeps the cart and the stock as they were', async () => {
    const { customer, wine, address, slot } = await buyerWithCart(t);
    await t.db.execute(sql`update cart_items set qty = 2 where user_id = ${customer.userId}`);
    const stockOf = async () =>
      Number(
        (
          await queryRows<{ stock: number }>(
            t.db,
            sql`select stock from price_variations where id = ${wine.price_variation[0]!.id}`,
          )
        )[0]!.stock,
      );
    const stockBefore = await stockOf();
    const orders = serviceReadingStaleCart((lines) => lines.map((l) => ({ ...l, qty: 1 })), 10);

    await expect(orders.place(customer, { address_id: address, slot }, undefined)).rejects.toMatchObject({
      message: 'Your cart changed while the order was being placed. Please check your cart and place the order again.',
    });
    expect(await cartOf(customer.userId)).toEqual([{ qty: 2 }]);
    expect(await stockOf()).toBe(stockBefore);
    const [{ n }] = (await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from orders where user_id = ${customer.userId}`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });
});
