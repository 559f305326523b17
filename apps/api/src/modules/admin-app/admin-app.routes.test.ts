import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';

/** A built back office in miniature: its page loads one module script from its hashed assets. */
const ADMIN_HTML = `<!doctype html><html lang="en"><head><title>Cellar back office</title>
<script type="module" crossorigin src="/admin/assets/index-abc123.js"></script></head>
<body><div id="root"></div></body></html>`;
/** The storefront's page, to tell the two apart. */
const WEB_HTML = '<!doctype html><html><head><title>Cellar</title></head><body><div id="root"></div></body></html>';

function makeDist(html: string, asset?: [string, string]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  if (asset) fs.writeFileSync(path.join(dir, 'assets', asset[0]), asset[1]);
  return dir;
}

describe.each(testDatabases().slice(0, 1))('the back office app on %s', (kind) => {
  let t: TestApp;
  const adminDist = makeDist(ADMIN_HTML, ['index-abc123.js', 'console.log("admin")']);
  const webDist = makeDist(WEB_HTML);
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ADMIN_DIST_DIR: adminDist, WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await t?.close();
    for (const dir of [adminDist, webDist]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/admin', '/admin/', '/admin/login', '/admin/orders/CEL-000123', '/admin/accept-invite?x=1'])(
    'answers %s with its page: never stored, never indexed, under the strict CSP',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(ADMIN_HTML);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      const csp = String(res.headers['content-security-policy']);
      expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
      expect(csp).toContain("frame-ancestors 'none'");
    },
  );

  it('sends its hashed assets to be kept a year', async () => {
    const res = await get('/admin/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("admin")');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a file that is not there with a 404, not the app', async () => {
    for (const url of ['/admin/assets/index-gone.js', '/admin/favicon.png']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
  });

  it('leaves the storefront its own page', async () => {
    const res = await get('/administrator');
    expect(res.body).not.toBe(ADMIN_HTML);
  });
});

describe.each(testDatabases().slice(0, 1))('a server without the back office built, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('says so at /admin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/orders' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', error: expect.stringMatching(/not built/) });
  });
});
