import type { StockPage, StockSize } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../lib/csv.ts';
import { staffKey } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from './catalog.fixtures.ts';

/** The fixture's sizes: 40 products, the first three reds with a second size (1.5 L). */
const SIZES = 43;
/** Sizes at 4 or less in the fixture: the first red (0), the three 1.5 L (4) and the five whiskeys (3). */
const AT_MOST_4 = 9;

describe.each(testDatabases())('the staff stock list on %s', (kind) => {
  let t: TestApp;
  /** A fulfilment service account's key: the role that counts stock. */
  let fulfilment: Record<string, string>;
  const get = (url: string, headers: Record<string, string> = fulfilment) =>
    t.app.inject({ method: 'GET', url: `/api/v1/staff${url}`, headers });
  const page = async (query: string): Promise<StockPage> => {
    const res = await get(`/stock?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const names = (sizes: StockSize[]) => sizes.map((s) => `${s.name} ${s.size}`);

  beforeAll(async () => {
    t = await createTestApp(kind, {
      // Not the default (5), to show the setting is what `low=1` applies.
      env: { CATALOG_POLL_MS: '0', LOW_STOCK_THRESHOLD: '4' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    fulfilment = { authorization: `Bearer ${await staffKey(t, 'fulfilment')}` };
  });
  afterAll(() => t?.close());

  it('lists every size by product name, names as text, with its product, category, size, price and stock', async () => {
    const all = await page('');
    expect(all).toMatchObject({ current_page: 1, last_page: 1, per_page: 50, from: 1, to: SIZES, total: SIZES });
    expect(all.low_stock_threshold).toBe(4);
    expect(all.data[0]).toEqual({
      price_variation_id: expect.any(Number),
      product_id: expect.any(Number),
      // Stored as `Alpha Blanc <em>Reserve</em> 1`: the back office prints text.
      name: 'Alpha Blanc Reserve 1',
      route: 'alpha-blanc-reserve-1',
      category: { id: expect.any(Number), route: 'wine', name: 'Wine' },
      size: '750 ml',
      price: 55,
      stock: 5,
      on_sale: true,
    });
    // A product's sizes stay together, in their order.
    const rouge = names(all.data).filter((n) => n.startsWith('Alpha Rouge No. 1 '));
    expect(rouge).toEqual(['Alpha Rouge No. 1 750 ml', 'Alpha Rouge No. 1 1.5 L']);
    expect(names(all.data).at(-1)).toBe('Glen Arden 16 Year Single Malt 700 ml');
    expect((await page('dir=desc')).data[0]!.name).toBe('Glen Arden 16 Year Single Malt');
  });

  it('pages on the server: pages of any size add up to the whole list, without overlap', async () => {
    const whole = (await page('per_page=200')).data.map((s) => s.price_variation_id);
    const second = await page('per_page=10&page=2');
    expect(second).toMatchObject({ current_page: 2, last_page: 5, per_page: 10, from: 11, to: 20, total: SIZES });
    const pages = [(await page('per_page=10')).data, second.data];
    for (const n of [3, 4, 5]) pages.push((await page(`per_page=10&page=${n}`)).data);
    expect(pages.map((p) => p.length)).toEqual([10, 10, 10, 10, 3]);
    expect(pages.flat().map((s) => s.price_variation_id)).toEqual(whole);
    // Past the last page: an empty page that still says how many there are.
    expect(await page('per_page=10&page=6')).toMatchObject({ data: [], from: null, to: null, total: SIZES });
  });

  it('sorts by stock either way, by name among equal stock', async () => {
    const up = (await page('sort=stock&per_page=200')).data;
    expect(up.map((s) => s.stock)).toEqual(up.map((s) => s.stock).sort((a, b) => a - b));
    expect(names(up).slice(0, 2)).toEqual(['Alpha Rouge No. 1 750 ml', 'Glen Arden 12 Year Single Malt 700 ml']);
    const down = (await page('sort=stock&dir=desc&per_page=200')).data;
    expect(down.map((s) => s.stock)).toEqual(up.map((s) => s.stock).reverse());
    expect(down.at(-1)!.stock).toBe(0);
  });

  it('searches product names in any case, across their markup, with % and _ taken as themselves', async () => {
    const reserve = await page('search=BLANC%20reserve');
    expect(reserve.total).toBe(10);
    expect(reserve.data.every((s) => s.name.startsWith('Alpha Blanc Reserve'))).toBe(true);
    // "Alpha Rouge No. 1" (two sizes) and Nos. 10 to 19.
    expect((await page('search=rouge%20no.%201')).total).toBe(12);
    expect((await page('search=%25')).total).toBe(0);
    expect((await page('search=alpha_rouge')).total).toBe(0);
    expect((await page('search=%20%20')).total).toBe(SIZES);
  });

  it('keeps the sizes at or below LOW_STOCK_THRESHOLD with low=1, with a search too', async () => {
    const low = await page('low=1&per_page=200');
    expect(low.total).toBe(AT_MOST_4);
    expect(low.data.every((s) => s.stock <= 4)).toBe(true);
    expect((await page('low=0')).total).toBe(SIZES);
    expect((await page('low=1&search=glen&sort=stock')).total).toBe(5);
  });

  it('lists a size of a product taken off sale, and says it is off sale', async () => {
    await t.db.execute(sql`update products set is_active = false where route = 'alpha-rouge-no-25'`);
    const [size] = (await page('search=rouge%20no.%2025')).data;
    expect(size).toMatchObject({ name: 'Alpha Rouge No. 25', on_sale: false });
    await t.db.execute(sql`update products set is_active = true where route = 'alpha-rouge-no-25'`);
  });

  it.each([
    ['per_page=0', 'per_page', 'per_page must be 1 or more.'],
    ['per_page=201', 'per_page', 'per_page is at most 200.'],
    ['page=-1', 'page', 'page must be 1 or more.'],
    ['sort=price', 'sort', 'sort is one of name, stock.'],
    ['dir=up', 'dir', 'dir is asc or desc.'],
    ['low=yes', 'low', 'low is 1 or 0.'],
    [`search=${'x'.repeat(101)}`, 'search', 'Search for at most 100 characters.'],
  ])('refuses %s', async (query, field, message) => {
    const res = await get(`/stock?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('answers only to roles that may read stock', async () => {
    const support = { authorization: `Bearer ${await staffKey(t, 'support')}` };
    for (const url of ['/stock', '/stock.csv']) {
      expect((await get(url, {})).statusCode).toBe(401);
      const refused = await get(url, support);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe('STAFF_FORBIDDEN');
    }
    const manager = { authorization: `Bearer ${await staffKey(t, 'manager')}` };
    expect((await get('/stock.csv', manager)).statusCode).toBe(200);
  });

  it('exports every size as a CSV file, by product name, for a spreadsheet', async () => {
    const res = await get('/stock.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="stock-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFFsize_id,product,size,stock\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['size_id', 'product', 'size', 'stock']);
    const listed = (await page('per_page=200')).data;
    expect(rows).toEqual(listed.map((s) => [String(s.price_variation_id), s.name, s.size, String(s.stock)]));
  });

  // Last: it renames products.
  it('quotes names with commas and quotes, and neutralises names a spreadsheet would run', async () => {
    const renamed: Array<[string, string]> = [
      ['alpha-rouge-no-2', '=HYPERLINK("https://evil.example","Click")'],
      ['alpha-rouge-no-3', '@SUM(A1:A9)'],
      ['alpha-rouge-no-4', '+971 Reserve'],
      ['alpha-rouge-no-5', '-10% Rosé'],
      // A line break in a name is HTML's white space: the name's text has none (csv.test.ts quotes them).
      ['alpha-rouge-no-6', 'Château "Grand", Vin\nde Table'],
    ];
    for (const [route, name] of renamed)
      await t.db.execute(sql`update products set name = ${name} where route = ${route}`);
    const { body } = await get('/stock.csv');
    expect(body).toContain(`,"'=HYPERLINK(""https://evil.example"",""Click"")",750 ml,`);
    expect(body).toContain(`,"Château ""Grand"", Vin de Table",750 ml,`);
    const products = parseCsv(body).map((row) => row[1]!);
    expect(products).toEqual(
      expect.arrayContaining([`'=HYPERLINK("https://evil.example","Click")`, "'@SUM(A1:A9)", "'+971 Reserve"]),
    );
    expect(products).toContain("'-10% Rosé");
    // No text cell of the file starts a formula.
    expect(
      parseCsv(body)
        .flatMap((row) => [row[1]!, row[2]!])
        .filter((cell) => /^[=+\-@]/.test(cell)),
    ).toEqual([]);
  });
});
