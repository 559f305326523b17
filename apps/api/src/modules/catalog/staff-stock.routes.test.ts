import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../../testing/accounts.ts';
import { staffKey, staffPerson, staffSignIn, auditOf as auditOfEntity } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from './catalog.fixtures.ts';

const REASON = 'Counted on the shelf';
const REASON_MESSAGE = 'Say why the stock changes (a count, a delivery, breakage).';

describe.each(testDatabases())('the staff stock call on %s', (kind) => {
  let t: TestApp;
  let size: number;
  /** A fulfilment service account's key: the role that counts stock. */
  let fulfilment: Record<string, string>;
  const put = (id: number | string, payload: unknown, headers: Record<string, string> = fulfilment) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/staff/stock/${id}`, payload: payload as object, headers });
  const stockOf = async (id: number) =>
    (await queryRows<{ stock: number }>(t.db, sql`select stock from price_variations where id = ${id}`))[0]!.stock;
  const auditOf = (id: number) => auditOfEntity(t, 'stock', id);

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    const [row] = await queryRows<{ id: number; product_id: number }>(
      t.db,
      sql`select pv.id from price_variations pv join products p on p.id = pv.product_id where p.route = 'alpha-blanc-reserve-1'`,
    );
    size = Number(row!.id);
    fulfilment = { authorization: `Bearer ${await staffKey(t, 'fulfilment')}` };
  });
  afterAll(() => t?.close());

  it("sets a size's stock, and the product page shows it once the call has answered", async () => {
    const res = await put(size, { stock: 0, reason: REASON });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ price_variation_id: size, product_id: expect.any(Number), stock: 0 });
    expect(res.headers['cache-control']).toBe('no-store');
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/product-detail/alpha-blanc-reserve-1' });
    expect(page.json().product.price_variation[0].stock).toBe(0);
    expect((await put(size, { stock: 12, reason: 'Delivery from the importer' })).json().stock).toBe(12);
  });

  it('records each change in the audit log: the stock before and after, the reason and who set it', async () => {
    const before = await stockOf(size);
    const entries = (await auditOf(size)).length;
    expect((await put(size, { stock: 7, reason: '  Two bottles broke  ' })).statusCode).toBe(200);
    const [entry, ...more] = (await auditOf(size)).slice(entries);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'stock.set',
      staffId: expect.any(Number),
      actor: expect.stringMatching(/^fulfilment bot <.+> \(fulfilment\)$/),
      before: { stock: before },
      // The reason as staff meant it: trimmed.
      after: { stock: 7, reason: 'Two bottles broke' },
      requestId: expect.any(String),
    });
  });

  it('answers only to staff whose role may write stock, and changes nothing otherwise', async () => {
    const stock = await stockOf(size);
    const entries = (await auditOf(size)).length;
    const refusals: Array<[Record<string, string>, number, string]> = [
      [{}, 401, 'STAFF_LOGIN_REQUIRED'],
      // A customer's session is no staff credential, and neither is a key nobody was given.
      [(await signUp(t)).headers, 401, 'STAFF_ONLY'],
      [{ authorization: `Bearer sk_${'A'.repeat(43)}` }, 401, 'STAFF_SESSION_INVALID'],
      // Support answers customers but does not touch stock.
      [{ authorization: `Bearer ${await staffKey(t, 'support')}` }, 403, 'STAFF_FORBIDDEN'],
    ];
    for (const [headers, status, code] of refusals) {
      const res = await put(size, { stock: 1, reason: REASON }, headers);
      expect(res.statusCode, code).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect(await stockOf(size)).toBe(stock);
    expect(await auditOf(size)).toHaveLength(entries);
  });

  it("takes a signed-in manager's session, with the CSRF token on the write, and audits them by name", async () => {
    const person = await staffPerson(t, 'manager');
    const session = await staffSignIn(t, person);
    // The cookie alone could be a forged cross-site request: refused before anything is written.
    const forged = await put(size, { stock: 4, reason: REASON }, { cookie: session.cookie });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('CSRF_FAILED');
    expect((await put(size, { stock: 4, reason: REASON }, session.headers)).statusCode).toBe(200);
    expect((await auditOf(size)).at(-1)).toMatchObject({
      staffId: person.id,
      actor: `manager person <${person.email}> (manager)`,
      after: { stock: 4, reason: REASON },
    });
  });

  it.each([
    [{ stock: -1, reason: REASON }, 'stock', 'stock cannot be below 0.'],
    [{ stock: 2.5, reason: REASON }, 'stock', 'stock must be a whole number.'],
    [{ stock: 100_001, reason: REASON }, 'stock', 'stock is at most 100,000.'],
    [{ reason: REASON }, 'stock', 'stock must be a number.'],
    // Every change says why, so the audit log can answer "where did those bottles go?".
    [{ stock: 3 }, 'reason', REASON_MESSAGE],
    [{ stock: 3, reason: '  ok  ' }, 'reason', REASON_MESSAGE],
    [{ stock: 3, reason: 'x'.repeat(201) }, 'reason', 'The reason is at most 200 characters.'],
  ])('refuses %j', async (body, field, message) => {
    const stock = await stockOf(size);
    const entries = (await auditOf(size)).length;
    const res = await put(size, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await stockOf(size)).toBe(stock);
    expect(await auditOf(size)).toHaveLength(entries);
  });

  it('answers 404 for a size nobody sells, and audits nothing', async () => {
    expect((await put(999_999, { stock: 3, reason: REASON })).statusCode).toBe(404);
    expect(await auditOf(999_999)).toEqual([]);
  });
});
