import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { corporateForm, signUp } from '../../testing/accounts.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { alertsOf, sizeId } from './stock-alerts.fixtures.ts';

describe.each(testDatabases())('POST /stock-alerts on %s', (kind) => {
  let t: TestApp;
  let soldOut: number;
  let inStock: number;
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/stock-alerts', payload: payload as object, headers });

  beforeAll(async () => {
    // Polling off: the catalog changes only when a test says so.
    t = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    soldOut = await sizeId(t, 'alpha-rouge-no-1'); // 750 ml at stock 0 (its 1.5 L has 4)
    inStock = await sizeId(t, 'alpha-rouge-no-1', 1);
  });
  afterAll(() => t?.close());

  it("takes a guest's request for a sold-out size once: the same request again is the same open request", async () => {
    const res = await post({ price_variation_id: soldOut, email: ' Guest@Example.com ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      status: 201,
      message: 'We will e-mail guest@example.com once, when 750 ml is back in stock.',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const again = await post({ price_variation_id: soldOut, email: 'guest@example.com' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(res.json());
    expect((await alertsOf(t, soldOut)).filter((a) => a.email === 'guest@example.com')).toEqual([
      { email: 'guest@example.com', user_id: null, sent_at: null },
    ]);
  });

  it('opens one request for concurrent twins', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post({ price_variation_id: soldOut, email: 'twins@example.com' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect((await alertsOf(t, soldOut)).filter((a) => a.email === 'twins@example.com')).toHaveLength(1);
  });

  it("uses a signed-in shopper's account address, individual or corporate, whatever `email` says", async () => {
    const layla = await signUp(t);
    const res = await post({ price_variation_id: soldOut, email: 'someone-else@example.com' }, layla.headers);
    expect(res.statusCode).toBe(201);
    const email = String(layla.form.email).toLowerCase();
    expect(res.json().message).toBe(`We will e-mail ${email} once, when 750 ml is back in stock.`);
    const omar = await signUp(t, corporateForm());
    expect((await post({ price_variation_id: soldOut }, omar.headers)).statusCode).toBe(201);
    const rows = await alertsOf(t, soldOut);
    expect(rows).toContainEqual({ email, user_id: layla.user.id, sent_at: null });
    expect(rows).toContainEqual({ email: String(omar.form.email).toLowerCase(), user_id: omar.user.id, sent_at: null });
    expect(rows.some((r) => r.email === 'someone-else@example.com')).toBe(false);
  });

  it.each([
    [
      'a guest without an address',
      () => ({ price_variation_id: soldOut }),
      400,
      'VALIDATION_FAILED',
      { email: ['Please Enter Email Address.'] },
    ],
    [
      'an address that is not one',
      () => ({ price_variation_id: soldOut, email: 'layla@' }),
      400,
      'VALIDATION_FAILED',
      { email: ['Invalid Email Address.'] },
    ],
    [
      'no size',
      () => ({ email: 'a@example.com' }),
      400,
      'VALIDATION_FAILED',
      { price_variation_id: ['price_variation_id must be a number.'] },
    ],
    [
      'a size that is not an id',
      () => ({ price_variation_id: 'abc', email: 'a@example.com' }),
      400,
      'VALIDATION_FAILED',
      { price_variation_id: ['price_variation_id must be a number.'] },
    ],
    [
      'a size nobody sells',
      () => ({ price_variation_id: 999_999, email: 'a@example.com' }),
      404,
      'NOT_FOUND',
      undefined,
    ],
    ['a size in stock', () => ({ price_variation_id: inStock, email: 'a@example.com' }), 409, 'IN_STOCK', undefined],
  ])('refuses %s, storing nothing', async (_label, body, status, code, errors) => {
    const before = (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from stock_alerts`))[0]!.n;
    const res = await post(body());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, ...(errors && { errors }) });
    if (status === 404) expect(res.json().error).toBe('This size is not on sale.');
    if (status === 409) expect(res.json().error).toBe('This size is in stock: you can order it now.');
    expect((await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from stock_alerts`))[0]!.n).toBe(before);
  });

  it('refuses a session token that opens nothing rather than taking the caller for a guest', async () => {
    const res = await post(
      { price_variation_id: soldOut, email: 'a@example.com' },
      { authorization: `Bearer ${'x'.repeat(43)}` },
    );
    expect(res.statusCode).toBe(401);
  });

  it('takes at most 20 requests a day for one address', async () => {
    // Closed requests count too: the limit is on what an address asked for, not on what is still open.
    await t.db.execute(
      sql`insert into stock_alerts (price_variation_id, email, sent_at) select ${inStock}, 'busy@example.com', now() from generate_series(1, 20)`,
    );
    const res = await post({ price_variation_id: soldOut, email: 'busy@example.com' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: 'This e-mail address has asked for many alerts today. Please try again tomorrow.',
    });
    expect((await alertsOf(t, soldOut)).some((a) => a.email === 'busy@example.com')).toBe(false);
  });

  it('lets requests sent at once pass the daily limit only as far as it goes', async () => {
    // Five more sizes sold out, and 19 of the address's 20 used: of five requests at once, one is taken.
    const sizes = await Promise.all([2, 3, 4, 5, 6].map((n) => sizeId(t, `alpha-blanc-reserve-${n}`)));
    for (const id of sizes) await t.db.execute(sql`update price_variations set stock = 0 where id = ${id}`);
    await t.app.catalog.refresh();
    await t.db.execute(
      sql`insert into stock_alerts (price_variation_id, email, sent_at) select ${inStock}, 'racer@example.com', now() from generate_series(1, 19)`,
    );
    const answers = await Promise.all(sizes.map((id) => post({ price_variation_id: id, email: 'racer@example.com' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 429, 429, 429, 429]);
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from stock_alerts where email = 'racer@example.com'`,
    );
    expect(row?.n).toBe(20);
  });
});

describe('POST /stock-alerts per client', () => {
  it('refuses a client its 21st request within the hour', async () => {
    const t = await createTestApp('pglite', { env: { RATE_LIMITS: 'true', CATALOG_POLL_MS: '0' } });
    try {
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/stock-alerts',
          payload: { price_variation_id: 1, email: 'a@example.com' },
        });
      for (let i = 0; i < 20; i++) expect((await send()).statusCode).toBe(404);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await t.close();
    }
  });
});
