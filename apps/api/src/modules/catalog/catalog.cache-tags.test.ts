import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceVariations, products } from '../../tables.ts';
import { testDatabases, type TestApp } from '../../testing/test-app.ts';
import { catalogTestApp, seedCatalogFixture } from './catalog.fixtures.ts';

type Fixture = Awaited<ReturnType<typeof seedCatalogFixture>>;

/**
 * A product's change drops only the cached answers it can alter (decision 007): a price change the listings sorted or
 * narrowed by price and the answers showing the product, not the other orders or the header's search; a new name
 * the searches too.
 */
describe.each(testDatabases())('what a product change drops from the cache on %s', (kind) => {
  let t: TestApp;
  let f: Fixture;

  const answers = () =>
    ({
      latest: { method: 'GET', url: '/product-list/wine?sort=latest' },
      bestSellers: { method: 'GET', url: '/product-list/wine?sort=default' },
      cheapest: { method: 'GET', url: '/product-list/wine?sort=price-asc' },
      facets: { method: 'GET', url: '/filter-list/wine' },
      byBrand: {
        method: 'POST',
        url: '/filter-product',
        payload: { category_id: 'wine', brand_id: f.alpha.id, sort: 'latest' },
      },
      byPrice: { method: 'POST', url: '/filter-product', payload: { category_id: 'wine', min: 45, max: 250 } },
      search: { method: 'POST', url: '/global-search', payload: { query: 'blanc' } },
      whiteShelf: { method: 'GET', url: '/product-list/wine/white-wine?sort=price-asc' },
    }) as const;
  type Name = keyof ReturnType<typeof answers>;
  type Asked = { method: 'GET' | 'POST'; url: string; payload?: object };

  /** Whether each answer came from the cache. */
  async function cached(): Promise<Record<Name, boolean>> {
    const out = {} as Record<Name, boolean>;
    for (const [name, r] of Object.entries(answers()) as [Name, Asked][]) {
      const res = await t.app.inject({ method: r.method, url: `/api/v1${r.url}`, payload: r.payload });
      expect(res.statusCode, name).toBe(200);
      out[name] = res.headers['x-cache'] === 'hit';
    }
    return out;
  }

  // Alpha Rouge No. 20: red, neither among the newest twelve nor the twelve best sellers of wine.
  const target = () => f.productIds[19]!;

  beforeAll(async () => {
    ({ t, fx: f } = await catalogTestApp(kind));
  });
  afterAll(() => t?.close());

  it('a price change drops the price-sorted and price-narrowed listings and the facets, nothing else', async () => {
    await cached();
    await t.db
      .update(priceVariations)
      .set({ priceFils: 23_100 })
      .where(and(eq(priceVariations.productId, target()), eq(priceVariations.position, 0)));
    await t.db.update(products).set({ sortPriceFils: 23_100 }).where(eq(products.id, target()));
    await t.app.catalog.refresh();
    expect(await cached()).toEqual({
      latest: true,
      bestSellers: true,
      cheapest: false,
      facets: false,
      byBrand: true,
      byPrice: false,
      search: true,
      whiteShelf: true,
    });
  });

  it('a new name drops the searches, and the listings only where they show the product', async () => {
    await cached();
    await t.db
      .update(products)
      .set({ name: 'Alpha Blanc Rouge 20', searchText: 'alpha blanc rouge 20' })
      .where(eq(products.id, target()));
    await t.app.catalog.refresh();
    expect(await cached()).toMatchObject({ latest: true, bestSellers: true, search: false, whiteShelf: true });
    // The search index the change derived from the last one finds the product by its new words, not its old ones.
    const search = async (query: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/global-search', payload: { query } });
      return (res.json() as { products: Array<{ name: string }> }).products.map((p) => p.name);
    };
    expect(await search('blanc rouge 20')).toEqual(['Alpha Blanc Rouge 20']);
    expect(await search('no. 20')).not.toContain('Alpha Blanc Rouge 20');
  });

  it('a move to another subcategory drops every listing of both', async () => {
    await cached();
    await t.db.update(products).set({ subCategoryId: f.white.id }).where(eq(products.id, target()));
    await t.app.catalog.refresh();
    expect(await cached()).toMatchObject({ latest: false, bestSellers: false, whiteShelf: false, facets: false });
  });
});
