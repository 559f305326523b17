import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingResponse, ProductCard } from '@shop/shared';
import { products } from '../../tables.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { FIXTURE, seedCatalogFixture } from './catalog.fixtures.ts';

type Seeded = Awaited<ReturnType<typeof seedCatalogFixture>>;
const names = (cards: ProductCard[]) => cards.map((p) => p.name);

/**
 * The shelves the spec's client asks for beyond ours (decision 011): `sale` for promotion, a flag narrowed to a
 * subcategory, every product of a shelf unpaged, filters by category route or over the whole shop.
 */
describe.each(testDatabases())('catalog shelves on %s', (kind) => {
  let t: TestApp;
  let fx: Seeded;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
  const ok = async <T>(res: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
    const answer = await res;
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    return answer.json() as T;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      seed: async (db) => {
        fx = await seedCatalogFixture(db);
        // A product with no size to sell: the client drops such products, so the API never sends one.
        await db.insert(products).values({
          route: 'no-sizes-yet',
          name: 'No Sizes Yet',
          featuredImg: 'products/x.svg',
          categoryId: fx.wine.id,
          salesCount: 10_000,
        });
      },
    });
  });
  afterAll(() => t?.close());

  it('lists sale as promotion, sharing its answer', async () => {
    const sale = await ok<ListingResponse>(get('/product-list/sale'));
    const promotion = await ok<ListingResponse>(get('/promotion-product'));
    expect(sale).toEqual(promotion);
    expect(names(sale.product.data).sort()).toEqual(['Alpha Rouge No. 6', 'Alpha Rouge No. 7']);
    expect(sale.category?.route).toBe('promotion');
    expect((await get('/product-list/sale')).headers['x-cache']).toBe('hit');
  });

  it('narrows a flag listing to a subcategory, and 404s one with nothing to narrow to', async () => {
    const premium = await ok<ListingResponse>(get('/product-list/premium/red-wine'));
    expect(premium.total).toBe(3);
    expect(premium.product.data.every((p) => p.is_premium && p.sub_category?.route === 'red-wine')).toBe(true);
    expect(premium.sub_category?.route).toBe('red-wine');
    expect((await ok<ListingResponse>(get('/product-list/promotion/white-wine'))).total).toBe(0);
    expect((await ok<ListingResponse>(get('/product-list/sale/wine'))).total).toBe(2);
    expect((await get('/product-list/premium/nothing')).statusCode).toBe(404);
    expect((await get('/product-list/premium/promotion')).statusCode).toBe(404);
  });

  it('gives every product of a shelf, unpaged, best sellers first', async () => {
    const wine = await ok<{ product: ProductCard[] }>(get('/product-list-get/wine'));
    expect(wine.product).toHaveLength(FIXTURE.reds + FIXTURE.whites);
    expect(names(wine.product).slice(0, 2)).toEqual(['Alpha Rouge No. 1', 'Alpha Rouge No. 2']);
    expect((await ok<{ product: ProductCard[] }>(get('/product-list-get/wine/white-wine'))).product).toHaveLength(
      FIXTURE.whites,
    );
    expect((await ok<{ product: ProductCard[] }>(get('/product-list-get/premium'))).product).toHaveLength(3);
    expect((await ok<{ product: ProductCard[] }>(get('/product-list-get/sale/red-wine'))).product).toHaveLength(2);
    expect((await ok<{ product: ProductCard[] }>(get('/product-list-get/others/cigars'))).product).toEqual([]);
    expect((await ok<{ product: ProductCard[] }>(get('/product-list-get/red-wine'))).product).toHaveLength(
      FIXTURE.reds,
    );
    for (const url of [
      '/product-list-get/nothing',
      '/product-list-get/wine/scotch-whisky',
      '/product-list-get/red-wine/white-wine',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it('filters by a category route, a numeric string or an id alike', async () => {
    const bodies = ['wine', 'WINE', String(fx.wine.id), fx.wine.id].map((category_id) => ({ category_id, max: 60 }));
    const answers = await Promise.all(bodies.map((b) => ok<ListingResponse>(post('/filter-product', b))));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.total).toBe(7);
    expect((await post('/filter-product', { category_id: 'nothing', max: 60 })).statusCode).toBe(404);
  });

  it('filters the whole shop when no category is named (the our-choice price slider)', async () => {
    const body = await ok<ListingResponse>(post('/filter-product', { min: 200, max: 300 }));
    expect(body.category).toBeNull();
    expect(names(body.product.data).every((n) => n.startsWith('Glen Arden') || n.startsWith('Alpha Rouge'))).toBe(true);
    expect(body.total).toBe(9 + 3);
  });

  it('lists every product a filter keeps, unpaged, with prices as strings too', async () => {
    const body = await ok<{ product: ProductCard[]; total: number }>(
      post('/test-filter-product', { category_id: 'wine', min: '100', max: '300' }),
    );
    expect(body.total).toBe(body.product.length);
    // Reds 110–280 (the 100 one is discounted to 60) and the white at 100.
    expect(body.total).toBe(18 + 1);
    const byBrand = await ok<{ total: number }>(
      post('/test-filter-product', { category_id: 'whiskey-and-bourbon', brand_id: fx.beta.id }),
    );
    expect(byBrand.total).toBe(FIXTURE.whiskeys);
    const byOrigin = await ok<{ total: number }>(
      post('/test-filter-product', { category_id: 'wine', origin: 'France' }),
    );
    expect(byOrigin.total).toBe(FIXTURE.reds + FIXTURE.whites);
  });

  it("offers premium's subcategories as a flat list, and every other shelf's under sub_category (the client's two readings)", async () => {
    const red = { id: fx.red.id, route: 'red-wine', name: 'Red Wine', title: 'Red Wine' };
    expect((await ok<{ sub_category: unknown }>(get('/filter-list/premium'))).sub_category).toEqual([red]);
    const others = await ok<{ sub_category: unknown; brand: unknown[] }>(get('/filter-list/others'));
    expect(others).toMatchObject({ brand: [], sub_category: { sub_category: [{ route: 'cigars', name: 'Cigars' }] } });
    expect((await ok<{ sub_category: unknown }>(get('/filter-list/sale'))).sub_category).toEqual({
      sub_category: [red],
    });
    expect((await ok<{ sub_category: unknown }>(get('/filter-list/promotion'))).sub_category).toEqual({
      sub_category: [red],
    });
  });

  it('never sends a product without a size', async () => {
    const wine = await ok<{ product: ProductCard[] }>(get('/product-list-get/wine'));
    expect(names(wine.product)).not.toContain('No Sizes Yet');
    expect((await get('/product-detail/no-sizes-yet')).statusCode).toBe(404);
    const search = await ok<{ products: Array<{ name: string }> }>(post('/global-search', { query: 'no sizes yet' }));
    expect(search.products.map((p) => p.name)).not.toContain('No Sizes Yet');
  });
});
