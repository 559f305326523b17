import { and, asc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { brands, categories, homeRows, origins, products } from './catalog.schema.ts';
import { nextPosition, reorderRows } from './ordered-rows.ts';

type CategoryValues = Omit<typeof categories.$inferInsert, 'id' | 'position'>;
type BrandValues = Omit<typeof brands.$inferInsert, 'id' | 'position'>;
type OriginValues = { country: string; region: string | null };

const count = (where: SQL) => sql<number>`(select count(*)::int from ${products} where ${where})`;
const categoryProducts = count(
  sql`${products.categoryId} = ${categories.id} or ${products.subCategoryId} = ${categories.id}`,
);
const siblingsOf = (parentId: number | null) =>
  parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);
const sameId = (a: number) => (row: { id: number } | undefined) => row !== undefined && row.id !== a;

/**
 * The shop's structure as staff edit it (issue 26, item 3): categories and subcategories, brands and origins, each
 * with the products that use it counted (on sale or not: the database refuses to delete what a product names).
 */
export function createTaxonomyRepo(db: Database) {
  const categoryColumns = { ...categoriesColumns(), productCount: categoryProducts };
  const brandColumns = {
    id: brands.id,
    route: brands.route,
    name: brands.name,
    description: brands.description,
    metaTitle: brands.metaTitle,
    metaDescription: brands.metaDescription,
    position: brands.position,
    productCount: count(sql`${products.brandId} = ${brands.id}`),
  };
  const originColumns = {
    id: origins.id,
    country: origins.country,
    region: origins.region,
    position: origins.position,
    productCount: count(sql`${products.originId} = ${origins.id}`),
  };

  return {
    categories: () =>
      db
        .select(categoryColumns)
        .from(categories)
        .orderBy(sql`${categories.parentId} nulls first`, asc(categories.position), asc(categories.id)),
    category: async (id: number) => (await db.select(categoryColumns).from(categories).where(eq(categories.id, id)))[0],
    /** Whether another category than `except` has this route. */
    routeTaken: async (route: string, except = 0) =>
      sameId(except)((await db.select({ id: categories.id }).from(categories).where(eq(categories.route, route)))[0]),
    async insertCategory(values: CategoryValues): Promise<number> {
      const position = await nextPosition(db, categories, siblingsOf(values.parentId ?? null));
      const [row] = await db
        .insert(categories)
        .values({ ...values, position })
        .returning({ id: categories.id });
      return row!.id;
    },
    updateCategory: (id: number, values: Omit<CategoryValues, 'parentId'>) =>
      db.update(categories).set(values).where(eq(categories.id, id)),
    /** What still uses a category: products, subcategories, home rows. */
    async categoryUsage(id: number): Promise<{ products: number; subcategories: number; homeRows: number }> {
      const [row] = await queryRows<{ products: number; subcategories: number; home_rows: number }>(
        db,
        sql`select
          (select count(*)::int from ${products}
            where ${or(eq(products.categoryId, id), eq(products.subCategoryId, id))}) as products,
          (select count(*)::int from ${categories} where ${eq(categories.parentId, id)}) as subcategories,
          (select count(*)::int from ${homeRows} where ${eq(homeRows.categoryId, id)}) as home_rows`,
      );
      return {
        products: Number(row!.products),
        subcategories: Number(row!.subcategories),
        homeRows: Number(row!.home_rows),
      };
    },
    deleteCategory: (id: number) => db.delete(categories).where(eq(categories.id, id)),
    reorderCategories: (parentId: number | null, ids: readonly number[]) =>
      reorderRows(db, categories, ids, siblingsOf(parentId)),

    brands: () => db.select(brandColumns).from(brands).orderBy(asc(brands.position), asc(brands.name), asc(brands.id)),
    brand: async (id: number) => (await db.select(brandColumns).from(brands).where(eq(brands.id, id)))[0],
    brandRouteTaken: async (route: string, except = 0) =>
      sameId(except)((await db.select({ id: brands.id }).from(brands).where(eq(brands.route, route)))[0]),
    async insertBrand(values: BrandValues): Promise<number> {
      const position = await nextPosition(db, brands);
      const [row] = await db
        .insert(brands)
        .values({ ...values, position })
        .returning({ id: brands.id });
      return row!.id;
    },
    updateBrand: (id: number, values: BrandValues) => db.update(brands).set(values).where(eq(brands.id, id)),
    deleteBrand: (id: number) => db.delete(brands).where(eq(brands.id, id)),
    reorderBrands: (ids: readonly number[]) => reorderRows(db, brands, ids),

    origins: () =>
      db.select(originColumns).from(origins).orderBy(asc(origins.position), asc(origins.country), asc(origins.id)),
    origin: async (id: number) => (await db.select(originColumns).from(origins).where(eq(origins.id, id)))[0],
    /** Whether another origin than `except` is this country and region (no region counts as a value). */
    async originTaken({ country, region }: OriginValues, except = 0): Promise<boolean> {
      const [row] = await db
        .select({ id: origins.id })
        .from(origins)
        .where(
          and(
            sql`lower(${origins.country}) = lower(${country})`,
            sql`lower(coalesce(${origins.region}, '')) = lower(${region ?? ''})`,
            ne(origins.id, except),
          ),
        );
      return row !== undefined;
    },
    async insertOrigin(values: OriginValues): Promise<number> {
      const position = await nextPosition(db, origins);
      const [row] = await db
        .insert(origins)
        .values({ ...values, position })
        .returning({ id: origins.id });
      return row!.id;
    },
    updateOrigin: (id: number, values: OriginValues) => db.update(origins).set(values).where(eq(origins.id, id)),
    deleteOrigin: (id: number) => db.delete(origins).where(eq(origins.id, id)),
    reorderOrigins: (ids: readonly number[]) => reorderRows(db, origins, ids),
  };
}

function categoriesColumns() {
  return {
    id: categories.id,
    parentId: categories.parentId,
    route: categories.route,
    title: categories.title,
    description: categories.description,
    image: categories.image,
    metaTitle: categories.metaTitle,
    metaDescription: categories.metaDescription,
    schemaMarkup: categories.schemaMarkup,
    position: categories.position,
  };
}

export type TaxonomyRepo = ReturnType<typeof createTaxonomyRepo>;
export type CategoryRecord = NonNullable<Awaited<ReturnType<TaxonomyRepo['category']>>>;
export type BrandRecord = NonNullable<Awaited<ReturnType<TaxonomyRepo['brand']>>>;
export type OriginRecord = NonNullable<Awaited<ReturnType<TaxonomyRepo['origin']>>>;
