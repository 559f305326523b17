import { displayedPrice } from '@shop/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../tables.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedBenchCatalog, seedDemoShop, seedDemoShopIfEmpty } from './seed.service.ts';

const MENU = [
  ['beer', 'Beer'],
  ['wine', 'Wine'],
  ['spirits', 'Spirit'],
  ['champagne', 'Champagne'],
  ['premium', 'Premium'],
  ['promotion', 'Promotion'],
  ['vodka', 'Vodka'],
  ['tequila', 'Tequila'],
  ['whiskey-and-bourbon', 'Whiskey'],
  ['rum', 'Rum'],
  ['brandy-and-cognac', 'Cognac & Brandy'],
  ['others', 'Others'],
];
const SUBS: Record<string, string[]> = {
  beer: ['lager', 'ale', 'stout', 'wheat-beer', 'craft-beer'],
  wine: ['red-wine', 'white-wine', 'rose-wine', 'sparkling-wine'],
  spirits: ['gin', 'liqueur', 'aperitif'],
  'whiskey-and-bourbon': ['scotch-whisky', 'bourbon', 'irish-whiskey', 'japanese-whisky'],
  others: ['cigars', 'liquor-chocolate'],
};
const STOCKED = [
  'beer',
  'wine',
  'spirits',
  'champagne',
  'vodka',
  'tequila',
  'whiskey-and-bourbon',
  'rum',
  'brandy-and-cognac',
];
const EMPTY = ['others', 'cigars', 'liquor-chocolate', 'premium', 'promotion'];

/** `n` of the first row of a raw query (PGlite and node-postgres both answer `{ rows }`). */
function firstN(result: unknown): number {
  return Number((result as { rows: { n: number }[] }).rows[0]?.n);
}

