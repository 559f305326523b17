import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceVariations } from '../../tables.ts';
import { replicasAvailable } from '../../testing/replicas.ts';
import { testDatabases, type TestApp } from '../../testing/test-app.ts';
import { catalogTestApp, seedCatalogFixture, useCatalogReplicas } from './catalog.fixtures.ts';

type Fixture = Awaited<ReturnType<typeof seedCatalogFixture>>;
type Request = { method: 'GET' | 'POST'; url: string; payload?: object };

/** Every spelling of one answer shares one cache entry, so junk spellings cannot flood the cache (decision 007). */
describe.each(testDatabases())('canonical cache keys on %s', (kind) => {
  let t: TestApp;
  let f: Fixture;
  const send = (r: Request) => t.app.inject({ method: r.method, url: `/api/v1${r.url}`, payload: r.payload });

  /** Sends every spelling; they must answer the same body, and add exactly `entries` cache entries. */
  async function expectShared(spellings: Request[], entries = 1) {
    const before = t.app.responseCache.stats.entries;
    const bodies = new Set<string>();
    for (const r of spellings) {
      const res = await send(r);
      expect(res.statusCode, `${r.url} ${JSON.stringify(r.payload)}`).toBe(200);
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(entries);
    expect(t.app.responseCache.stats.entries - before).toBe(entries);
  }

  beforeAll(async () => {
    ({ t, fx: f } = await catalogTestApp(kind));
  });
  afterAll(() => t?.close());

  it('a product by id, zero-padded id and route in any case', async () => {
    const id = f.productIds[3]!;
    await expectShared(
      [`${id}`, `0${id}`, `000${id}`, 'alpha-rouge-no-4', 'ALPHA-ROUGE-NO-4', 'Alpha-Rouge-No-4'].map((x) => ({
        method: 'GET',
        url: `/product-detail/${x}`,
      })),
    );
  });

  it('a listing by route or id, with or without page 1, and every page past the last', async () => {
    const wine = f.wine.id;
    await expectShared(
      ['wine', 'WINE', `${wine}`, `00${wine}`].flatMap((c) => [
        { method: 'GET' as const, url: `/product-list/${c}` },
        { method: 'GET' as const, url: `/product-list/${c}?page=1&sort=default` },
      ]),
    );
    await expectShared(
      ['3', '4', '99', '100000'].map((p) => ({ method: 'GET', url: `/product-list/wine?page=${p}&utm_source=x${p}` })),
    );
  });

  // Wine prices (AED) run 40, 50, 55, 60… 95, 100…: bounds between the same two prices list the same products.
  it('a filter whatever the order, repetition and case of its brands and origins, and price bounds between the same products', async () => {
    const body = (extra: object) => ({
      method: 'POST' as const,
      url: '/filter-product',
      payload: { category_id: f.wine.id, ...extra },
    });
    await expectShared([
      body({ brand_id: [f.alpha.id, f.beta.id], origin: ['France'], min: 41, max: 99 }),
      body({ brand_id: [f.beta.id, f.alpha.id, f.alpha.id], origin: ['FRANCE', 'france'], min: 49.5, max: 96.5 }),
      body({ brand_id: [f.alpha.id, 999_999], origin: [' france'], min: '45', max: 95 }),
    ]);
    await expectShared([
      body({ brand_id: 999_999 }),
      body({ origin: 'Atlantis' }),
      body({ min: 5000 }),
      body({ min: 81, max: 84 }),
    ]);
  });

  it("shop by price up to any amount between two products' prices", async () => {
    await expectShared(
      [100, 100.5, 109.99].map((max) => ({ method: 'POST', url: '/shop-by-price', payload: { max } })),
    );
  });

  it('a search whatever its case, spacing and punctuation', async () => {
    await expectShared(
      ['Rouge', '  rouge  ', 'ROUGE!!', 'rouge?'].map((query) => ({
        method: 'POST',
        url: '/global-search',
        payload: { query },
      })),
    );
  });

  it('builds an answer once for many concurrent misses', async () => {
    const all = await Promise.all(
      Array.from({ length: 25 }, () =>
        send({ method: 'POST', url: '/global-search', payload: { query: 'glen arden single' } }),
      ),
    );
    expect(all.map((r) => r.headers['x-cache']).filter((c) => c === 'miss')).toHaveLength(1);
    expect(new Set(all.map((r) => r.body)).size).toBe(1);
  });
});

describe.runIf(replicasAvailable)('two replicas on one PostgreSQL and one Redis', () => {
  const replicas = useCatalogReplicas('replicas');

  it('a stock change written through one replica reaches the other at once, and other answers stay cached', async () => {
    const { t, a, b, seeded: f } = replicas;
    const id = f.productIds[7]!;
    const stock = async (app: typeof a, url = `/api/v1/product-detail/${id}`) => {
      const res = await app.inject({ method: 'GET', url });
      return { stock: res.json().product.price_variation[0].stock as number, cache: res.headers['x-cache'] };
    };
    const other = `/api/v1/product-detail/${f.productIds.at(-1)}`;
    expect((await stock(a)).stock).toBe(10);
    expect(await stock(b)).toEqual({ stock: 10, cache: 'hit' }); // from the shared tier: built by a
    await stock(b, other);

    await t.db
      .update(priceVariations)
      .set({ stock: 2 })
      .where(and(eq(priceVariations.productId, id), eq(priceVariations.position, 0)));
    await a.catalogSync.announce();

    await expect.poll(async () => (await stock(b)).stock, { timeout: 5000, interval: 50 }).toBe(2);
    expect((await stock(a)).stock).toBe(2);
    expect((await stock(b, other)).cache).toBe('hit');
  });
});
