import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayedPrice } from '@shop/shared';
import { queryRows } from '../../db/client.ts';
import { brands, categories, origins, priceVariations, products } from '../../tables.ts';
import { createTestDatabase, testDatabases } from '../../testing/test-app.ts';
import { seedCatalogFixture } from './catalog.fixtures.ts';

type Handle = Awaited<ReturnType<typeof createTestDatabase>>;

/** The derived columns are the database's job (decision 007): whoever writes, they follow. */
describe.each(testDatabases())('derived catalog columns on %s', (kind) => {
  let h: Handle;
  let fixture: Awaited<ReturnType<typeof seedCatalogFixture>>;
  const product = async (id: number) => (await h.db.select().from(products).where(eq(products.id, id)))[0]!;

  beforeAll(async () => {
    h = await createTestDatabase(kind);
    fixture = await seedCatalogFixture(h.db);
  });
  afterAll(() => h?.drop());

  it('sort_price_fils is the displayed price of the default size, as packages/shared computes it', async () => {
    const id = fixture.productIds[0]!;
    const price = fc.integer({ min: 1, max: 10_000_000 });
    const reduced = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000_000 }));
    await fc.assert(
      fc.asyncProperty(price, reduced, reduced, async (priceFils, offerPriceFils, discountPriceFils) => {
        await h.db
          .update(priceVariations)
          .set({ priceFils, offerPriceFils, discountPriceFils })
          .where(sql`${priceVariations.productId} = ${id} and ${priceVariations.position} = 0`);
        expect((await product(id)).sortPriceFils).toBe(
          displayedPrice({ price: priceFils, offer_price: offerPriceFils, discount_price: discountPriceFils }),
        );
      }),
      { numRuns: 25 },
    );
  });

  it('follows a new default size, and is 0 once a product has no sizes', async () => {
    const id = fixture.productIds[1]!;
    const [first] = await h.db.select().from(priceVariations).where(eq(priceVariations.productId, id));
    await h.db
      .insert(priceVariations)
      .values({ ...first!, id: undefined, priceFils: 777, offerPriceFils: 0, discountPriceFils: 0, position: -1 });
    expect((await product(id)).sortPriceFils).toBe(777);
    await h.db.delete(priceVariations).where(eq(priceVariations.productId, id));
    expect((await product(id)).sortPriceFils).toBe(0);
  });

  it('follows an update that moves a size first or to another product, whatever else the statement changes', async () => {
    const [a, b] = [fixture.productIds[3]!, fixture.productIds[4]!];
    const [first] = await h.db.select().from(priceVariations).where(eq(priceVariations.productId, a));
    const [second] = await h.db
      .insert(priceVariations)
      .values({ ...first!, id: undefined, priceFils: 888, offerPriceFils: 0, discountPriceFils: 0, position: 5 })
      .returning();
    expect((await product(a)).sortPriceFils).toBe(
      displayedPrice({
        price: first!.priceFils,
        offer_price: first!.offerPriceFils,
        discount_price: first!.discountPriceFils,
      }),
    );
    // Stock alone leaves the price where it is; with the position, the new first size's price leads.
    await h.db
      .update(priceVariations)
      .set({ stock: sql`${priceVariations.stock} + 1` })
      .where(eq(priceVariations.productId, a));
    expect((await product(a)).sortPriceFils).not.toBe(888);
    await h.db.update(priceVariations).set({ position: -1, stock: 3 }).where(eq(priceVariations.id, second!.id));
    expect((await product(a)).sortPriceFils).toBe(888);
    // Moved to another product: both products follow.
    await h.db.update(priceVariations).set({ productId: b, position: -2 }).where(eq(priceVariations.id, second!.id));
    expect((await product(b)).sortPriceFils).toBe(888);
    expect((await product(a)).sortPriceFils).toBe(
      displayedPrice({
        price: first!.priceFils,
        offer_price: first!.offerPriceFils,
        discount_price: first!.discountPriceFils,
      }),
    );
  });

  it('overwrites a direct write to either derived column', async () => {
    const id = fixture.productIds[2]!;
    const before = await product(id);
    await h.db.update(products).set({ sortPriceFils: 1, searchText: 'tampered' }).where(eq(products.id, id));
    const after = await product(id);
    expect(after.sortPriceFils).toBe(before.sortPriceFils);
    expect(after.searchText).toBe(before.searchText);
  });

  it('search_text holds the plain name, brand, categories and country, with accent-folded words', async () => {
    const id = fixture.productIds.at(-1)!; // a Glen Arden scotch
    expect((await product(id)).searchText).toBe(
      'glen arden 16 year single malt glen arden whiskey scotch whisky scotland',
    );
    await h.db.update(products).set({ name: 'Château <em>Rosé</em> &amp; Co' }).where(eq(products.id, id));
    expect((await product(id)).searchText).toBe(
      'château rosé co glen arden whiskey scotch whisky scotland chateau rose co glen arden whiskey scotch whisky scotland',
    );
  });

  it('renaming a brand, a category or a country rewrites the search text of their products', async () => {
    const id = fixture.productIds[3]!;
    await h.db.update(brands).set({ name: 'Domaine Zed' }).where(eq(brands.id, fixture.alpha.id));
    await h.db.update(categories).set({ title: 'Red Wines' }).where(eq(categories.id, fixture.red.id));
    await h.db.update(origins).set({ country: 'Francia' }).where(eq(origins.country, 'France'));
    expect((await product(id)).searchText).toBe('alpha rouge no. 4 domaine zed wine red wines francia');
    const words = await queryRows<{ word: string }>(
      h.db,
      sql`select word from search_terms where word in ('zed', 'francia')`,
    );
    expect(words.map((w) => w.word).sort()).toEqual(['francia', 'zed']);
  });
});
