import { STOCK_IMPORT_MAX_BYTES, STOCK_MESSAGES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { formatCsv, parseCsv } from '../../lib/csv.ts';
import { readOutbox } from '../../notifier/outbox.ts';
import { staffKey, staffPerson, staffSignIn, auditOf as auditOfEntity } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { sizeId } from '../stock-alerts/stock-alerts.fixtures.ts';
import { seedCatalogFixture } from './catalog.fixtures.ts';

const REASON = 'Monthly stock count';
const SIZES = 43;

describe.each(testDatabases())('the staff stock import on %s', (kind) => {
  let t: TestApp;
  /** A fulfilment service account's key: the role that counts stock. */
  let fulfilment: Record<string, string>;
  /** Sends a stock file, with `reason` in the query (null: none). */
  const importCsv = (csv: string, reason: string | null = REASON, headers: Record<string, string> = fulfilment) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/stock/import${reason === null ? '' : `?reason=${encodeURIComponent(reason)}`}`,
      headers: { 'content-type': 'text/csv', ...headers },
      payload: csv,
    });
  const exported = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/staff/stock.csv', headers: fulfilment })).body;
  const stockById = async () =>
    new Map(
      (await queryRows<{ id: number; stock: number }>(t.db, sql`select id, stock from price_variations`)).map((r) => [
        Number(r.id),
        Number(r.stock),
      ]),
    );
  const auditCount = async () =>
    (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log where entity = 'stock'`))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    fulfilment = { authorization: `Bearer ${await staffKey(t, 'fulfilment')}` };
  });
  afterAll(() => t?.close());

  it('takes back the file it exported, edited: changes what differs, audits each change with the reason', async () => {
    const [header, ...rows] = parseCsv(await exported());
    expect(rows).toHaveLength(SIZES);
    // Three counts differ from the shelf's; the rest are as they were.
    const edited = rows.map((row, i) => (i < 3 ? [row[0]!, row[1]!, row[2]!, String(Number(row[3]) + 7)] : row));
    const before = await stockById();
    const res = await importCsv(formatCsv([header!, ...edited]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: 3, unchanged: SIZES - 3 });

    const after = await stockById();
    for (const row of edited) expect(after.get(Number(row[0]))).toBe(Number(row[3]));
    for (const row of edited.slice(0, 3)) {
      const id = Number(row[0]);
      expect(await auditOfEntity(t, 'stock', id)).toEqual([
        expect.objectContaining({
          action: 'stock.import',
          entity: 'stock',
          entityId: String(id),
          staffId: expect.any(Number),
          actor: expect.stringMatching(/^fulfilment bot <.+> \(fulfilment\)$/),
          before: { stock: before.get(id) },
          after: { stock: Number(row[3]), reason: REASON },
          requestId: expect.any(String),
        }),
      ]);
    }
    expect(await auditOfEntity(t, 'stock', Number(edited[3]![0]))).toEqual([]);
    // The product page shows the file's stock once the call has answered (the first row: the first by name).
    expect(rows[0]![1]).toBe('Alpha Blanc Reserve 1');
    const page = (await t.app.inject({ method: 'GET', url: '/api/v1/product-detail/alpha-blanc-reserve-1' })).json();
    expect(page.product.price_variation[0].stock).toBe(Number(edited[0]![3]));

    // The same file again changes nothing, and audits nothing.
    const entries = await auditCount();
    expect((await importCsv(formatCsv([header!, ...edited]))).json()).toEqual({ changed: 0, unchanged: SIZES });
    expect(await auditCount()).toBe(entries);
  });

  it('refuses a file with one bad row among good ones, names each bad row, and changes nothing', async () => {
    const [a, b, c] = [
      await sizeId(t, 'alpha-rouge-no-10'),
      await sizeId(t, 'alpha-rouge-no-11'),
      await sizeId(t, 'alpha-rouge-no-12'),
    ];
    const before = await stockById();
    const entries = await auditCount();
    const csv = ['size_id,stock', `${a},50`, `${b},51`, `${c},-3`, '999999,5', `${a},52`, ''].join('\r\n');
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: STOCK_MESSAGES.importRefused,
      errors: {
        file: [
          'row 4: stock "-3" is not a whole number from 0 to 100,000',
          'row 5: no size has id 999999',
          `row 6: size ${a} is listed twice (also on row 2)`,
        ],
      },
    });
    expect(await stockById()).toEqual(before);
    expect(await auditCount()).toBe(entries);
  });

  it.each([
    ['an empty file', '', 'row 1: the file is empty: its first row names the columns (size_id, product, size, stock)'],
    ['no header', '1,5\n', 'row 1: the first row must name the columns (size_id, product, size, stock)'],
    ['a quote left open', 'size_id,stock\n1,"5\n', 'row 2: a quoted field is never closed (a " is missing)'],
  ])('refuses %s', async (_what, csv, problem) => {
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: [problem] });
  });

  it('sends the back-in-stock alerts of a size the file brings back from 0', async () => {
    const size = await sizeId(t, 'alpha-rouge-no-1');
    expect((await stockById()).get(size)).toBe(0);
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stock-alerts',
      payload: { price_variation_id: size, email: 'restock@example.com' },
    });
    expect(request.statusCode).toBe(201);
    expect((await importCsv(`size_id,stock\r\n${size},6\r\n`)).json()).toEqual({ changed: 1, unchanged: 0 });
    const alerts = async () =>
      (await readOutbox(t.env.DATA_DIR)).filter((m) => m.to === 'restock@example.com' && m.purpose === 'stock-alert');
    await expect.poll(async () => (await alerts()).length).toBe(1);
    expect((await alerts())[0]!.subject).toBe('Back in stock: Alpha Rouge No. 1, 750 ml');
  });

  it('needs a reason, a CSV body, and a file of at most 2 MB', async () => {
    const size = await sizeId(t, 'alpha-rouge-no-20');
    const csv = `size_id,stock\n${size},1\n`;
    const entries = await auditCount();
    const missing = await importCsv(csv, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.reason).toEqual([STOCK_MESSAGES.reasonRequired]);
    expect((await importCsv(csv, '  ok  ')).json().errors.reason).toEqual([STOCK_MESSAGES.reasonRequired]);
    for (const type of ['application/json', 'text/plain']) {
      const res = await importCsv(JSON.stringify(csv), REASON, { ...fulfilment, 'content-type': type });
      expect(res.statusCode, type).toBe(415);
    }
    const huge = csv + `${size},1\n`.repeat(Math.ceil(STOCK_IMPORT_MAX_BYTES / 4));
    expect((await importCsv(huge)).statusCode).toBe(413);
    expect(await auditCount()).toBe(entries);
  });

  it('answers only to roles that may write stock, and takes a session with its CSRF token', async () => {
    const size = await sizeId(t, 'alpha-rouge-no-21');
    const csv = `size_id,stock\n${size},2\n`;
    const entries = await auditCount();
    const support = await importCsv(csv, REASON, { authorization: `Bearer ${await staffKey(t, 'support')}` });
    expect(support.statusCode).toBe(403);
    expect(support.json().code).toBe('STAFF_FORBIDDEN');
    expect((await importCsv(csv, REASON, {})).statusCode).toBe(401);
    const session = await staffSignIn(t, await staffPerson(t, 'manager'));
    const forged = await importCsv(csv, REASON, { cookie: session.cookie });
    expect(forged.json().code).toBe('CSRF_FAILED');
    expect(await auditCount()).toBe(entries);
    expect((await importCsv(csv, REASON, session.headers)).json()).toEqual({ changed: 1, unchanged: 0 });
    expect((await auditOfEntity(t, 'stock', size)).at(-1)).toMatchObject({
      actor: expect.stringMatching(/^manager person/),
    });
  });
});
