import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_SETTINGS, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { CONTENT_FIXTURE, seedContentFixtures } from '../../testing/content.fixtures.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';

/** A built storefront in miniature: two inline scripts, a JSON-LD block, a module script and a hashed asset. */
const INLINE = ['window.__a = 1;', '\n  (function () { document.documentElement.dataset.b = "2"; })();\n'];
const INDEX_HTML = `<!doctype html><html><head><script>${INLINE[0]}</script><script id="early">${INLINE[1]}</script>
<script type="application/ld+json">{"@type":"Store"}</script><script type="module" src="/assets/app-abc.js"></script></head>
<body><div id="root"></div></body></html>`;
const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

function makeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc.js'), 'console.log(1)');
  return dir;
}

describe.each(testDatabases())('the storefront on %s', (kind) => {
  let t: TestApp;
  const dist = makeDist();
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { WEB_DIST_DIR: dist, PUBLIC_BASE_URL: 'https://shop.example' },
      seed: async (db) => {
        await seedCatalogFixture(db);
        await seedContentFixtures(db);
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the page with a CSP that allows exactly its inline scripts, and the other security headers', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scriptSrc.sort()).toEqual(["'self'", ...INLINE.map(hashOf)].sort());
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('follows a storefront rebuilt while the server runs: the new inline script is allowed, the old one no longer', async () => {
    const file = path.join(dist, 'index.html');
    const rebuilt = 'window.__rebuilt = true;';
    // A later modification time than the file had, even where the clock is coarse; the file is looked at again at
    // most once a second.
    const rewrite = async (html: string, aheadMs: number) => {
      fs.writeFileSync(file, html);
      fs.utimesSync(file, new Date(), new Date(Date.now() + aheadMs));
      await new Promise((r) => setTimeout(r, 1100));
    };
    try {
      await rewrite(INDEX_HTML.replace(INLINE[0]!, rebuilt), 5000);
      const scriptSrc =
        /script-src ([^;]*)/.exec(String((await get('/')).headers['content-security-policy']))?.[1]?.split(' ') ?? [];
      expect(scriptSrc).toContain(hashOf(rebuilt));
      expect(scriptSrc).not.toContain(hashOf(INLINE[0]!));
    } finally {
      await rewrite(INDEX_HTML, 10_000);
    }
  });

  it('puts the same headers on API answers and errors, including refusals made before routing', async () => {
    const refusedBeforeRouting = ['/api/v1/product-detail/%E0%A4%A', `/api/v1/product-detail/${'a'.repeat(300)}`];
    for (const url of [
      '/api/v1/categories-menu',
      '/api/v1/no-such-call',
      '/api/v1/product-detail/999999',
      ...refusedBeforeRouting,
    ]) {
      const res = await get(url);
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-request-id'], url).toBeDefined();
    }
  });

  it('lets pages of other origins show the pictures, and nothing else', async () => {
    const picture = (await get('/api/v1/product-list-get/wine')).json().product[0].featured_img as string;
    expect((await get(new URL(picture, 'http://localhost').pathname)).headers['cross-origin-resource-policy']).toBe(
      'cross-origin',
    );
    expect((await get('/')).headers['cross-origin-resource-policy']).toBe('same-site');
  });

  it.each([
    ['/shop/wine', 200],
    ['/shop/WINE', 200],
    ['/shop/wine/red-wine', 200],
    ['/shop/premium', 200],
    ['/shop/others/cigars', 200],
    ['/shop/no-such-category', 404],
    ['/shop/wine/scotch-whisky', 404],
    ['/shop/red-wine', 404],
    ['/shop/premium/red-wine', 404],
    ['/product/alpha-rouge-no-1', 200],
    ['/product/wine/alpha-rouge-no-1', 200],
    ['/product/999999', 404],
    ['/product/wine/no-such-bottle', 404],
    ['/our-choice/staff-picks', 200],
    ['/our-choice/no-such-list', 404],
    ['/shop-by-price/100-under-aed-100', 200],
    ['/shop-by-price/cheap', 404],
    ['/blog', 200],
    ['/faq/', 200],
    ['/account/orders', 200],
    ['/no-such-page', 404],
    ['/product/a/b/c', 404],
  ])('answers %s with HTTP %i and the app', async (url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/blog/wine-guides', 200],
    ['/blog/WINE-GUIDES/', 200],
    ['/blog/beer-notes', 200],
    ['/blog/no-such-category', 404],
    ['/blog/bad_category', 404],
    ['/blog/wine-guides/blog-5', 200],
    ['/blog/wine-guides/BLOG-5', 200],
    ['/blog/wine-guides/no-such-post', 404],
    ['/blog/wine-guides/424242', 404],
    ['/blog/wine-guides/bad_id', 404],
    [`/blog/wine-guides/${CONTENT_FIXTURE.scheduledBlogRoute}`, 404],
    ['/news/news-1', 200],
    ['/news/News-1', 200],
    [`/news/${CONTENT_FIXTURE.digitRouteNews}`, 200],
    ['/news/no-such-news', 404],
    ['/news/77777', 404],
    [`/news/${CONTENT_FIXTURE.scheduledNewsRoute}`, 404],
    [`/news/${'x'.repeat(201)}`, 404],
  ])('answers the content page %s with HTTP %i, as the blog and news calls find it', async (url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('finds blog posts and news items by id too, as the API does', async () => {
    const post = (await get('/api/v1/blog-detail/blog-5')).json().blog;
    const item = (await get('/api/v1/news-detail/news-1')).json();
    expect((await get(`/blog/${post.category.route}/${post.id}`)).statusCode).toBe(200);
    expect((await get(`/news/${item.id}`)).statusCode).toBe(200);
  });

  it('answers unknown API paths and missing files with the error payload, not the app', async () => {
    for (const url of ['/api/v1/nope', '/missing.js', '/images/nope']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: expect.any(String), code: 'NOT_FOUND' });
    }
  });

  it('keeps hashed assets for a year', async () => {
    const res = await get('/assets/app-abc.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('lists the shop in /sitemap.xml under canonical URLs, and points to it from /robots.txt', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    for (const loc of [
      'https://shop.example/',
      'https://shop.example/shop/wine',
      'https://shop.example/shop/wine/red-wine',
      'https://shop.example/product/wine/alpha-rouge-no-1',
      'https://shop.example/our-choice/staff-picks',
      'https://shop.example/faq',
    ]) {
      expect(res.body).toContain(`<loc>${loc}</loc>`);
    }
    expect(res.body.match(/<loc>https:\/\/shop\.example\/product\//g)).toHaveLength(40);
    for (const loc of [
      'https://shop.example/shop/premium',
      'https://shop.example/shop/promotion',
      'https://shop.example/blog/wine-guides',
      'https://shop.example/blog/wine-guides/blog-1',
      'https://shop.example/news/news-1',
      `https://shop.example/news/${CONTENT_FIXTURE.digitRouteNews}`,
    ]) {
      expect(res.body).toContain(`<loc>${loc}</loc>`);
    }
    const locs = [...res.body.matchAll(/<loc>https:\/\/shop\.example([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(locs.filter((loc) => loc.startsWith('/blog/') && loc.split('/').length === 4)).toHaveLength(
      CONTENT_FIXTURE.publishedBlogs,
    );
    expect(locs.filter((loc) => loc.startsWith('/news/'))).toHaveLength(CONTENT_FIXTURE.publishedNews);
    expect(new Set(locs).size).toBe(locs.length);
    // Only public pages, each once, and every one of them a page the storefront answers with 200.
    expect(locs.filter((loc) => /^\/(cart|wishlist|checkout|account)\b/.test(loc))).toEqual([]);
    for (const loc of locs) expect((await get(loc)).statusCode, loc).toBe(200);
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(robots.body).toContain('Disallow: /account');
  });
});

describe('security headers in production', () => {
  it('adds HSTS', async () => {
    const dist = makeDist();
    const t = await createTestApp('pglite', {
      env: { ...PRODUCTION_SETTINGS, WEB_DIST_DIR: dist, RATE_LIMITS: 'true' },
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('security headers with Google sign-in', () => {
  it("allow Google's sign-in script, styles and frame only when a client id is set", async () => {
    const dist = makeDist();
    const on = await createTestApp('pglite', {
      env: { WEB_DIST_DIR: dist, GOOGLE_CLIENT_ID: 'shop.apps.googleusercontent.com' },
    });
    const off = await createTestApp('pglite', { env: { WEB_DIST_DIR: dist } });
    try {
      const directive = (csp: string, name: string) => new RegExp(`${name} ([^;]*)`).exec(csp)?.[1]?.split(' ') ?? [];
      const withGoogle = String((await on.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
      for (const name of ['script-src', 'style-src', 'frame-src', 'connect-src'])
        expect(directive(withGoogle, name), name).toContain('https://accounts.google.com/gsi/');
      const without = String((await off.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
      expect(without).not.toContain('accounts.google.com');
      expect(directive(without, 'frame-src')).toEqual(["'none'"]);
    } finally {
      await on.close();
      await off.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  }, 120_000);
});
