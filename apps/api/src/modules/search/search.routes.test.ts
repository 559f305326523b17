import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '@shop/shared';
import { priceVariations, products } from '../../tables.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { normalizeQuery } from './search.service.ts';

describe('normalizeQuery', () => {
  it('lower-cases, strips punctuation and collapses spaces', () => {
    expect(normalizeQuery('  Glen   ARDEN!!  12%  ')).toBe('glen arden 12');
    expect(normalizeQuery("O'Brien's rosé")).toBe("o'brien's rosé");
    expect(normalizeQuery('%%%')).toBe('');
  });
});

describe.each(testDatabases())('global-search on %s', (kind) => {
  let t: TestApp;
  const search = async (query: unknown) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/global-search', payload: { query } as object });
    return res;
  };
  const names = async (query: string) => {
    const res = await search(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ products: SearchHit[] }>().products.map((h) => h.name);
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
  });
  afterAll(() => t?.close());

  it.each(['whiskey', 'whisky', 'wiskey', 'WHISKEY', 'whis'])('finds the whiskeys first for %s', async (query) => {
    const found = await names(query);
    expect(found.slice(0, 5).every((n) => n.startsWith('Glen Arden'))).toBe(true);
    expect(found.filter((n) => n.startsWith('Glen Arden'))).toHaveLength(5);
  });

  it('returns name, route and category route', async () => {
    const [hit] = (await search('glen arden 14')).json<{ products: SearchHit[] }>().products;
    expect(hit).toMatchObject({
      name: 'Glen Arden 14 Year Single Malt',
      route: 'glen-arden-14-year-single-malt',
      category_route: 'whiskey-and-bourbon',
      sub_category_route: 'scotch-whisky',
      featured_img: expect.stringMatching(/^\/images\//),
      price: 300,
    });
  });

  it('ranks a whole-prefix match first', async () => {
    expect((await names('alpha blanc'))[0]).toMatch(/^Alpha Blanc/);
  });

  it('tolerates a typo in a longer name', async () => {
    expect((await names('glen ardn'))[0]).toMatch(/^Glen Arden/);
  });

  it('answers at most 10 suggestions', async () => {
    expect((await names('alpha')).length).toBe(10);
  });

  it('answers nothing for a query that matches nothing, and for punctuation only', async () => {
    expect(await names('zzzzqqq')).toEqual([]);
    expect(await names('%_%')).toEqual([]);
  });

  it.each([[''], ['   '], [undefined], [42], ['x'.repeat(101)]])('refuses query %j', async (query) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/query/);
  });

  // Last: it renames a product.
  it('follows catalog writes: a stock change keeps the search index, a rename rebuilds it', async () => {
    const [hit] = (await search('glen arden 14')).json<{ products: SearchHit[] }>().products;
    const index = t.app.catalog.current.searchIndex();
    await t.db.update(priceVariations).set({ stock: 1 }).where(eq(priceVariations.productId, hit!.id));
    await t.app.catalog.refresh();
    expect(t.app.catalog.current.searchIndex()).toBe(index);

    expect(await names('zephyr')).toEqual([]);
    await t.db.update(products).set({ name: 'Glen Arden Zephyr Edition' }).where(eq(products.id, hit!.id));
    await t.app.catalog.refresh();
    expect(t.app.catalog.current.searchIndex()).not.toBe(index);
    expect(await names('zephyr')).toEqual(['Glen Arden Zephyr Edition']);
  });
});
