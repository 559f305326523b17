import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceVariations } from '../../tables.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedContentFixtures } from '../../testing/content.fixtures.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';

/** index.html as the storefront's build writes it: a default title, the shell-only splash, an empty root. */
const INDEX_HTML = `<!doctype html><html><head><title>Cellar</title><script type="module" src="/assets/app-abc.js"></script></head>
<body><!-- shell-only: left out of rendered pages -->
<div id="splash"></div>
<!-- /shell-only -->
<div id="root"></div></body></html>`;

/**
 * A server entry in miniature, following the contract of `@shop/shared` (server-render.ts) as the storefront's does:
 * it reads a product through the reader it is given and shows its name and stock, and counts its renders.
 */
const ENTRY = `
let renders = 0;
export function createRenderer({ read, origin }) {
  return {
    pageKey(url) {
      const { pathname, search } = new URL(url, 'http://page.invalid');
      return pathname.startsWith('/cart') ? null : pathname.toLowerCase() + (search.includes('keep=no') ? '?keep=no' : '');
    },
    keeps: (url) => !url.includes('keep=no'),
    async render({ url, ageConfirmed }) {
      renders++;
      const { pathname } = new URL(url, 'http://page.invalid');
      if (pathname === '/about') throw new Error('a component failed');
      const id = /^\\/product\\/(.+)$/.exec(pathname)?.[1];
      const answer = id ? await read({ method: 'GET', path: '/product-detail/' + id }) : null;
      const p = answer?.body?.product;
      const text = p ? p.name + ' stock ' + p.price_variation[0].stock : 'page ' + pathname;
      return {
        head: '<title>' + (p ? p.name : 'Rendered') + '</title>',
        body: '<main>' + text + ' at ' + origin + '</main>' + (ageConfirmed ? '' : '<form action="/age-confirm"></form>'),
        data: JSON.stringify({ renders }),
        // A page the renderer says not to keep (a read failed, a filtered listing).
        ...(url.includes('keep=no') && { keep: false }),
      };
    },
  };
}`;

function makeWeb(): { root: string; dist: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
  fs.writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), ENTRY);
  return { root, dist };
}

type Fixture = Awaited<ReturnType<typeof seedCatalogFixture>>;

