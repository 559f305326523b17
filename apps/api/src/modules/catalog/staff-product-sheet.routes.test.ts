import { PRODUCT_CSV_COLUMNS, PRODUCT_IMPORT_IMAGE, PRODUCT_SHEET_MESSAGES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { formatCsv, parseCsv } from '../../lib/csv.ts';
import { auditOf, staffKey } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from './catalog.fixtures.ts';

type Headers = Record<string, string>;
const SIZES = 43;
const HEADER = [...PRODUCT_CSV_COLUMNS];

/** A row of the file, in the export's column order; `over` replaces columns by name. */
const row = (over: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>> = {}) => {
  const base = {
    product_route: 'bulk-new-red',
    name: 'Bulk New Red',
    category_route: 'wine',
    subcategory_route: 'red-wine',
    brand_route: 'alpha-estate',
    origin: 'France, Bordeaux',
    size: '750 ml',
    price_aed: '89.50',
    offer_price_aed: '0.00',
    cost_aed: '40.00',
    stock: '0',
    pack_size: '1',
    active: 'yes',
    ...over,
  };
  return PRODUCT_CSV_COLUMNS.map((c) => base[c]);
};

describe.each(testDatabases())('the staff product file on %s', (kind) => {
  let t: TestApp;
  let manager: Headers;
  let editor: Headers;

  const exported = async (query = '', headers = manager) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/staff/products.csv${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return parseCsv(res.body);
  };
  const importCsv = (csv: string, dryRun: boolean, headers: Headers = manager, contentType = 'text/csv') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/products/import${dryRun ? '?dry_run=1' : ''}`,
      headers: { 'content-type': contentType, ...headers },
      payload: csv,
    });
  const counts = async () =>
    (
      await queryRows<{ products: number; sizes: number; audits: number }>(
        t.db,
        sql`select (select count(*)::int from products) as products,
          (select count(*)::int from price_variations) as sizes,
          (select count(*)::int from audit_log where entity in ('product', 'product_price')) as audits`,
      )
    )[0]!;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '0' },
      seed: async (db) => void (await seedCatalogFixture(db)),
    });
    manager = { authorization: `Bearer ${await staffKey(t, 'manager')}` };
    editor = { authorization: `Bearer ${await staffKey(t, 'editor')}` };
  });
  afterAll(() => t?.close());

  it('exports one row per size, filtered as the product list is, amounts in AED', async () => {
    const [header, ...rows] = await exported();
    expect(header).toEqual(HEADER);
    expect(rows).toHaveLength(SIZES);
    const [first] = rows;
    expect(first![0]).toBe('alpha-blanc-reserve-1');
    expect(first![7]).toMatch(/^\d+\.\d{2}$/);
    const [, ...searched] = await exported('?search=alpha%20blanc%20reserve%201');
    expect(searched.map((r) => r[0])).toEqual(['alpha-blanc-reserve-1', 'alpha-blanc-reserve-10']);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/staff/products.csv?state=gone', headers: manager });
    expect(bad.statusCode).toBe(400);
  });

  it('takes back its own export unchanged: every row unchanged, nothing written', async () => {
    const [header, ...rows] = await exported();
    const before = await counts();
    const dry = await importCsv(formatCsv([header!, ...rows]), true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().rows.every((r: { action: string }) => r.action === 'unchanged')).toBe(true);
    const res = await importCsv(formatCsv([header!, ...rows]), false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, products_created: 0, products_changed: 0 });
    expect(await counts()).toEqual(before);
  });

  it('shows a dry run row by row, then applies it: a product created, a price changed and in the price history', async () => {
    const [, ...rows] = await exported('?search=alpha%20blanc%20reserve%201');
    const changed = [...rows[0]!];
    changed[7] = '123.45';
    const csv = formatCsv([HEADER, changed, row(), row({ size: '1.5 L', price_aed: '170', stock: '4' })]);
    const before = await counts();

    const dry = await importCsv(csv, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({
      applied: false,
      products_created: 1,
      products_changed: 1,
      rows: [
        expect.objectContaining({
          row: 2,
          product_route: 'alpha-blanc-reserve-1',
          action: 'change',
          changes: ['price_aed'],
        }),
        expect.objectContaining({ row: 3, product_route: 'bulk-new-red', size: '750 ml', action: 'create' }),
        expect.objectContaining({ row: 4, product_route: 'bulk-new-red', size: '1.5 L', action: 'create' }),
      ],
    });
    expect(await counts()).toEqual(before);

    const res = await importCsv(csv, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, products_created: 1, products_changed: 1 });
    const [created] = await queryRows<{ id: number; featured_img: string; is_active: boolean }>(
      t.db,
      sql`select id, featured_img, is_active from products where route = 'bulk-new-red'`,
    );
    expect(created).toMatchObject({ featured_img: PRODUCT_IMPORT_IMAGE, is_active: true });
    const product = (
      await t.app.inject({ method: 'GET', url: `/api/v1/staff/products/${created!.id}`, headers: manager })
    ).json();
    expect(product.sizes.map((s: Record<string, unknown>) => [s.value, s.price_fils, s.stock])).toEqual([
      ['750 ml', 8950, 0],
      ['1.5 L', 17000, 4],
    ]);
    expect(await auditOf(t, 'product', created!.id)).toEqual([expect.objectContaining({ action: 'product.create' })]);

    const [{ id: changedId } = { id: 0 }] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from products where route = 'alpha-blanc-reserve-1'`,
    );
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/staff/products/${changedId}/price-history`,
        headers: manager,
      })
    ).json();
    expect(history.changes[0]).toMatchObject({ after: { price_fils: 12_345 } });
    // The storefront follows at once: the catalog change was announced.
    const page = (await t.app.inject({ method: 'GET', url: '/api/v1/product-detail/bulk-new-red' })).json();
    expect(page.name ?? page.product?.name).toBe('Bulk New Red');
  });

  it('leaves nothing applied when only the last row fails, and lists every problem', async () => {
    const csv = formatCsv([
      HEADER,
      row({ product_route: 'bulk-all-or-nothing' }),
      row({ product_route: 'bulk-all-or-nothing-2' }),
      row({ product_route: 'bulk-all-or-nothing-3', offer_price_aed: '95.00' }),
    ]);
    const before = await counts();
    const res = await importCsv(csv, false);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: PRODUCT_SHEET_MESSAGES.importRefused });
    expect(res.json().errors.file).toEqual([
      expect.stringMatching(/^row 4: offer_price_aed: The offer price must be below/),
    ]);
    expect(await counts()).toEqual(before);

    const dry = (await importCsv(csv, true)).json();
    expect(dry.rows.map((r: { action: string }) => r.action)).toEqual(['create', 'create', 'refused']);
  });

  it('refuses bad input row by row: unknown references, duplicate sizes, negative stock, bad amounts', async () => {
    const csv = formatCsv([
      HEADER,
      row({ product_route: 'bulk-bad', category_route: 'no-such', brand_route: 'nobody', origin: 'Atlantis' }),
      row({ product_route: 'bulk-dup' }),
      row({ product_route: 'bulk-dup', size: '750 ML' }),
      row({ product_route: 'bulk-neg', stock: '-3', price_aed: '12,50', active: 'maybe' }),
      row({ product_route: 'Not A Route' }),
      ['too', 'few'],
    ]);
    const res = await importCsv(csv, false);
    expect(res.statusCode, res.body).toBe(422);
    const file: string[] = res.json().errors.file;
    expect(file).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^row 2: category_route "no-such" is not a top-level category/),
        expect.stringMatching(/^row 2: brand_route "nobody" is not a brand/),
        expect.stringMatching(/^row 2: origin "Atlantis"/),
        expect.stringMatching(/^row 4: the size "750 ML" is listed twice for this product \(also on row 3\)/),
        expect.stringMatching(/^row 5: price_aed "12,50" is not an amount/),
        expect.stringMatching(/^row 5: stock "'-3" is not a whole number/),
        expect.stringMatching(/^row 5: active "maybe" is yes or no/),
        expect.stringMatching(/^row 6: product_route: The route is lower-case/),
        expect.stringMatching(/^row 7: the row has 2 fields where the header has 13/),
      ]),
    );
    const badHeader = await importCsv('product_route,price\r\nx,1\r\n', true);
    expect(badHeader.json().rows[0].reasons[0]).toMatch(/^row 1: unknown column "price"/);
    expect((await importCsv('{}', false, manager, 'application/json')).statusCode).toBe(415);
    const empty = await importCsv('', false);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.file).toEqual([expect.stringMatching(/^row 1: the file is empty/)]);
  });

  it("refuses an editor's prices and stock through an import, but lets them change names", async () => {
    const [header, ...rows] = await exported('?search=alpha%20blanc%20reserve%202');
    const priced = rows.map((r) => [...r]);
    priced[0]![7] = '1.00';
    priced[0]![10] = String(Number(priced[0]![10]) + 1);
    const res = await importCsv(formatCsv([header!, ...priced]), false, editor);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.file).toEqual([
      `row 2: ${PRODUCT_SHEET_MESSAGES.pricingForbidden}`,
      `row 2: ${PRODUCT_SHEET_MESSAGES.stockForbidden}`,
    ]);
    const created = await importCsv(formatCsv([HEADER, row({ product_route: 'bulk-by-editor' })]), true, editor);
    expect(created.json().rows[0].reasons).toEqual([`row 2: ${PRODUCT_SHEET_MESSAGES.pricingForbidden}`]);

    const renamed = rows.map((r) => [...r]);
    renamed[0]![1] = 'Alpha Blanc Renamed';
    const ok = await importCsv(formatCsv([header!, ...renamed]), false, editor);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().rows[0]).toMatchObject({ action: 'change', changes: ['name'] });

    const fulfilment = { authorization: `Bearer ${await staffKey(t, 'fulfilment')}` };
    expect((await importCsv(formatCsv([header!, ...renamed]), true, fulfilment)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/staff/products.csv', headers: fulfilment })).statusCode,
    ).toBe(403);
  });
});