describe.each(testDatabases())('demo shop seed on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: seedDemoShop });
  });
  afterAll(() => t?.close());

  async function productCounts() {
    const cats = await t.db.select().from(s.categories);
    const byCat = await t.db
      .select({ id: s.products.categoryId, n: count() })
      .from(s.products)
      .groupBy(s.products.categoryId);
    const bySub = await t.db
      .select({ id: s.products.subCategoryId, n: count() })
      .from(s.products)
      .groupBy(s.products.subCategoryId);
    const n = new Map<number | null, number>([...byCat, ...bySub].map((r) => [r.id, r.n]));
    return new Map(cats.map((c) => [c.route, n.get(c.id) ?? 0]));
  }

  it('has the menu categories in order, with subcategories, images and valid JSON-LD seo', async () => {
    const cats = await t.db.select().from(s.categories).orderBy(asc(s.categories.position));
    const top = cats.filter((c) => c.parentId === null);
    expect(top.map((c) => [c.route, c.title])).toEqual(MENU);
    for (const [parent, children] of Object.entries(SUBS)) {
      const parentId = top.find((c) => c.route === parent)?.id;
      expect(cats.filter((c) => c.parentId === parentId).map((c) => c.route)).toEqual(children);
    }
    for (const c of cats) {
      expect(c.description.length).toBeGreaterThan(20);
      expect(c.image).toBe(`categories/${c.route}.svg`);
      expect(c.metaTitle).toContain(c.title);
      expect(c.metaDescription.length).toBeGreaterThan(40);
      expect(JSON.parse(c.schemaMarkup)).toMatchObject({ '@context': 'https://schema.org', '@type': 'CollectionPage' });
    }
  });

  it('seeds three coupons open now: a first-order welcome, one on wine, one on beer', async () => {
    const rows = await t.db
      .select({ code: s.coupons.code, categories: s.coupons.categoryIds, first: s.coupons.firstOrderOnly })
      .from(s.coupons)
      .where(sql`${s.coupons.startsAt} <= now() and ${s.coupons.expiresAt} > now() and ${s.coupons.isActive}`)
      .orderBy(s.coupons.code);
    const routes = new Map((await t.db.select().from(s.categories)).map((c) => [c.id, c.route]));
    expect(rows.map((r) => [r.code, r.categories.map((id) => routes.get(id)), r.first])).toEqual([
      ['BEER15', ['beer'], false],
      ['WELCOME10', [], true],
      ['WINE25', ['wine'], false],
    ]);
  });

  it('puts products in every stocked category and subcategory, none in others, premium or promotion', async () => {
    const counts = await productCounts();
    for (const route of [
      ...STOCKED,
      ...Object.entries(SUBS)
        .filter(([p]) => p !== 'others')
        .flatMap(([, c]) => c),
    ]) {
      expect(counts.get(route), route).toBeGreaterThan(0);
    }
    for (const route of EMPTY) expect(counts.get(route), route).toBe(0);
    expect(counts.get('wine')).toBe(Math.max(...STOCKED.map((r) => counts.get(r) ?? 0)));
    const [total] = await t.db.select({ n: count() }).from(s.products);
    expect(total?.n).toBeGreaterThanOrEqual(420);
  });

  it('gives each product in a category with subcategories a subcategory of that category', async () => {
    const rows = await t.db
      .execute(sql`select count(*)::int as n from products p join categories c on c.id = p.category_id
      left join categories sc on sc.id = p.sub_category_id
      where (exists (select 1 from categories k where k.parent_id = c.id) and (sc.id is null or sc.parent_id <> c.id)) or c.parent_id is not null`);
    expect(firstN(rows)).toBe(0);
  });

  it('gives every product a default variation, and sortPriceFils = displayed price of the first', async () => {
    const ps = await t.db.select().from(s.products);
    const vs = await t.db
      .select()
      .from(s.priceVariations)
      .orderBy(asc(s.priceVariations.productId), asc(s.priceVariations.position));
    const byProduct = new Map<number, typeof vs>();
    for (const v of vs) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
    for (const p of ps) {
      const list = byProduct.get(p.id) ?? [];
      expect(list.length, p.route).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(3);
      const first = list[0];
      expect(first?.position).toBe(0);
      expect(p.sortPriceFils).toBe(
        displayedPrice({
          price: first!.priceFils,
          offer_price: first!.offerPriceFils,
          discount_price: first!.discountPriceFils,
        }),
      );
      expect(p.featuredImg).toBe(`products/${p.route}.svg`);
      expect(p.gallery).toEqual([`products/${p.route}--2.svg`, `products/${p.route}--3.svg`]);
      expect(p.route).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.searchText).toBe(p.searchText.toLowerCase());
    }
    for (const v of vs) {
      if (v.offerPriceFils) expect(v.offerPriceFils).toBeLessThan(v.priceFils);
      if (v.discountPriceFils) expect(v.discountPriceFils).toBeLessThan(v.priceFils);
      expect(Number.isInteger(v.priceFils)).toBe(true);
    }
    const soldOut = vs.filter((v) => v.position === 0 && v.stock === 0).length;
    expect(soldOut).toBeGreaterThan(ps.length * 0.03);
    expect(soldOut).toBeLessThan(ps.length * 0.15);
    expect(vs.filter((v) => v.offerPriceFils > 0).length).toBeGreaterThan(40);
    expect(vs.filter((v) => v.discountPriceFils > 0).length).toBeGreaterThan(30);
  });

  it('flags about 40 premium and 40 promotion products; promotions are always reduced', async () => {
    const premium = await t.db.select().from(s.products).where(eq(s.products.isPremium, true));
    const promo = await t.db.select().from(s.products).where(eq(s.products.isPromotion, true));
    expect(premium.length).toBeGreaterThanOrEqual(35);
    expect(promo.length).toBeGreaterThanOrEqual(35);
    const medianPremium =
      premium.map((p) => p.sortPriceFils).sort((a, b) => a - b)[Math.floor(premium.length / 2)] ?? 0;
    expect(medianPremium).toBeGreaterThan(100_000);
    const promoIds = new Set(promo.map((p) => p.id));
    const vs = await t.db.select().from(s.priceVariations);
    for (const v of vs.filter((x) => promoIds.has(x.productId)))
      expect(v.offerPriceFils + v.discountPriceFils).toBeGreaterThan(0);
  });

  it('lets search find the whiskeys for whisky, whiskey and wiskey', async () => {
    for (const query of ['whisky', 'whiskey', 'wiskey']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/global-search', payload: { query } });
      const hits: { category_route: string }[] = res.json().products;
      expect(hits.length, query).toBe(10);
      expect(
        hits.every((h) => h.category_route === 'whiskey-and-bourbon'),
        query,
      ).toBe(true);
    }
  });

  it('seeds choices, home rows, banners, blog, news and FAQs', async () => {
    const n = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]?.n;
    expect(await n(s.choiceCategories)).toBe(6);
    const perChoice = await t.db
      .select({ id: s.choiceProducts.choiceCategoryId, n: count() })
      .from(s.choiceProducts)
      .groupBy(s.choiceProducts.choiceCategoryId);
    expect(perChoice).toHaveLength(6);
    for (const c of perChoice) {
      expect(c.n).toBeGreaterThanOrEqual(8);
      expect(c.n).toBeLessThanOrEqual(24);
    }
    const rows = await t.db
      .select({ route: s.categories.route, title: s.homeRows.title })
      .from(s.homeRows)
      .innerJoin(s.categories, eq(s.categories.id, s.homeRows.categoryId))
      .orderBy(asc(s.homeRows.position));
    expect(rows.map((r) => r.route)).toEqual([
      'beer',
      'whiskey-and-bourbon',
      'wine',
      'vodka',
      'tequila',
      'champagne',
      'rum',
      'brandy-and-cognac',
    ]);
    expect(rows[0]?.title).toBe('Best-selling Beer');
    const banners = await t.db.select().from(s.promoBanners);
    expect(banners).toHaveLength(4);
    for (const b of banners) expect(b.image).toMatch(/^banners\/[a-z0-9-]+\.svg$/);
    expect(await n(s.blogCategories)).toBe(5);
    expect(await n(s.blogs)).toBeGreaterThanOrEqual(25);
    expect(await n(s.news)).toBeGreaterThanOrEqual(18);
    const faqs = await t.db.select({ scope: s.faqs.scope, n: count() }).from(s.faqs).groupBy(s.faqs.scope);
    expect(Object.fromEntries(faqs.map((f) => [f.scope, f.n]))).toEqual({
      page: 35,
      about: 6,
      corporate: 6,
      category: 27,
    });
    const [blog] = await t.db.select().from(s.blogs).limit(1);
    expect(blog?.content).toMatch(/<h2>.*<\/h2>/);
    expect(blog?.content).toContain('<ul>');
  });

  it('does not seed twice', async () => {
    const before = (await t.db.select({ n: count() }).from(s.products))[0]?.n;
    expect(await seedDemoShopIfEmpty(t.db)).toBe(false);
    expect((await t.db.select({ n: count() }).from(s.products))[0]?.n).toBe(before);
  });

  it('adds a bench catalog on top, with unique routes', async () => {
    const before = (await t.db.select({ n: count() }).from(s.products))[0]?.n ?? 0;
    expect(await seedBenchCatalog(t.db, { products: 1000 })).toBe(1000);
    expect((await t.db.select({ n: count() }).from(s.products))[0]?.n).toBe(before + 1000);
    const [noVariation] = await t.db
      .select({ n: count() })
      .from(s.products)
      .where(
        sql`not exists (select 1 from price_variations v where v.product_id = ${s.products.id} and v.position = 0)`,
      );
    expect(noVariation?.n).toBe(0);
  });
});

describe.each(testDatabases())('seedDemoShopIfEmpty on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('seeds an empty database once', async () => {
    expect(await seedDemoShopIfEmpty(t.db)).toBe(true);
    expect(await seedDemoShopIfEmpty(t.db)).toBe(false);
    const [total] = await t.db.select({ n: count() }).from(s.products);
    expect(total?.n).toBeGreaterThanOrEqual(420);
  });
});
