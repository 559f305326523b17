import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands, categories, origins, variations, variationValues } from '../../tables.ts';
import { BRANDS, CATEGORY_TREE, ORIGINS, SIZES, SIZE_VARIATION_NAME } from './demo-catalog.data.ts';
import { categorySeo } from './content-builder.ts';

/** Ids of the demo taxonomy, looked up by route, origin key and size value. */
export interface Taxonomy {
  categoryId: Map<string, number>;
  brandId: Map<string, number>;
  originId: Map<string, number>;
  sizeVariationId: number;
  sizeValueId: Map<string, number>;
}

/**
 * Writes the categories, brands, origins and sizes the demo catalog uses, skipping any that exist
 * (so the bench catalog can run on top of the demo shop), and returns their ids.
 */
export async function ensureTaxonomy(db: Database): Promise<Taxonomy> {
  const topRows = CATEGORY_TREE.map((c, position) => ({
    route: c.route,
    title: c.title,
    description: c.description,
    image: `categories/${c.route}.svg`,
    position,
    ...categorySeo(c),
  }));
  await db.insert(categories).values(topRows).onConflictDoNothing();
  const categoryId = await categoryIds(db);
  const childRows = CATEGORY_TREE.flatMap((parent) =>
    (parent.children ?? []).map((c, position) => ({
      parentId: categoryId.get(parent.route) as number,
      route: c.route,
      title: c.title,
      description: c.description,
      image: `categories/${c.route}.svg`,
      position,
      ...categorySeo(c, parent),
    })),
  );
  await db.insert(categories).values(childRows).onConflictDoNothing();

  await db
    .insert(brands)
    .values(BRANDS.map((b) => ({ route: b.route, name: b.name })))
    .onConflictDoNothing();
  await db
    .insert(origins)
    .values(ORIGINS.map((o) => ({ country: o.country, region: o.region })))
    .onConflictDoNothing();
  await db.insert(variations).values({ name: SIZE_VARIATION_NAME }).onConflictDoNothing();
  const sizeVariationId = await sizeId(db);
  await db
    .insert(variationValues)
    .values(SIZES.map((s) => ({ variationId: sizeVariationId, value: s.value, sizeMl: s.sizeMl })))
    .onConflictDoNothing();

  const brandRows = await db.select({ id: brands.id, route: brands.route }).from(brands);
  const originRows = await db
    .select({ id: origins.id, country: origins.country, region: origins.region })
    .from(origins);
  const valueRows = await db
    .select({ id: variationValues.id, value: variationValues.value, variationId: variationValues.variationId })
    .from(variationValues);
  const originKey = new Map(ORIGINS.map((o) => [`${o.country}|${o.region}`, o.key]));
  return {
    categoryId: await categoryIds(db),
    brandId: new Map(brandRows.map((b) => [b.route, b.id])),
    originId: new Map(
      originRows.flatMap((o) => {
        const key = originKey.get(`${o.country}|${o.region}`);
        return key ? [[key, o.id] as const] : [];
      }),
    ),
    sizeVariationId,
    sizeValueId: new Map(valueRows.filter((v) => v.variationId === sizeVariationId).map((v) => [v.value, v.id])),
  };
}

async function categoryIds(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ id: categories.id, route: categories.route }).from(categories);
  return new Map(rows.map((r) => [r.route, r.id]));
}

async function sizeId(db: Database): Promise<number> {
  const [row] = await db.select({ id: variations.id }).from(variations).where(eq(variations.name, SIZE_VARIATION_NAME));
  if (!row) throw new Error('The Size variation is missing');
  return row.id;
}

/** Number of categories: 0 means a fresh database. */
export async function categoryCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(categories);
  return row?.n ?? 0;
}
