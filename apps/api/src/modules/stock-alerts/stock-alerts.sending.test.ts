import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../notifier/outbox.ts';
import { signUp } from '../../testing/accounts.ts';
import { shelf, shopper } from '../../testing/shopping.ts';
import { staffKey } from '../../testing/staff.ts';
import { buildReplicas, createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { createStockAlertsRepo } from './stock-alerts.repo.ts';
import { alertsOf, sizeId } from './stock-alerts.fixtures.ts';

/** The real app: every stock write reaches the claim through the catalog's change listener. */
describe.each(testDatabases())('back-in-stock alerts sent by the running shop on %s', (kind) => {
  let t: TestApp;
  /** A fulfilment service account's key: the role that counts stock. */
  let fulfilment: string;
  const post = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/stock-alerts', payload, headers });
  /** The staff call, which must succeed: a refused write would leave the stock as it was and prove nothing. */
  const setStock = async (id: number, stock: number) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/staff/stock/${id}`,
      headers: { authorization: `Bearer ${fulfilment}` },
      payload: { stock, reason: 'Counted on the shelf' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const mailTo = async (to: string) =>
    (await readOutbox(t.env.DATA_DIR)).filter((m) => m.to === to && m.purpose === 'stock-alert');

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '0', PUBLIC_BASE_URL: 'https://shop.example' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    fulfilment = await staffKey(t, 'fulfilment');
  });
  afterAll(() => t?.close());

  it('e-mails each request once when the staff call brings the size back, and closes it; a size still at 0 waits', async () => {
    const size = await sizeId(t, 'alpha-rouge-no-1');
    const stillOut = await sizeId(t, 'alpha-rouge-no-2');
    expect(await setStock(stillOut, 0)).toMatchObject({ price_variation_id: stillOut, stock: 0 });
    const layla = await signUp(t);
    const laylaEmail = String(layla.form.email).toLowerCase();
    expect((await post({ price_variation_id: size, email: 'guest@example.com' })).statusCode).toBe(201);
    expect((await post({ price_variation_id: size }, layla.headers)).statusCode).toBe(201);
    expect((await post({ price_variation_id: stillOut, email: 'guest@example.com' })).statusCode).toBe(201);

    const restocked = await setStock(size, 6);
    expect(restocked).toMatchObject({ price_variation_id: size, stock: 6 });
    await expect
      .poll(async () => (await mailTo('guest@example.com')).length + (await mailTo(laylaEmail)).length)
      .toBe(2);
    const [mail] = await mailTo('guest@example.com');
    expect(mail).toMatchObject({ subject: 'Back in stock: Alpha Rouge No. 1, 750 ml' });
    expect(mail!.text).toContain('https://shop.example/product/wine/alpha-rouge-no-1');
    expect((await alertsOf(t, size)).every((a) => a.sent_at !== null)).toBe(true);
    expect((await alertsOf(t, stillOut))[0]!.sent_at).toBeNull();
    // The page shows the stock the call set, and a request for the size is refused now.
    const page = (await t.app.inject({ method: 'GET', url: '/api/v1/product-detail/alpha-rouge-no-1' })).json();
    expect(page.product.price_variation[0].stock).toBe(6);
    expect((await post({ price_variation_id: size, email: 'late@example.com' })).statusCode).toBe(409);

    // More stock later sends nothing again: the requests are closed.
    await setStock(size, 9);
    await t.app.catalogSync.announce();
    expect(await createStockAlertsRepo(t.db).claimDue([size])).toEqual([]);
    expect(await mailTo('guest@example.com')).toHaveLength(1);
    expect(await mailTo(laylaEmail)).toHaveLength(1);
  });

  it('e-mails a request when a cancelled order gives the last bottles back', async () => {
    const whisky = (await shelf(t, 'whiskey-and-bourbon')).find((p) => p.route === 'glen-arden-12-year-single-malt')!;
    const left = whisky.price_variation[0]!.stock;
    const { headers } = await signUp(t);
    const me = shopper(t, headers);
    await me.add(whisky, left);
    await me.uploadEid();
    const placed = await me.call('POST', '/auth/make-order', { address_id: await me.address(), slot: await me.slot() });
    expect(placed.statusCode).toBe(201);
    // The order announces its stock change without waiting for it: the shopper sees the size at 0 a moment later.
    await expect
      .poll(
        async () =>
          (await t.app.inject({ method: 'GET', url: `/api/v1/product-detail/${whisky.route}` })).json().product
            .price_variation[0].stock,
      )
      .toBe(0);
    expect(
      (await post({ price_variation_id: whisky.price_variation[0]!.id, email: 'whisky-fan@example.com' })).statusCode,
    ).toBe(201);
    expect(await mailTo('whisky-fan@example.com')).toEqual([]);

    expect(
      (await me.call('POST', `/auth/orders/${placed.headers['x-order-number'] as string}/cancel`)).statusCode,
    ).toBe(200);
    await expect.poll(async () => (await mailTo('whisky-fan@example.com')).length).toBe(1);
    expect((await mailTo('whisky-fan@example.com'))[0]!.subject).toBe(
      'Back in stock: Glen Arden 12 Year Single Malt, 700 ml',
    );
  });

  it('e-mails at once a request made after its size came back without this replica hearing of it', async () => {
    const size = await sizeId(t, 'alpha-rouge-no-3');
    await setStock(size, 0);
    // Another process restocks, and nobody announces it (this replica does not poll here): the page still shows 0.
    await t.db.execute(sql`update price_variations set stock = 4 where id = ${size}`);
    expect((await post({ price_variation_id: size, email: 'quick@example.com' })).statusCode).toBe(201);
    await expect.poll(async () => (await mailTo('quick@example.com')).length).toBe(1);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(process.env.TEST_DATABASE_URL)('two replicas on one PostgreSQL', () => {
  let t: TestApp;
  let redis: Redis | undefined;

  beforeAll(async () => {
    t = await createTestApp('postgres', {
      env: { CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    if (redisUrl) {
      redis = new Redis(redisUrl);
      await once(redis, 'ready');
    }
  });
  afterAll(async () => {
    redis?.disconnect();
    await t?.close();
  });

  it('e-mails each request once when both apply the same change at the same moment', async () => {
    const replicas = await buildReplicas(t, redis, 'stock-alerts');
    const size = await sizeId(t, 'alpha-rouge-no-1');
    const emails = Array.from({ length: 12 }, (_, i) => `replica${i}@example.com`);
    for (const email of emails) {
      const res = await replicas[emails.indexOf(email) % 2]!.inject({
        method: 'POST',
        url: '/api/v1/stock-alerts',
        payload: { price_variation_id: size, email },
      });
      expect(res.statusCode).toBe(201);
    }
    await t.db.execute(sql`update price_variations set stock = 5 where id = ${size}`);
    // Both hear of the write at once (and, with Redis, each also tells the other): every replica claims.
    await Promise.all(replicas.map((r) => r.catalogSync.announce()));
    const sent = async () => (await readOutbox(t.env.DATA_DIR)).filter((m) => m.purpose === 'stock-alert');
    await expect.poll(async () => (await sent()).length).toBe(12);
    // Closing waits for every claim and e-mail still under way: the count is final after it.
    for (const replica of replicas) await replica.close();
    expect((await sent()).map((m) => m.to).sort()).toEqual([...emails].sort());
  });
});
