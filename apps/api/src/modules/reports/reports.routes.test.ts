import { includedVat, REPORT_MESSAGES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../../testing/accounts.ts';
import { staffKey, staffPerson, staffSignIn } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';

interface Line {
  productId: number | null;
  name?: string;
  qty: number;
  unitFils: number;
}

describe.each(testDatabases())('the reports on %s', (kind) => {
  let t: TestApp;
  let manager: Record<string, string>;
  /** Two products of different categories: X (5 AED) and Y (210 AED). */
  let x: { id: number; categoryId: number; category: string };
  let y: { id: number; categoryId: number; category: string };
  const get = (url: string, headers = manager) => t.app.inject({ method: 'GET', url: `/api/v1/staff${url}`, headers });

  /** An order placed at `at` (an instant), written straight to the table as checkout would leave it. */
  async function order(at: string, state: string, lines: Line[], couponFils = 0) {
    const subtotal = lines.reduce((sum, l) => sum + l.qty * l.unitFils, 0);
    const total = subtotal - couponFils;
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into orders (state, fulfilment, slot_start, slot_end, payment, customer_name, customer_email,
        subtotal_fils, offer_discount_fils, coupon_discount_fils, shipping_fils, total_fils, vat_fils, created_at)
        values (${state}, 'delivery', ${at}, ${at}, 'cod', 'Layla Haddad', 'layla@example.com', ${subtotal}, 0,
        ${couponFils}, 0, ${total}, ${includedVat(total)}, ${at}) returning id`,
    );
    for (const l of lines)
      await t.db.execute(
        sql`insert into order_lines (order_id, product_id, name, size, image, unit_fils, qty, line_fils, is_wine)
          values (${row!.id}, ${l.productId}, ${l.name ?? `Product ${l.productId}`}, '750 ml', '', ${l.unitFils},
          ${l.qty}, ${l.unitFils * l.qty}, true)`,
      );
  }

  beforeAll(async () => {
    t = await createTestApp(kind, {
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    manager = { authorization: `Bearer ${await staffKey(t, 'manager')}` };
    const products = await queryRows<{ id: number; categoryId: number; category: string }>(
      t.db,
      sql`select distinct on (p.category_id) p.id, p.category_id as "categoryId", c.title as category
        from products p join categories c on c.id = p.category_id order by p.category_id, p.id`,
    );
    [x, y] = products as [typeof x, typeof y];
    // Sunday 1 March 2026, 23:00 in the UAE (19:00 UTC): the 1st, in the week of Monday 23 February.
    await order('2026-03-01T19:00:00Z', 'delivered', [{ productId: y.id, qty: 1, unitFils: 21_000 }], 1_000);
    // Monday 2 March, 01:30 in the UAE, though still the 1st in UTC.
    await order('2026-03-01T21:30:00Z', 'delivered', [{ productId: x.id, qty: 2, unitFils: 5_000 }]);
    await order('2026-04-10T08:00:00Z', 'delivered', [
      { productId: x.id, qty: 1, unitFils: 5_000 },
      { productId: null, name: '=HYPERLINK("http://evil.example","Win")', qty: 1, unitFils: 1_050 },
    ]);
    // Not sales: cancelled, refused at the door, still on its way.
    await order('2026-03-02T08:00:00Z', 'cancelled', [{ productId: x.id, qty: 9, unitFils: 5_000 }]);
    await order('2026-03-02T09:00:00Z', 'refused', [{ productId: x.id, qty: 9, unitFils: 5_000 }]);
    await order('2026-03-02T10:00:00Z', 'out_for_delivery', [{ productId: y.id, qty: 9, unitFils: 5_000 }]);
  });
  afterAll(() => t?.close());

  const money = (grossFils: number, vatFils = includedVat(grossFils)) => ({
    net: (grossFils - vatFils) / 100,
    vat: vatFils / 100,
    gross: grossFils / 100,
  });

  it('sums delivered orders by day of the shop calendar, every day of the span listed', async () => {
    const res = await get('/reports/sales?from=2026-03-01&to=2026-03-03&by=day');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: '2026-03-01',
      to: '2026-03-03',
      by: 'day',
      rows: [
        { period: '2026-03-01', orders: 1, ...money(20_000) },
        { period: '2026-03-02', orders: 1, ...money(10_000) },
        { period: '2026-03-03', orders: 0, net: 0, vat: 0, gross: 0 },
      ],
      totals: { orders: 2, ...money(30_000, includedVat(20_000) + includedVat(10_000)) },
    });
  });

  it('sums them by ISO week (from Monday) and by month', async () => {
    const weeks = (await get('/reports/sales?from=2026-03-01&to=2026-03-10&by=week')).json();
    expect(weeks.rows.map((r: { period: string; orders: number }) => [r.period, r.orders])).toEqual([
      ['2026-02-23', 1],
      ['2026-03-02', 1],
      ['2026-03-09', 0],
    ]);
    const months = (await get('/reports/sales?from=2026-02-01&to=2026-04-30&by=month')).json();
    expect(months.rows).toEqual([
      { period: '2026-02-01', orders: 0, net: 0, vat: 0, gross: 0 },
      { period: '2026-03-01', orders: 2, ...money(30_000, includedVat(20_000) + includedVat(10_000)) },
      { period: '2026-04-01', orders: 1, ...money(6_050) },
    ]);
  });

  it('without dates covers the last 30 days up to today', async () => {
    const res = (await get('/reports/sales')).json();
    expect(res.rows).toHaveLength(30);
    expect(res.by).toBe('day');
    expect(res.to >= '2026-01-01').toBe(true);
  });

  it('sums sold lines by category and by product, best-selling first', async () => {
    const span = 'from=2026-03-01&to=2026-04-30';
    const categories = (await get(`/reports/categories?${span}`)).json();
    expect(categories.rows).toEqual(
      expect.arrayContaining([
        { category_id: y.categoryId, category: y.category, units: 1, ...money(21_000) },
        { category_id: x.categoryId, category: x.category, units: 3, ...money(15_000) },
        { category_id: null, category: 'No longer in the catalog', units: 1, ...money(1_050) },
      ]),
    );
    const products = (await get(`/reports/products?${span}`)).json();
    expect(products.rows.map((r: { product_id: number | null; units: number }) => [r.product_id, r.units])).toEqual([
      [y.id, 1],
      [x.id, 3],
      [null, 1],
    ]);
  });

  it('values the stock at cost and at price, by category', async () => {
    await t.db.execute(sql`update price_variations set cost_fils = price_fils / 2`);
    const [expected] = await queryRows<{ units: number; cost: number; price: number }>(
      t.db,
      sql`select sum(stock)::int as units, sum(stock::bigint * cost_fils)::float8 as cost,
        sum(stock::bigint * price_fils)::float8 as price from price_variations where stock > 0`,
    );
    const res = (await get('/reports/stock-value')).json();
    expect(res.totals).toEqual({
      units: expected!.units,
      at_cost: expected!.cost / 100,
      at_price: expected!.price / 100,
    });
    expect(res.rows.length).toBeGreaterThan(1);
    expect(res.rows.reduce((sum: number, r: { units: number }) => sum + r.units, 0)).toBe(expected!.units);
  });

  it('exports each report as CSV, a cell that would be a formula kept as text', async () => {
    const sales = await get('/reports/sales.csv?from=2026-03-01&to=2026-03-02');
    expect(sales.statusCode).toBe(200);
    expect(sales.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(sales.headers['content-disposition']).toMatch(/^attachment; filename="sales-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(sales.body).toBe(
      'day,orders,net_aed,vat_aed,gross_aed\r\n' +
        `2026-03-01,1,${money(20_000).net},${money(20_000).vat},200\r\n` +
        `2026-03-02,1,${money(10_000).net},${money(10_000).vat},100\r\n` +
        `total,2,${(30_000 - includedVat(20_000) - includedVat(10_000)) / 100},${(includedVat(20_000) + includedVat(10_000)) / 100},300\r\n`,
    );
    const products = await get('/reports/products.csv?from=2026-04-01&to=2026-04-30');
    expect(products.body.split('\r\n')[0]).toBe('product_id,product,units,net_aed,vat_aed,gross_aed');
    expect(products.body).toContain(`,"'=HYPERLINK(""http://evil.example"",""Win"")",1,`);
    const categories = await get('/reports/categories.csv?from=2026-04-01&to=2026-04-30');
    expect(categories.body.split('\r\n')[0]).toBe('category_id,category,units,net_aed,vat_aed,gross_aed');
    const stock = await get('/reports/stock-value.csv');
    expect(stock.body.split('\r\n')[0]).toBe('category_id,category,units,at_cost_aed,at_price_aed');
    expect(stock.body).toMatch(/\r\n,total,\d+,/);
  });

  const calls = [
    '/reports/sales',
    '/reports/sales.csv',
    '/reports/categories',
    '/reports/categories.csv',
    '/reports/products',
    '/reports/products.csv',
    '/reports/stock-value',
    '/reports/stock-value.csv',
  ];

  it('answers only to staff who may read reports: an editor, fulfilment and support get 403', async () => {
    const refusals: Array<[Record<string, string>, number, string]> = [
      [{}, 401, 'STAFF_LOGIN_REQUIRED'],
      [(await signUp(t)).headers, 401, 'STAFF_ONLY'],
      [{ authorization: `Bearer ${await staffKey(t, 'editor')}` }, 403, 'STAFF_FORBIDDEN'],
      [{ authorization: `Bearer ${await staffKey(t, 'fulfilment')}` }, 403, 'STAFF_FORBIDDEN'],
      [{ authorization: `Bearer ${await staffKey(t, 'support')}` }, 403, 'STAFF_FORBIDDEN'],
    ];
    for (const url of calls)
      for (const [headers, status, code] of refusals) {
        const res = await get(url, headers);
        expect(res.statusCode, `${url} ${code}`).toBe(status);
        expect(res.json().code).toBe(code);
      }
    // An owner signed in (a service account is never an owner), reading with the session cookie.
    const owner = (await staffSignIn(t, await staffPerson(t, 'owner'))).headers;
    for (const url of calls) expect((await get(url, owner)).statusCode, url).toBe(200);
  });

  it.each([
    ['from=2026-02-30', 'from', REPORT_MESSAGES.dateInvalid],
    ['from=yesterday', 'from', REPORT_MESSAGES.dateInvalid],
    ['to=2026-13-01', 'to', REPORT_MESSAGES.dateInvalid],
    ['to=20260301', 'to', REPORT_MESSAGES.dateInvalid],
    ['from=2026-03-02&to=2026-03-01', 'from', REPORT_MESSAGES.rangeReversed],
    ['from=2020-01-01&to=2026-01-01', 'to', REPORT_MESSAGES.rangeTooLong],
  ])('refuses %s on every dated report, on its field', async (query, field, message) => {
    for (const url of calls.filter((u) => !u.includes('stock-value'))) {
      const res = await get(`${url}?${query}`);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[field], url).toContain(message);
    }
  });

  it.each(['year', '', 'DAY'])('refuses by=%s on the sales report', async (by) => {
    for (const url of ['/reports/sales', '/reports/sales.csv']) {
      const res = await get(`${url}?by=${by}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.by).toContain(REPORT_MESSAGES.periodUnknown);
    }
  });
});
