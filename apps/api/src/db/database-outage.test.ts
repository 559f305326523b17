import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.ts';
import { seedCatalogFixture } from '../modules/catalog/catalog.fixtures.ts';
import { startPostgres, type PostgresServer } from '../testing/services.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { buildCheckedApp } from '../testing/test-app.ts';

/**
 * PostgreSQL stopped and started under a running server: calls that need it answer 503 with the error payload
 * (never a 500, never a hang), catalog reads go on from memory, and everything recovers by itself.
 * It runs its own PostgreSQL, so the shared one other suites use is never touched.
 */
describe('a PostgreSQL outage', () => {
  let pg: PostgresServer;
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildCheckedApp>>;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ method, url, payload });
  const search = () => call('POST', '/api/v1/global-search', { query: 'rouge' });

  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));

  beforeAll(async () => {
    pg = await startPostgres();
    database = await openDatabase({ url: pg.url, poolSize: 4, connectTimeoutMs: 1000 });
    await seedCatalogFixture(database.db);
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: dist,
      MAX_EVENT_LOOP_DELAY_MS: '0',
      RATE_LIMITS: 'false',
      CATALOG_CACHE: 'false',
      CATALOG_POLL_MS: '0',
    });
    app = await buildCheckedApp({ env, db: database.db, orderSql: database.orderSql });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await pg?.destroy();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers 503 while it is down, serves the catalog from memory, and recovers when it is back', async () => {
    expect((await search()).statusCode).toBe(200);
    expect((await call('GET', '/ready')).statusCode).toBe(200);

    await pg.stop();
    const started = Date.now();
    for (const res of [
      await call('GET', '/api/v1/blog-list'),
      await call('POST', '/api/v1/subscribers', { email: 'down@example.com' }),
    ]) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({
        error: expect.any(String),
        code: 'SERVICE_UNAVAILABLE',
        requestId: expect.any(String),
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await call('GET', '/ready')).json()).toMatchObject({ code: 'NOT_READY' });
    const listing = await call('GET', '/api/v1/product-list/wine');
    expect(listing.statusCode).toBe(200);
    expect(listing.json().total).toBe(35);
    // search reads the catalog in memory too (decision 003)
    expect((await search()).json().products.length).toBeGreaterThan(0);
    await app.catalog.refresh(); // a feed read during the outage is survived
    // Pages: the catalog's are known from memory; a blog post cannot be checked, so the app comes with a 503.
    expect((await call('GET', '/shop/wine')).statusCode).toBe(200);
    const post = await call('GET', '/blog/guides/some-post');
    expect(post.statusCode).toBe(503);
    expect(post.headers['content-type']).toMatch(/text\/html/);

    await pg.start();
    await expect
      .poll(async () => (await call('GET', '/api/v1/blog-list')).statusCode, { timeout: 15_000, interval: 250 })
      .toBe(200);
    expect((await call('GET', '/ready')).statusCode).toBe(200);
    expect((await call('POST', '/api/v1/subscribers', { email: 'back@example.com' })).statusCode).toBe(201);
  }, 60_000);
});
