import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from './catalog.fixtures.ts';

const STAFF_TOKEN = 'staff-secret-for-the-stock-tooling-tests-0';

describe('the stock tooling', () => {
  let t: TestApp;
  let size: number;
  const put = (id: number | string, payload: unknown, token: string | null = STAFF_TOKEN) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/staff/stock/${id}`,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { STAFF_TOKEN, CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    const [row] = await queryRows<{ id: number; product_id: number }>(
      t.db,
      sql`select pv.id from price_variations pv join products p on p.id = pv.product_id where p.route = 'alpha-blanc-reserve-1'`,
    );
    size = Number(row!.id);
  });
  afterAll(() => t?.close());

  it("sets a size's stock, and the product page shows it once the call has answered", async () => {
    const res = await put(size, { stock: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ price_variation_id: size, product_id: expect.any(Number), stock: 0 });
    expect(res.headers['cache-control']).toBe('no-store');
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/product-detail/alpha-blanc-reserve-1' });
    expect(page.json().product.price_variation[0].stock).toBe(0);
    expect((await put(size, { stock: 12 })).json().stock).toBe(12);
  });

  it('answers only to the staff token', async () => {
    expect((await put(size, { stock: 1 }, null)).statusCode).toBe(401);
    const wrong = await put(size, { stock: 1 }, 'not-the-staff-token-but-long-enough-xxxxx');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'STAFF_ONLY' });
    expect(
      (await queryRows<{ stock: number }>(t.db, sql`select stock from price_variations where id = ${size}`))[0]!.stock,
    ).toBe(12);
  });

  it.each([
    [{ stock: -1 }, 'stock cannot be below 0.'],
    [{ stock: 2.5 }, 'stock must be a whole number.'],
    [{ stock: 100_001 }, 'stock is at most 100,000.'],
    [{}, 'stock must be a number.'],
  ])('refuses %j', async (body, message) => {
    const res = await put(size, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.stock).toEqual([message]);
  });

  it('answers 404 for a size nobody sells', async () => {
    expect((await put(999_999, { stock: 3 })).statusCode).toBe(404);
  });
});

describe('the stock tooling without a staff token', () => {
  it('does not exist', async () => {
    const t = await createTestApp('pglite');
    try {
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: '/api/v1/staff/stock/1',
            headers: { authorization: `Bearer ${STAFF_TOKEN}` },
            payload: { stock: 3 },
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await t.close();
    }
  });
});
