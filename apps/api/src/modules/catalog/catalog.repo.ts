import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { SortMode } from '@shop/shared';
import type { Database } from '../../db/client.ts';
import type { IdOrRoute } from '../../lib/id-or-route.ts';
import {
  brands, categories, choiceCategories, choiceProducts, faqs, homeRows, origins, priceVariations, products, promoBanners, variationValues,
} from '../../db/schema.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type ChoiceRow = typeof choiceCategories.$inferSelect;

/** Which products a listing shows; every field narrows the set. */
export interface ProductFilter {
  categoryId?: number;
  subCategoryId?: number;
  premium?: boolean;
  promotion?: boolean;
  choiceId?: number;
  brandIds?: number[];
  originCountries?: string[];
  minFils?: number;
  maxFils?: number;
}

const subCategories = alias(categories, 'sub_categories');

/** Columns of a product card, without its variations. */
const cardColumns = {
  id: products.id,
  route: products.route,
  name: products.name,
  featuredImg: products.featuredImg,
  isPremium: products.isPremium,
  isPromotion: products.isPromotion,
  createdAt: products.createdAt,
  brandId: brands.id,
  brandName: brands.name,
  categoryId: categories.id,
  categoryRoute: categories.route,
  categoryTitle: categories.title,
  subCategoryId: subCategories.id,
  subCategoryRoute: subCategories.route,
  subCategoryTitle: subCategories.title,
};

function whereOf(f: ProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(products.isActive, true)];
  if (f.categoryId !== undefined) conditions.push(eq(products.categoryId, f.categoryId));
  if (f.subCategoryId !== undefined) conditions.push(eq(products.subCategoryId, f.subCategoryId));
  if (f.premium) conditions.push(eq(products.isPremium, true));
  if (f.promotion) conditions.push(eq(products.isPromotion, true));
  if (f.brandIds?.length) conditions.push(inArray(products.brandId, f.brandIds));
  if (f.originCountries?.length) {
    // Countries match whatever their case: 'france' from a hand-made link finds France.
    const countries = f.originCountries.map((c) => c.toLowerCase());
    conditions.push(inArray(products.originId, sql`(select ${origins.id} from ${origins} where ${inArray(sql`lower(${origins.country})`, countries)})`));
  }
  if (f.minFils !== undefined) conditions.push(gte(products.sortPriceFils, f.minFils));
  if (f.maxFils !== undefined) conditions.push(lte(products.sortPriceFils, f.maxFils));
  if (f.choiceId !== undefined) {
    conditions.push(inArray(products.id, sql`(select ${choiceProducts.productId} from ${choiceProducts} where ${choiceProducts.choiceCategoryId} = ${f.choiceId})`));
  }
  return and(...conditions);
}

/** Catalog routes are never all digits, so a numeric key is an id; a number is always an id. */
function byIdOrRoute(key: IdOrRoute | number, idColumn: PgColumn, routeColumn: PgColumn): SQL {
  if (typeof key === 'number') return eq(idColumn, key);
  return key.id !== null ? eq(idColumn, key.id) : eq(routeColumn, key.route);
}

function orderOf(sort: SortMode) {
  switch (sort) {
    case 'latest':
      return [desc(products.createdAt), desc(products.id)];
    case 'price-desc':
      return [desc(products.sortPriceFils), asc(products.id)];
    case 'price-asc':
      return [asc(products.sortPriceFils), asc(products.id)];
    default:
      // Default sorting puts the best sellers first.
      return [desc(products.salesCount), asc(products.id)];
  }
}

