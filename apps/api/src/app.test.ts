import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from './db/client.ts';
import { createTestApp, testDatabases, type TestApp } from './testing/test-app.ts';

describe.each(testDatabases())('app on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('answers an unknown API path with the error payload', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: expect.any(String), code: 'NOT_FOUND' });
  });

  it('answers an over-long path parameter with the error payload', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/product-detail/${'a'.repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ error: 'A path parameter is too long.', requestId: expect.any(String) });
    expect(res.headers['x-request-id']).toBe(res.json().requestId);
  });

  it('has pg_trgm available for search', async () => {
    const [row] = await queryRows<{ s: number }>(t.db, sql`select similarity('whiskey', 'wiskey') as s`);
    expect(Number(row?.s)).toBeGreaterThan(0.3);
  });
});

describe('storefront cache headers', () => {
  it('keeps hashed assets a year and revalidates the page, service worker and manifest', async () => {
    const { staticCacheControl } = await import('./modules/storefront/static-cache.ts');
    expect(staticCacheControl('/srv/dist/assets/index-a1b2.js')).toBe('public, max-age=31536000, immutable');
    expect(staticCacheControl('/srv/dist/assets/index-a1b2.css.br')).toMatch(/immutable/);
    for (const file of ['index.html', 'index.html.gz', 'sw.js', 'manifest.webmanifest', 'workbox-1234.js']) {
      expect(staticCacheControl(`/srv/dist/${file}`), file).toBe('no-cache');
    }
    expect(staticCacheControl('/srv/dist/icons/icon-192.png')).toBe('public, max-age=86400');
  });
});

describe('API documentation', () => {
  it('serves a human-readable page for the OpenAPI document, listing the catalog calls', async () => {
    const t = await createTestApp('pglite');
    try {
      const page = await t.app.inject({ method: 'GET', url: '/api/v1/docs/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/html/);
      const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
      for (const call of [
        '/api/v1/product-list/{cat}',
        '/api/v1/global-search',
        '/api/v1/blog-detail/{id}',
        '/api/v1/subscribers',
      ]) {
        expect(Object.keys(doc.paths), call).toContain(call);
      }
      expect(doc.paths['/api/v1/global-search'].post.requestBody).toBeDefined();
    } finally {
      await t.close();
    }
  });
});

describe('collapseSlashes', () => {
  it('makes repeated slashes of the path one, leaving the query alone', async () => {
    const { collapseSlashes } = await import('./http-server.ts');
    expect(collapseSlashes('//images//a/b.svg')).toBe('/images/a/b.svg');
    expect(collapseSlashes('/shop/wine?next=//x')).toBe('/shop/wine?next=//x');
    expect(collapseSlashes('///api/v1//home-best-selling?page=2')).toBe('/api/v1/home-best-selling?page=2');
    expect(collapseSlashes('/')).toBe('/');
  });
});
