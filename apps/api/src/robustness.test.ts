import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogFixture } from './modules/catalog/catalog.fixtures.ts';
import { createTestApp, testDatabases, type TestApp } from './testing/test-app.ts';

/** Junk that shoppers, crawlers and attackers send: none of it may produce a 500. */
const JUNK_SEGMENTS = [
  '0',
  '-1',
  '99999999999999999999',
  '1e10',
  'NaN',
  '%00',
  '%27%20or%201%3D1--',
  '..%2F..%2Fetc',
  'a'.repeat(150),
  '%F0%9F%8D%B7',
  '%E0%A4%A',
];
const JUNK_QUERIES = [
  'page=0',
  'page=-5',
  'page=1e3',
  'page=abc',
  'page=99999999',
  'page[]=1',
  'sort=random',
  'sort[]=latest',
  'page=1&page=2',
  '%zz',
];
const JUNK_BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  true,
  {},
  { query: null },
  { query: ['a'] },
  { query: { $ne: 1 } },
  { max: '1e400' },
  { max: null },
  { category_id: -1 },
  { category_id: 1.5 },
  { category_id: '1; drop table products' },
  { category_id: 1, brand_id: 'x' },
  { category_id: 1, origin: [1, 2] },
  { category_id: 1, min: 'NaN' },
  { email: ['a@b.co'] },
  { email: 'x'.repeat(500) },
  { __proto__: { polluted: true } },
  // Past PostgreSQL's integer range, and NUL, which no text column can hold.
  { category_id: 2147483648 },
  { category_id: 1, brand_id: 2147483648 },
  { category_id: 1, brand_id: [1, 99999999999] },
  { category_id: 1, origin: 'Fra\u0000nce' },
  { category_id: 1, origin: ['\u0000'] },
  { email: 'nul\u0000@example.com' },
  { query: 'whisky\u0000' },
  { max: true },
  { max: [] },
  { max: '0x10' },
  { category_id: 1, min: null },
];

const GET_CALLS = [
  '/product-list/{x}',
  '/product-list/wine/{x}',
  '/product-detail/{x}',
  '/product-list-get/{x}',
  '/filter-list/{x}',
  '/front-our-choices-list/{x}',
  '/blog-detail/{x}',
  '/blog-category-filter/{x}',
  '/news-detail/{x}',
];
const PAGED_GETS = [
  '/product-list/wine',
  '/premium-products',
  '/promotion-product',
  '/faq-page',
  '/blog-list',
  '/news-list',
  '/front-our-choices-list/staff-picks',
];
const POST_CALLS = ['/global-search', '/shop-by-price', '/filter-product', '/test-filter-product', '/subscribers'];

describe.each(testDatabases())('no input yields a 500 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
  });
  afterAll(() => t?.close());

  const expectClean = (res: { statusCode: number; body: string }, what: string) => {
    expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500);
    if (res.statusCode >= 400) expect(JSON.parse(res.body), what).toHaveProperty('error');
  };

  it('path segments', async () => {
    for (const call of GET_CALLS) {
      for (const segment of JUNK_SEGMENTS) {
        const url = `/api/v1${call.replace('{x}', segment)}`;
        expectClean(await t.app.inject({ method: 'GET', url }), url);
      }
    }
  });

  it('query strings', async () => {
    for (const call of PAGED_GETS) {
      for (const query of JUNK_QUERIES) {
        const url = `/api/v1${call}?${query}`;
        expectClean(await t.app.inject({ method: 'GET', url }), url);
      }
    }
  });

  it('bodies', async () => {
    for (const call of POST_CALLS) {
      for (const body of JUNK_BODIES) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1${call}?page=1`,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        expectClean(res, `${call} ${JSON.stringify(body)}`);
      }
      for (const [payload, type] of [
        ['a=b', 'application/x-www-form-urlencoded'],
        ['<x/>', 'text/xml'],
        ['', 'application/json'],
        ['{"a":', 'application/json'],
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1${call}`,
          payload,
          headers: { 'content-type': type! },
        });
        expectClean(res, `${call} ${type} ${payload}`);
      }
    }
  });
});
