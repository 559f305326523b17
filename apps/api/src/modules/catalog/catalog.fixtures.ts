import { useReplicas } from '../../testing/replicas.ts';
import { createTestApp, type TestDatabaseKind } from '../../testing/test-app.ts';
import type { Database } from '../../db/client.ts';
import {
  brands,
  categories,
  choiceCategories,
  choiceProducts,
  faqs,
  homeRows,
  origins,
  priceVariations,
  products,
  promoBanners,
  variations,
  variationValues,
} from '../../tables.ts';

/**
 * A small catalog with known values for exact assertions:
 * 25 red wines (price 40 + 10·i AED), 10 white wines, 5 whiskeys; an empty "others" with "cigars";
 * premium and promotion listed by flag.
 */
export const FIXTURE = { reds: 25, whites: 10, whiskeys: 5 } as const;

export async function seedCatalogFixture(db: Database) {
  const [wine, whiskey, premium, promotion, others] = await db
    .insert(categories)
    .values([
      {
        route: 'wine',
        title: 'Wine',
        description: 'Wines of the world.',
        position: 1,
        metaTitle: 'Buy Wine Online in Dubai',
        metaDescription: 'Red, white and more.',
        schemaMarkup: '{"@type":"CollectionPage"}',
      },
      { route: 'whiskey-and-bourbon', title: 'Whiskey', description: 'Whisky and bourbon.', position: 2 },
      { route: 'premium', title: 'Premium', description: 'The finest bottles.', position: 3 },
      { route: 'promotion', title: 'Promotion', description: 'On offer now.', position: 4 },
      { route: 'others', title: 'Others', description: 'Cigars and more.', position: 5 },
    ])
    .returning();
  const [red, white, scotch] = await db
    .insert(categories)
    .values([
      { route: 'red-wine', title: 'Red Wine', parentId: wine!.id, position: 1, metaTitle: 'Red Wine' },
      { route: 'white-wine', title: 'White Wine', parentId: wine!.id, position: 2 },
      { route: 'scotch-whisky', title: 'Scotch Whisky', parentId: whiskey!.id, position: 1 },
      { route: 'cigars', title: 'Cigars', parentId: others!.id, position: 1 },
    ])
    .returning();
  const [alpha, beta] = await db
    .insert(brands)
    .values([
      { route: 'alpha-estate', name: 'Alpha Estate' },
      { route: 'glen-arden', name: 'Glen Arden' },
    ])
    .returning();
  const [bordeaux, speyside] = await db
    .insert(origins)
    .values([
      { country: 'France', region: 'Bordeaux' },
      { country: 'Scotland', region: 'Speyside' },
    ])
    .returning();
  const [size] = await db.insert(variations).values({ name: 'Size' }).returning();
  const [ml750, l15, ml700] = await db
    .insert(variationValues)
    .values([
      { variationId: size!.id, value: '750 ml', sizeMl: 750 },
      { variationId: size!.id, value: '1.5 L', sizeMl: 1500 },
      { variationId: size!.id, value: '700 ml', sizeMl: 700 },
    ])
    .returning();

  type Spec = {
    name: string;
    cat: number;
    sub: number;
    brand: number;
    origin: number;
    priceFils: number;
    offerFils?: number;
    discountFils?: number;
    stock: number;
    premium?: boolean;
    promotion?: boolean;
    sales: number;
    daysOld: number;
    value: number;
    big?: boolean;
  };
  const specs: Spec[] = [];
  for (let i = 0; i < FIXTURE.reds; i++) {
    specs.push({
      name: `Alpha Rouge No. ${i + 1}`,
      cat: wine!.id,
      sub: red!.id,
      brand: alpha!.id,
      origin: bordeaux!.id,
      priceFils: (40 + 10 * i) * 100,
      stock: i === 0 ? 0 : 10,
      sales: 100 - i,
      daysOld: i,
      value: ml750!.id,
      big: i < 3,
      premium: i >= 22,
      promotion: i === 5 || i === 6,
      offerFils: i === 5 ? 5000 : undefined,
      discountFils: i === 6 ? 6000 : undefined,
    });
  }
  for (let i = 0; i < FIXTURE.whites; i++) {
    specs.push({
      name: `Alpha Blanc <em>Reserve</em> ${i + 1}`,
      cat: wine!.id,
      sub: white!.id,
      brand: alpha!.id,
      origin: bordeaux!.id,
      priceFils: (55 + 5 * i) * 100,
      stock: 5,
      sales: 50 - i,
      daysOld: 100 + i,
      value: ml750!.id,
    });
  }
  for (let i = 0; i < FIXTURE.whiskeys; i++) {
    specs.push({
      name: `Glen Arden ${12 + i} Year Single Malt`,
      cat: whiskey!.id,
      sub: scotch!.id,
      brand: beta!.id,
      origin: speyside!.id,
      priceFils: (200 + 50 * i) * 100,
      stock: 3,
      sales: 10 + i,
      daysOld: 200,
      value: ml700!.id,
    });
  }

  const now = Date.now();
  const inserted = await db
    .insert(products)
    .values(
      specs.map((s, i) => {
        const plain = s.name.replace(/<[^>]+>/g, '');
        return {
          route: plain
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/-$/, ''),
          name: s.name,
          description: `Description ${i}`,
          tastingNotes: 'Dark fruit.',
          abv: s.cat === wine!.id ? 13.5 : 40,
          featuredImg: `products/${plain.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
          gallery: [],
          categoryId: s.cat,
          subCategoryId: s.sub,
          brandId: s.brand,
          originId: s.origin,
          isPremium: s.premium ?? false,
          isPromotion: s.promotion ?? false,
          salesCount: s.sales,
          createdAt: new Date(now - s.daysOld * 86_400_000).toISOString(),
        };
      }),
    )
    .returning({ id: products.id });

  await db.insert(priceVariations).values(
    specs.flatMap((s, i) => [
      {
        productId: inserted[i]!.id,
        variationId: size!.id,
        variationValueId: s.value,
        priceFils: s.priceFils,
        offerPriceFils: s.offerFils ?? 0,
        discountPriceFils: s.discountFils ?? 0,
        stock: s.stock,
        position: 0,
      },
      ...(s.big
        ? [
            {
              productId: inserted[i]!.id,
              variationId: size!.id,
              variationValueId: l15!.id,
              priceFils: s.priceFils * 2,
              stock: 4,
              position: 1,
            },
          ]
        : []),
    ]),
  );

  await db.insert(faqs).values([
    { scope: 'category', categoryId: wine!.id, question: 'Do you deliver wine chilled?', answer: 'Yes.', position: 1 },
    { scope: 'category', categoryId: red!.id, question: 'Should red wine breathe?', answer: 'Often.', position: 2 },
    {
      scope: 'category',
      categoryId: whiskey!.id,
      question: 'What is single malt?',
      answer: 'One distillery.',
      position: 1,
    },
  ]);
  const [picks] = await db
    .insert(choiceCategories)
    .values({ route: 'staff-picks', title: 'Staff Picks', description: 'Chosen by us.' })
    .returning();
  await db
    .insert(choiceProducts)
    .values(inserted.slice(0, 14).map((p, position) => ({ choiceCategoryId: picks!.id, productId: p.id, position })));
  await db.insert(homeRows).values([
    { categoryId: wine!.id, title: 'Best-selling Wine', position: 1 },
    { categoryId: whiskey!.id, title: 'Best-selling Whiskey', position: 2 },
  ]);
  await db
    .insert(promoBanners)
    .values({ title: 'Rouge offer', image: 'banners/alpha-rouge-no-6.svg', productId: inserted[5]!.id });
  return {
    wine: wine!,
    whiskey: whiskey!,
    red: red!,
    white: white!,
    scotch: scotch!,
    premium: premium!,
    promotion: promotion!,
    others: others!,
    alpha: alpha!,
    beta: beta!,
    productIds: inserted.map((p) => p.id),
  };
}

/**
 * Two replicas over the catalog fixture (tests on PostgreSQL and Redis only), polling off: only the announcement can
 * tell one replica of the other's writes.
 */
export const useCatalogReplicas = (name: string) =>
  useReplicas(name, { env: { CATALOG_POLL_MS: '0' }, seed: seedCatalogFixture });

/** A test app over the catalog fixture, polling off: a staff write shows through its announcement alone. */
export async function catalogTestApp(kind: TestDatabaseKind) {
  let fx: Awaited<ReturnType<typeof seedCatalogFixture>> | undefined;
  const t = await createTestApp(kind, {
    env: { CATALOG_POLL_MS: '0' },
    seed: async (db) => void (fx = await seedCatalogFixture(db)),
  });
  return { t, fx: fx! };
}
