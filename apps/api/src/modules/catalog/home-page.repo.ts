import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  categories,
  choiceCategories,
  choiceProducts,
  homeOffers,
  homeRows,
  products,
  promoBanners,
} from './catalog.schema.ts';
import { nextPosition, reorderRows, type OrderedTable } from './ordered-rows.ts';

type RowValues = { categoryId: number; title: string };
type BannerValues = { title: string; image: string; productId: number };
type OfferValues = { headline: string; detail: string };
type ChoiceValues = { route: string; title: string; description: string; image: string | null };

/**
 * The home page as staff edit it (issue 26, item 4): its featured rows (a category each), promo banners, offer texts
 * and our-choice lists with their products. Every table here feeds the catalog's change feed (migrations 0003, 0023).
 */
export function createHomePageRepo(db: Database) {
  const rowColumns = {
    id: homeRows.id,
    categoryId: homeRows.categoryId,
    title: homeRows.title,
    position: homeRows.position,
    categoryTitle: categories.title,
  };
  const bannerColumns = {
    id: promoBanners.id,
    title: promoBanners.title,
    image: promoBanners.image,
    productId: promoBanners.productId,
    position: promoBanners.position,
    productName: products.name,
  };
  const offerColumns = {
    id: homeOffers.id,
    headline: homeOffers.headline,
    detail: homeOffers.detail,
    position: homeOffers.position,
  };
  const rowsQuery = () =>
    db.select(rowColumns).from(homeRows).innerJoin(categories, eq(categories.id, homeRows.categoryId));
  const bannersQuery = () =>
    db.select(bannerColumns).from(promoBanners).innerJoin(products, eq(products.id, promoBanners.productId));

  async function insert<T extends OrderedTable>(table: T, values: Record<string, unknown>): Promise<number> {
    const position = await nextPosition(db, table);
    const [row] = await db
      .insert(table)
      .values({ ...values, position } as T['$inferInsert'])
      .returning({ id: table.id });
    return Number(row!.id);
  }

  return {
    rows: () => rowsQuery().orderBy(asc(homeRows.position), asc(homeRows.id)),
    row: async (id: number) => (await rowsQuery().where(eq(homeRows.id, id)))[0],
    rowOfCategory: async (categoryId: number) =>
      (await db.select({ id: homeRows.id }).from(homeRows).where(eq(homeRows.categoryId, categoryId)))[0]?.id,
    categoryExists: async (id: number) =>
      (await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id))).length > 0,
    insertRow: (values: RowValues) => insert(homeRows, values),
    updateRow: (id: number, values: RowValues) => db.update(homeRows).set(values).where(eq(homeRows.id, id)),
    deleteRow: (id: number) => db.delete(homeRows).where(eq(homeRows.id, id)),
    reorderRows: (ids: readonly number[]) => reorderRows(db, homeRows, ids),

    banners: () => bannersQuery().orderBy(asc(promoBanners.position), asc(promoBanners.id)),
    banner: async (id: number) => (await bannersQuery().where(eq(promoBanners.id, id)))[0],
    insertBanner: (values: BannerValues) => insert(promoBanners, values),
    updateBanner: (id: number, values: BannerValues) =>
      db.update(promoBanners).set(values).where(eq(promoBanners.id, id)),
    deleteBanner: (id: number) => db.delete(promoBanners).where(eq(promoBanners.id, id)),
    reorderBanners: (ids: readonly number[]) => reorderRows(db, promoBanners, ids),

    offers: () => db.select(offerColumns).from(homeOffers).orderBy(asc(homeOffers.position), asc(homeOffers.id)),
    offer: async (id: number) => (await db.select(offerColumns).from(homeOffers).where(eq(homeOffers.id, id)))[0],
    insertOffer: (values: OfferValues) => insert(homeOffers, values),
    updateOffer: (id: number, values: OfferValues) => db.update(homeOffers).set(values).where(eq(homeOffers.id, id)),
    deleteOffer: (id: number) => db.delete(homeOffers).where(eq(homeOffers.id, id)),
    reorderOffers: (ids: readonly number[]) => reorderRows(db, homeOffers, ids),

    choices: () => db.select().from(choiceCategories).orderBy(asc(choiceCategories.position), asc(choiceCategories.id)),
    choice: async (id: number) => (await db.select().from(choiceCategories).where(eq(choiceCategories.id, id)))[0],
    choiceRouteTaken: async (route: string, except = 0) => {
      const [row] = await db
        .select({ id: choiceCategories.id })
        .from(choiceCategories)
        .where(eq(choiceCategories.route, route));
      return row !== undefined && row.id !== except;
    },
    /** Each list's products in order, with their names (HTML as stored). */
    choiceMembers: (choiceIds: readonly number[]) =>
      choiceIds.length
        ? db
            .select({ choiceId: choiceProducts.choiceCategoryId, id: products.id, name: products.name })
            .from(choiceProducts)
            .innerJoin(products, eq(products.id, choiceProducts.productId))
            .where(inArray(choiceProducts.choiceCategoryId, [...choiceIds]))
            .orderBy(asc(choiceProducts.position), asc(products.id))
        : Promise.resolve([]),
    insertChoice: (values: ChoiceValues) => insert(choiceCategories, values),
    updateChoice: (id: number, values: ChoiceValues) =>
      db.update(choiceCategories).set(values).where(eq(choiceCategories.id, id)),
    deleteChoice: (id: number) => db.delete(choiceCategories).where(eq(choiceCategories.id, id)),
    reorderChoices: (ids: readonly number[]) => reorderRows(db, choiceCategories, ids),
    /** Replaces a list's products with these, in this order. */
    async setChoiceProducts(choiceId: number, productIds: readonly number[]): Promise<void> {
      await db.delete(choiceProducts).where(eq(choiceProducts.choiceCategoryId, choiceId));
      if (productIds.length)
        await db
          .insert(choiceProducts)
          .values(productIds.map((productId, position) => ({ choiceCategoryId: choiceId, productId, position })));
    },
    /** Which of these product ids exist (on sale or not). */
    async existingProducts(ids: readonly number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, [...ids]));
      return new Set(rows.map((r) => r.id));
    },
  };
}

export type HomePageRepo = ReturnType<typeof createHomePageRepo>;
