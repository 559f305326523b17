import { PUBLIC_API_READS } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from './http-server.ts';
import { seedCatalogFixture } from './modules/catalog/catalog.fixtures.ts';
import { seedContentFixtures } from './testing/content.fixtures.ts';
import { createTestApp, testDatabases, type TestApp } from './testing/test-app.ts';

type Fixture = Awaited<ReturnType<typeof seedCatalogFixture>>;

interface Sample {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const get = (path: string): Sample => ({ method: 'GET', path });
const post = (path: string, body: unknown): Sample => ({ method: 'POST', path, body });

/** Requests for each read of the registry, by name: answers, refusals and typed errors. Every read must have some. */
function samples(f: Fixture): Record<string, Sample[]> {
  const product = f.productIds[1]!;
  return {
    categoriesMenu: [get('/categories-menu')],
    categoryProducts: [
      get('/product-list/wine?page=2&sort=price-desc'),
      get('/product-list/sale'),
      get('/product-list/no-such-shelf'),
    ],
    subcategoryProducts: [get('/product-list/wine/red-wine'), get('/product-list/premium/wine')],
    premiumProducts: [get('/premium-products')],
    promotionProducts: [get('/promotion-product?page=1')],
    shopByPrice: [post('/shop-by-price?page=1', { max: 200 }), post('/shop-by-price', { max: 90, sort: 'price-desc' })],
    productDetail: [get(`/product-detail/${product}`), get('/product-detail/no-such-bottle')],
    shelfProducts: [get('/product-list-get/wine')],
    subcategoryShelfProducts: [get('/product-list-get/wine/red-wine')],
    filterList: [get('/filter-list/wine'), get('/filter-list/no-such-shelf')],
    filterProducts: [
      post('/filter-product?page=1', { category_id: 'wine', sort: 'price-asc' }),
      post('/filter-product', { category_id: 'no-such-shelf' }),
    ],
    filteredProducts: [post('/test-filter-product', { category_id: 'wine' })],
    choiceProducts: [get('/front-our-choices-list/staff-picks?page=2')],
    choices: [get('/choices-category-list')],
    homeBestSelling: [get('/home-best-selling')],
    homeFeatured: [get('/home-featured-product')],
    globalSearch: [post('/global-search', { query: 'rouge' })],
    blogList: [get('/blog-list')],
    blogCategory: [get('/blog-category-filter/wine-guides'), get('/blog-category-filter/no-such-category')],
    blogPost: [get('/blog-detail/blog-3'), get('/blog-detail/blog-scheduled')],
    newsList: [get('/news-list')],
    newsItem: [get('/news-detail/news-1'), get('/news-detail/2025')],
    faqPage: [get('/faq-page?page=1'), get('/faq-page?page=99')],
    aboutFaq: [get('/about-faq')],
    corporateFaq: [get('/corporate')],
    contactDetails: [get('/contact-details')],
    infoPage: [get('/pages/privacy-policy'), get('/pages/no-such-page')],
    productReviews: [get(`/product-reviews/${product}`), get('/product-reviews/999999')],
  };
}

describe.each(testDatabases())('the public reads, over HTTP and in process, on %s', (kind) => {
  let t: TestApp;
  let f: Fixture;
  const read = (s: Sample) => t.app.publicReads.read(s);
  const http = (s: Sample) =>
    t.app.inject({ method: s.method, url: `${API_PREFIX}${s.path}`, payload: s.body as object });

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        f = await seedCatalogFixture(db);
        await seedContentFixtures(db);
      },
    });
  });
  afterAll(() => t?.close());

  it("holds every read the storefront asks for, and none of a shopper's own", () => {
    // Parameter names aside: the list says `/product-list-get/:id` where the read names it `:cat`.
    const shape = (pattern: string) => pattern.replace(/:\w+/g, ':');
    const declared = t.app.publicReads.list.map((r) => shape(`${r.method} ${r.url}`));
    for (const pattern of PUBLIC_API_READS) expect(declared).toContain(shape(`GET ${pattern}`));
    expect(declared).toEqual(expect.arrayContaining(['POST /shop-by-price', 'POST /filter-product']));
    expect(declared.some((p) => p.includes('/auth/'))).toBe(false);
  });

  it('serves every read of the registry over HTTP, and every public read the API documents is in the registry', async () => {
    for (const r of t.app.publicReads.list) {
      expect(t.app.hasRoute({ method: r.method, url: `${API_PREFIX}${r.url}` }), r.name).toBe(true);
    }
    // A public GET of the API is documented with a 304 answer (api-contract.ts); a route marked so outside the
    // registry would not even start (refuseUndeclaredPublicReads).
    const doc = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })).json() as {
      paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
    };
    const api = Object.entries(doc.paths).filter(([path]) => path.startsWith(API_PREFIX));
    const documented = api.flatMap(([, ops]) =>
      Object.values(ops)
        .filter((op) => '304' in op.responses)
        .map((op) => op.operationId),
    );
    const registered = t.app.publicReads.list.map((r) => r.schema.operationId);
    expect(documented.length).toBeGreaterThan(20);
    for (const operationId of documented) expect(registered).toContain(operationId);
  });

  it('answers every read in process as the API answers it over HTTP', async () => {
    const all = samples(f);
    expect(Object.keys(all).sort()).toEqual(t.app.publicReads.list.map((r) => r.name).sort());
    for (const [name, requests] of Object.entries(all)) {
      for (const s of requests) {
        const over = await http(s);
        const within = await read(s);
        const call = `${name}: ${s.method} ${s.path}`;
        expect(within.status, call).toBe(over.statusCode);
        if (over.statusCode === 200) expect(within.body, call).toEqual(over.json());
        else expect(within.body, call).toMatchObject({ code: over.json().code, error: over.json().error });
      }
    }
  });

  it('answers 404 to a path or method no read has, and 400 to input its schemas refuse, as over HTTP', async () => {
    const unknown: Array<[Sample, number]> = [
      [get('/no-such-read'), 404],
      [post('/product-detail/1', {}), 404],
      [get('/shop-by-price'), 404],
      // A shopper's own read is no public read, though the API has it.
      [get('/auth/my-review/1'), 401],
    ];
    for (const [s, status] of unknown) {
      expect(await read(s), s.path).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
      expect((await http(s)).statusCode, s.path).toBe(status);
    }
    const bad = [
      get('/product-list/wine?sort=bogus'),
      get('/faq-page?page=abc'),
      get('/product-reviews/abc'),
      post('/shop-by-price', { max: 'x' }),
      post('/global-search', {}),
    ];
    for (const s of bad) {
      expect(await read(s), s.path).toEqual({ status: 400, body: { error: 'Bad request.', code: 'VALIDATION' } });
      expect((await http(s)).statusCode, s.path).toBe(400);
    }
  });

  it('gives the tags of what a render read, so the page is dropped with them', async () => {
    const { tags } = await t.app.publicReads.collectingTags(() => read(get(`/product-detail/${f.productIds[1]}`)));
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.join(' ')).toContain(String(f.productIds[1]));
  });
});