export function createCatalogRepo(db: Database) {
  const cardQuery = () =>
    db.select(cardColumns).from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
      .leftJoin(brands, eq(brands.id, products.brandId));

  return {
    async findCategory(key: IdOrRoute | number): Promise<CategoryRow | undefined> {
      const condition = byIdOrRoute(key, categories.id, categories.route);
      const [row] = await db.select().from(categories).where(condition).limit(1);
      return row;
    },

    async listCategories(): Promise<CategoryRow[]> {
      return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
    },

    async countProducts(filter: ProductFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(products).where(whereOf(filter));
      return Number(row?.n ?? 0);
    },

    async pageOfCards(filter: ProductFilter, sort: SortMode, limit: number, offset: number) {
      return cardQuery().where(whereOf(filter)).orderBy(...orderOf(sort)).limit(limit).offset(offset);
    },

    async cardsByIds(ids: number[]) {
      if (!ids.length) return [];
      return cardQuery().where(and(inArray(products.id, ids), eq(products.isActive, true)));
    },

    /** Variations of the given products, default size first. */
    async variationsOf(productIds: number[]) {
      if (!productIds.length) return [];
      return db.select({
        id: priceVariations.id,
        productId: priceVariations.productId,
        variationId: priceVariations.variationId,
        variationValueId: priceVariations.variationValueId,
        value: variationValues.value,
        priceFils: priceVariations.priceFils,
        offerPriceFils: priceVariations.offerPriceFils,
        discountPriceFils: priceVariations.discountPriceFils,
        stock: priceVariations.stock,
      }).from(priceVariations)
        .innerJoin(variationValues, eq(variationValues.id, priceVariations.variationValueId))
        .where(inArray(priceVariations.productId, productIds))
        .orderBy(asc(priceVariations.productId), asc(priceVariations.position), asc(priceVariations.id));
    },

    async findProduct(key: IdOrRoute) {
      const condition = byIdOrRoute(key, products.id, products.route);
      const [row] = await db.select({
        id: products.id, description: products.description, tastingNotes: products.tastingNotes, abv: products.abv,
        gallery: products.gallery, categoryId: products.categoryId, subCategoryId: products.subCategoryId,
        originId: origins.id, originCountry: origins.country, originRegion: origins.region,
      }).from(products).leftJoin(origins, eq(origins.id, products.originId))
        .where(and(condition, eq(products.isActive, true))).limit(1);
      return row;
    },

    async relatedProductIds(productId: number, categoryId: number, subCategoryId: number | null, limit: number): Promise<number[]> {
      const sameShelf = subCategoryId !== null ? eq(products.subCategoryId, subCategoryId) : eq(products.categoryId, categoryId);
      const rows = await db.select({ id: products.id }).from(products)
        .where(and(sameShelf, eq(products.isActive, true), sql`${products.id} <> ${productId}`))
        .orderBy(desc(products.salesCount), asc(products.id)).limit(limit);
      return rows.map((r) => r.id);
    },

    async categoryFaqs(categoryIds: number[]) {
      return db.select({ id: faqs.id, question: faqs.question, answer: faqs.answer }).from(faqs)
        .where(and(eq(faqs.scope, 'category'), inArray(faqs.categoryId, categoryIds)))
        .orderBy(asc(faqs.position), asc(faqs.id));
    },

    /** Brands, origins and price range present among a listing's products. */
    async facets(filter: ProductFilter) {
      const where = whereOf(filter);
      const [brandRows, originRows, [range]] = await Promise.all([
        db.select({ id: brands.id, name: brands.name, count: count() }).from(products)
          .innerJoin(brands, eq(brands.id, products.brandId)).where(where)
          .groupBy(brands.id, brands.name).orderBy(asc(brands.name)),
        db.select({ country: origins.country, count: count() }).from(products)
          .innerJoin(origins, eq(origins.id, products.originId)).where(where)
          .groupBy(origins.country).orderBy(asc(origins.country)),
        db.select({ min: sql<number | null>`min(${products.sortPriceFils})`, max: sql<number | null>`max(${products.sortPriceFils})` })
          .from(products).where(where),
      ]);
      return { brandRows, originRows, minFils: Number(range?.min ?? 0), maxFils: Number(range?.max ?? 0) };
    },

    async findChoice(key: IdOrRoute): Promise<ChoiceRow | undefined> {
      const condition = byIdOrRoute(key, choiceCategories.id, choiceCategories.route);
      const [row] = await db.select().from(choiceCategories).where(condition).limit(1);
      return row;
    },

    async listChoices(): Promise<ChoiceRow[]> {
      return db.select().from(choiceCategories).orderBy(asc(choiceCategories.position), asc(choiceCategories.id));
    },

    async homeRows() {
      return db.select({ id: homeRows.id, title: homeRows.title, categoryId: categories.id, categoryRoute: categories.route, categoryTitle: categories.title })
        .from(homeRows).innerJoin(categories, eq(categories.id, homeRows.categoryId))
        .orderBy(asc(homeRows.position), asc(homeRows.id));
    },

    async promoBanners() {
      return db.select({
        id: promoBanners.id, title: promoBanners.title, image: promoBanners.image,
        productRoute: products.route, categoryRoute: categories.route,
      }).from(promoBanners)
        .innerJoin(products, eq(products.id, promoBanners.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.isActive, true))
        .orderBy(asc(promoBanners.position), asc(promoBanners.id));
    },
  };
}

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
export type CardRow = Awaited<ReturnType<CatalogRepo['pageOfCards']>>[number];
export type VariationRow = Awaited<ReturnType<CatalogRepo['variationsOf']>>[number];