describe.each(testDatabases())('pages rendered on the server, on %s', (kind) => {
  let t: TestApp;
  let f: Fixture;
  const web = makeWeb();
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const adult = { cookie: 'theme=dark; cellar_age=1' };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { WEB_DIST_DIR: web.dist, PUBLIC_BASE_URL: 'https://shop.example', CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        f = await seedCatalogFixture(db);
        await seedContentFixtures(db);
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(web.root, { recursive: true, force: true });
  });

  const productPath = () => `/product/${f.productIds[1]}`;

  it('answers a public page with its rendered HTML in index.html, its head, and no splash over it', async () => {
    const res = await get(productPath(), adult);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(
      /<div id="root"><main>Alpha Rouge No\. 2 stock \d+ at https:\/\/shop\.example<\/main><\/div><script type="application\/json" id="ssr-data">\{"renders":\d+\}<\/script>/,
    );
    expect(res.body).toContain('<head><title>Alpha Rouge No. 2</title>');
    expect(res.body).not.toContain('<title>Cellar</title>');
    expect(res.body).not.toContain('splash');
  });

  it('caches the page with an ETag and answers 304 to a browser holding it', async () => {
    const url = `${productPath()}?utm_source=mail`;
    const first = await get(url, adult);
    const second = await get(`${productPath()}?utm_source=ads`, adult);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('public, no-cache');
    expect(String(second.headers.vary)).toMatch(/cookie/i);
    const etag = String(second.headers.etag);
    expect(etag).toMatch(/^"/);
    const revalidated = await get(productPath(), { ...adult, 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
  });

  it('sends a page the renderer says not to keep, and renders it afresh for the next visitor', async () => {
    const url = `${productPath()}?keep=no`;
    const first = await get(url, adult);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const second = await get(url, adult);
    expect(second.headers['x-cache']).toBe('miss');
    expect(JSON.parse(/id="ssr-data">(.*?)<\/script>/.exec(second.body)![1]!).renders).toBeGreaterThan(
      JSON.parse(/id="ssr-data">(.*?)<\/script>/.exec(first.body)![1]!).renders,
    );
  });

  it('keeps pages with and without the age gate apart', async () => {
    const gate = await get(productPath());
    expect(gate.body).toContain('action="/age-confirm"');
    const confirmed = await get(productPath(), adult);
    expect(confirmed.body).not.toContain('age-confirm');
  });

  it("renders a product's page again when its stock changes, and leaves other pages cached", async () => {
    const other = `/product/${f.productIds.at(-1)}`;
    await get(productPath(), adult);
    await get(other, adult);
    expect((await get(productPath(), adult)).headers['x-cache']).toBe('hit');
    await t.db
      .update(priceVariations)
      .set({ stock: 3 })
      .where(and(eq(priceVariations.productId, f.productIds[1]!), eq(priceVariations.position, 0)));
    await t.app.catalog.refresh();
    const after = await get(productPath(), adult);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body).toContain('Alpha Rouge No. 2 stock 3 ');
    expect((await get(other, adult)).headers['x-cache']).toBe('hit');
  });

  it('sends the shell for personal pages and for a page naming a record that does not exist', async () => {
    const cart = await get('/cart', adult);
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toBe(INDEX_HTML);
    const missing = await get('/product/no-such-bottle', adult);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(INDEX_HTML);
  });

  it('sends the shell when a page fails to render, so it still opens in the browser', async () => {
    const res = await get('/about', adult);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
  });

  it("renders the not-found page of a path no page has, with 404, and doesn't keep it", async () => {
    const res = await get('/no-such-page', adult);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<main>page /no-such-page');
    expect(res.headers['x-cache']).toBeUndefined();
  });

  it("takes the age gate's form: sets the cookie and sends the visitor back to the page, and never to another site", async () => {
    const post = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/age-confirm',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    const res = await post('return=%2Fshop%2Fwine%3Fpage%3D2');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/shop/wine?page=2');
    expect(String(res.headers['set-cookie'])).toMatch(/^cellar_age=1; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/);
    for (const bad of [
      'return=%2F%2Fevil.example',
      'return=https%3A%2F%2Fevil.example',
      'return=%2F%5Cevil.example',
      'return=%2Fa%0D%0ASet-Cookie%3A%20x%3D1',
      'return=%2Fcaf%C3%A9',
      '',
    ]) {
      expect((await post(bad)).headers.location, bad).toBe('/');
    }
  });
});

describe('pages rendered for every request, with limits on', () => {
  let t: TestApp;
  let f: Fixture;
  const web = makeWeb();
  const get = (url: string, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers: { cookie: 'cellar_age=1' } });

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: {
        WEB_DIST_DIR: web.dist,
        PUBLIC_BASE_URL: 'https://shop.example',
        CATALOG_POLL_MS: '0',
        RATE_LIMITS: 'true',
      },
      seed: async (db) => {
        f = await seedCatalogFixture(db);
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(web.root, { recursive: true, force: true });
  });

  it('counts them per client, not-found pages too, and refuses the one past the limit; kept pages stay open', async () => {
    const client = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const unkept = `/product/${f.productIds[1]}?keep=no`;
    const max = RATE_LIMITS.unkeptPages.max;
    for (let n = 0; n < max - 1; n++) expect((await get(unkept, client)).statusCode, `page ${n + 1}`).toBe(200);
    expect((await get('/no-such-page', client)).statusCode).toBe(404);
    const refused = await get(unkept, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds?\.$/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/no-such-page', client)).statusCode).toBe(429);
    // A page the cache keeps costs nothing after its first render, and another client has its own count.
    expect((await get(`/product/${f.productIds[1]}`, client)).statusCode).toBe(200);
    expect((await get(unkept, '10.8.0.1')).statusCode).toBe(200);
  });
});
