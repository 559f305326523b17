import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../../testing/accounts.ts';
import { shelf, shopper } from '../../testing/shopping.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';

const BUYERS = 50;
const STOCK = 10;

describe.each(testDatabases())('the last bottles on %s', (kind) => {
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

  it(`${BUYERS} buyers ordering at once share ${STOCK} bottles: exactly ${STOCK} orders, stock 0, every total adds up`, async () => {
    const wine = (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 1)!;
    await t.db.execute(
      sql`update price_variations set stock = ${BUYERS} where product_id = ${wine.id} and position = 0`,
    );
    await t.app.catalogSync.announce();
    // Each buyer fills a cart while there is plenty; the stock then drops to 10 before they all order.
    const buyers = [];
    for (let i = 0; i < BUYERS; i++) {
      const { headers } = await signUp(t);
      const me = shopper(t, headers);
      expect((await me.add(wine, 1)).status).toBe(200);
      await me.uploadEid();
      buyers.push({ me, address: await me.address(), slot: await me.slot() });
    }
    await t.db.execute(
      sql`update price_variations set stock = ${STOCK} where product_id = ${wine.id} and position = 0`,
    );

    const answers = await Promise.all(
      buyers.map(({ me, address, slot }) => me.call('POST', '/auth/make-order', { address_id: address, slot })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(STOCK);
    expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - STOCK);

    const [{ stock }] = (await queryRows<{ stock: number }>(
      t.db,
      sql`select stock from price_variations where product_id = ${wine.id} and position = 0`,
    )) as [{ stock: number }];
    expect(Number(stock)).toBe(0);
    const rows = await queryRows<{ n: number; sold: number; bad: number }>(
      t.db,
      sql`
      select count(distinct o.id)::int as n, coalesce(sum(l.qty), 0)::int as sold,
             count(*) filter (where o.total_fils <> o.subtotal_fils - o.offer_discount_fils - o.coupon_discount_fils + o.shipping_fils or o.subtotal_fils <> l.line_fils)::int as bad
      from orders o join order_lines l on l.order_id = o.id where l.product_id = ${wine.id}`,
    );
    expect(rows[0]).toEqual({ n: STOCK, sold: STOCK, bad: 0 });
  }, 180_000);
});
