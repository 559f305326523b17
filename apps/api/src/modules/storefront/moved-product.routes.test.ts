import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffKey } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';

function makeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

describe.each(testDatabases())('a product page under a route the product no longer has, on %s', (kind) => {
  let t: TestApp;
  const dist = makeDist();
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { WEB_DIST_DIR: dist, CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    const headers = { authorization: `Bearer ${await staffKey(t, 'manager')}` };
    const product = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/products?search=alpha-rouge-no-2',
      headers,
    });
    const id = product.json().data[0].id as number;
    const read = (await t.app.inject({ method: 'GET', url: `/api/v1/staff/products/${id}`, headers })).json();
    const { id: _id, old_routes: _o, archived: _a, created_at: _c, sizes, ...rest } = read;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/staff/products/${id}`,
      headers,
      payload: {
        ...rest,
        route: 'alpha-rouge-second',
        sizes: sizes.map(({ discount_price_fils: _d, in_orders: _i, ...size }: Record<string, unknown>) => size),
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers 301 to the current route, keeping the category segment and the query', async () => {
    const old = await get('/product/alpha-rouge-no-2?ref=mail');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/product/alpha-rouge-second?ref=mail');
    const inCategory = await get('/product/wine/alpha-rouge-no-2');
    expect(inCategory.statusCode).toBe(301);
    expect(inCategory.headers.location).toBe('/product/wine/alpha-rouge-second');
    expect((await get('/product/alpha-rouge-second')).statusCode).toBe(200);
  });

  it('still answers 404 for a route no product ever had', async () => {
    expect((await get('/product/never-was-a-product')).statusCode).toBe(404);
  });
});
