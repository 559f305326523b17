import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingResponse, ProductDetailResponse, SearchResponse } from '@shop/shared';
import { categories, faqs, products } from '../../tables.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { expectCleaned, SAFE_NAME, UNSAFE_HTML, UNSAFE_NAME } from '../../testing/unsafe-html.ts';
import { seedCatalogFixture } from './catalog.fixtures.ts';

type Fixture = Awaited<ReturnType<typeof seedCatalogFixture>>;

/** Stored catalog HTML comes back cleaned from every call that shows it (decision 016), whatever staff wrote. */
describe.each(testDatabases())('catalog HTML on %s', (kind) => {
  let t: TestApp;
  let f: Fixture;
  let id: number;
  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res.json<T>();
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        f = await seedCatalogFixture(db);
        id = f.productIds[0]!; // Alpha Rouge No. 1: the wine shelf's best seller, first on its first page
        await db
          .update(products)
          .set({ name: UNSAFE_NAME, description: UNSAFE_HTML, tastingNotes: UNSAFE_HTML })
          .where(eq(products.id, id));
        await db.update(categories).set({ description: UNSAFE_HTML }).where(eq(categories.id, f.wine.id));
        await db.update(faqs).set({ answer: UNSAFE_HTML }).where(eq(faqs.categoryId, f.wine.id));
      },
    });
  });
  afterAll(() => t?.close());

  it('product-detail sends the name, description and tasting notes cleaned', async () => {
    const { product } = await get<ProductDetailResponse>(`/product-detail/${id}`);
    expect(product.name).toBe(SAFE_NAME);
    expectCleaned(product.long_description);
    expectCleaned(product.short_description);
    expectCleaned(product.tasting_notes);
    expectCleaned(product.category.description);
    // Search engines get the text of what is shown, not the text of a script.
    expect(JSON.stringify(product.seo)).not.toMatch(/alert/);
  });

  it('product-list sends the card name, the category description and its FAQ answers cleaned', async () => {
    const body = await get<ListingResponse>('/product-list/wine');
    expect(body.product.data.find((p) => p.id === id)?.name).toBe(SAFE_NAME);
    expectCleaned(body.category?.description);
    expect(body.faq.length).toBeGreaterThan(0);
    for (const faq of body.faq) expectCleaned(faq.answer);
  });

  it('search suggestions carry the cleaned name', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/global-search', payload: { query: 'rare cask' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<SearchResponse>().products.find((h) => h.id === id)?.name).toBe(SAFE_NAME);
  });

  it('a product written after start-up is cleaned when the read model takes it in', async () => {
    const other = f.productIds[1]!;
    await t.db.update(products).set({ description: UNSAFE_HTML }).where(eq(products.id, other));
    await t.app.catalog.refresh();
    expectCleaned((await get<ProductDetailResponse>(`/product-detail/${other}`)).product.long_description);
  });
});
