import { and, eq, lt, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogChanges, categories, priceVariations, products } from '../../tables.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { createCatalogRepo } from './catalog.repo.ts';
import { seedCatalogFixture } from './catalog.fixtures.ts';

type Fixture = Awaited<ReturnType<typeof seedCatalogFixture>>;

/**
 * The in-memory catalog follows the database's change feed, and the response cache follows the catalog (decision 007).
 */
describe.each(testDatabases())('the catalog read model on %s', (kind) => {
  let t: TestApp;
  let f: Fixture;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    return { body: res.json(), cache: res.headers['x-cache'] };
  };
  const defaultStock = (body: { product: { price_variation: { stock: number }[] } }) =>
    body.product.price_variation[0]!.stock;
  const setDefault = (productId: number, values: Partial<typeof priceVariations.$inferInsert>) =>
    t.db
      .update(priceVariations)
      .set(values)
      .where(and(eq(priceVariations.productId, productId), eq(priceVariations.position, 0)));
  /** Sets a product's default stock, has the catalog read the feed, and reads the product's page. */
  const restock = async (productId: number, stock: number) => {
    await setDefault(productId, { stock });
    await t.app.catalog.refresh();
    return get(`/product-detail/${productId}`);
  };

  beforeAll(async () => {
    // No polling: each test says when the feed is read, so what it checks is deterministic.
    t = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        f = await seedCatalogFixture(db);
      },
    });
  });
  afterAll(() => t?.close());

  it('a stock change refreshes the answers that show the product, and only those', async () => {
    const id = f.productIds[1]!; // Alpha Rouge No. 2: on the first wine page and in Staff Picks
    const urls = {
      detail: `/product-detail/${id}`,
      wine: '/product-list/wine',
      whiskey: '/product-list/whiskey-and-bourbon',
      other: `/product-detail/${f.productIds.at(-1)}`,
    };
    for (const url of Object.values(urls)) await get(url);
    for (const url of Object.values(urls)) expect((await get(url)).cache, url).toBe('hit');

    await setDefault(id, { stock: 0 });
    await t.app.catalog.refresh();

    const detail = await get(urls.detail);
    expect(detail.cache).toBe('miss');
    expect(defaultStock(detail.body)).toBe(0);
    const wine = await get(urls.wine);
    expect(wine.cache).toBe('miss');
    expect(wine.body.product.data.find((p: { id: number }) => p.id === id).price_variation[0].stock).toBe(0);
    expect((await get(urls.whiskey)).cache).toBe('hit');
    expect((await get(urls.other)).cache).toBe('hit');
  });

  it('a price change also refreshes the listings it sorts into, and leaves other shelves cached', async () => {
    const cheapest = '/product-list/wine/red-wine?sort=price-asc';
    const whiskeys = '/product-list/whiskey-and-bourbon?sort=price-asc';
    await get(cheapest);
    await get(whiskeys);
    const id = f.productIds[24]!; // the dearest red wine
    await setDefault(id, { priceFils: 100, offerPriceFils: 0, discountPriceFils: 0 });
    await t.app.catalog.refresh();
    const after = await get(cheapest);
    expect(after.cache).toBe('miss');
    expect(after.body.product.data[0]).toMatchObject({ id, price_variation: [expect.objectContaining({ price: 1 })] });
    expect((await get(whiskeys)).cache).toBe('hit');
    const cheap = await t.app.inject({ method: 'POST', url: '/api/v1/shop-by-price', payload: { max: 1 } });
    expect(cheap.json().product.data.map((p: { id: number }) => p.id)).toEqual([id]);
  });

  it('drops a product made inactive, shows a new one, and reloads everything when a category changes', async () => {
    const gone = f.productIds[2]!;
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, gone));
    await t.app.catalog.refresh();
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/product-detail/${gone}` })).statusCode).toBe(404);

    await t.db.update(categories).set({ title: 'Fine Wine' }).where(eq(categories.id, f.wine.id));
    await t.app.catalog.refresh();
    const listing = await get('/product-list/wine');
    expect(listing.body.category.title).toBe('Fine Wine');
    expect(listing.body.product.data[0].category.title).toBe('Fine Wine');
    expect(listing.body.total).toBe(34);
  });

  it('applies a change the feed hands over again only once, so the answers that show the product stay cached', async () => {
    // The feed hands a change over again while any transaction older than it runs on the server; a row naming the
    // product, written by hand, stands for that.
    const id = f.productIds[3]!;
    const url = `/product-detail/${id}`;
    expect(defaultStock((await restock(id, 17)).body)).toBe(17);
    expect((await get(url)).cache).toBe('hit');
    await t.db.insert(catalogChanges).values({ productId: id });
    await t.app.catalog.refresh();
    expect((await get(url)).cache).toBe('hit');
    // A change made since is applied as ever.
    const after = await restock(id, 16);
    expect([after.cache, defaultStock(after.body)]).toEqual(['miss', 16]);
  });

  // On PostgreSQL another database's transaction may hold the feed's position back for as long as it runs (the
  // reason for the test above), so when the feed stops naming a product is only certain on the embedded database.
  it.runIf(kind === 'pglite')('forgets what it applied once the feed stops naming the product', async () => {
    const id = f.productIds[5]!;
    const url = `/product-detail/${id}`;
    await restock(id, 31);
    expect((await get(url)).cache).toBe('hit');
    // A poll whose feed names other products only: the product's rows are no longer kept to compare with.
    await restock(f.productIds[6]!, 9);
    await get(url);
    expect((await get(url)).cache).toBe('hit');
    // So a row naming it again is applied again, rows unchanged or not (as any new change is).
    await t.db.insert(catalogChanges).values({ productId: id });
    await t.app.catalog.refresh();
    expect((await get(url)).cache).toBe('miss');
  });

  it.runIf(kind === 'postgres')(
    'applies a product change and a reshape once while an older transaction holds the feed back',
    async () => {
      // A transaction with an id, left open: until it ends the feed hands over every change made after it began.
      const early = new pg.Client({ connectionString: t.databaseUrl! });
      await early.connect();
      try {
        await early.query('begin');
        await early.query('select pg_current_xact_id()');
        const id = f.productIds[4]!;
        const page = `/product-detail/${id}`;
        await setDefault(id, { stock: 23 });
        await t.db.update(categories).set({ title: 'Wine, Again' }).where(eq(categories.id, f.wine.id));
        await t.app.catalog.refresh();
        expect(defaultStock((await get(page)).body)).toBe(23);
        expect((await get(page)).cache).toBe('hit');
        // The same two changes, handed over again: nothing to apply, nothing dropped.
        await t.app.catalog.refresh();
        await t.app.catalog.refresh();
        expect((await get(page)).cache).toBe('hit');
        const after = await restock(id, 22);
        expect([after.cache, defaultStock(after.body)]).toEqual(['miss', 22]);
      } finally {
        await early.query('rollback');
        await early.end();
      }
    },
  );

  it('reads the feed by itself when polling', async () => {
    const polling = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '50' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    try {
      const url = '/api/v1/product-detail/alpha-rouge-no-4';
      const stock = async () =>
        (await polling.app.inject({ method: 'GET', url })).json().product.price_variation[0].stock;
      expect(await stock()).toBe(10);
      const [row] = await polling.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.route, 'alpha-rouge-no-4'));
      await polling.db
        .update(priceVariations)
        .set({ stock: 3 })
        .where(and(eq(priceVariations.productId, row!.id), eq(priceVariations.position, 0)));
      await expect.poll(stock, { timeout: 5000, interval: 50 }).toBe(3);
    } finally {
      await polling.close();
    }
  });

  it.runIf(kind === 'postgres')('sees a write that a transaction started earlier commits later', async () => {
    const url = t.databaseUrl!;
    const [early, late] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
    await Promise.all([early.connect(), late.connect()]);
    try {
      const [a, b] = [f.productIds[5]!, f.productIds[6]!];
      await early.query('begin');
      await early.query('update price_variations set stock = 41 where product_id = $1 and position = 0', [a]);
      await late.query('update price_variations set stock = 42 where product_id = $1 and position = 0', [b]);
      await t.app.catalog.refresh();
      expect(defaultStock((await get(`/product-detail/${b}`)).body)).toBe(42);
      await early.query('commit');
      await t.app.catalog.refresh();
      expect(defaultStock((await get(`/product-detail/${a}`)).body)).toBe(41);
    } finally {
      await Promise.all([early.end(), late.end()]);
    }
  });

  it('prunes feed rows older than the retention, keeping recent ones', async () => {
    await t.db
      .insert(catalogChanges)
      .values({ productId: f.productIds[0]!, changedAt: new Date(Date.now() - 3 * 86_400_000).toISOString() });
    const count = async (older: boolean) =>
      t.db.$count(catalogChanges, older ? lt(catalogChanges.changedAt, sql`now() - interval '1 day'`) : undefined);
    expect(await count(true)).toBe(1);
    const before = await count(false);
    await createCatalogRepo(t.db, { categoryFaqs: async () => [], productRatings: async () => new Map() }).pruneChanges(
      new Date(Date.now() - 86_400_000).toISOString(),
    );
    expect(await count(true)).toBe(0);
    expect(await count(false)).toBe(before - 1);
  });
});
