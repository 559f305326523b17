import { NO_RATING, type RatingSummary } from '@shop/shared';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import {
  brands,
  catalogChanges,
  categories,
  choiceCategories,
  choiceProducts,
  homeOffers,
  homeRows,
  origins,
  priceVariations,
  products,
  promoBanners,
  variations,
  variationValues,
} from './catalog.schema.ts';

const productColumns = {
  id: products.id,
  route: products.route,
  name: products.name,
  description: products.description,
  tastingNotes: products.tastingNotes,
  abv: products.abv,
  featuredImg: products.featuredImg,
  gallery: products.gallery,
  categoryId: products.categoryId,
  subCategoryId: products.subCategoryId,
  brandId: products.brandId,
  originId: products.originId,
  isPremium: products.isPremium,
  isPromotion: products.isPromotion,
  salesCount: products.salesCount,
  sortPriceFils: products.sortPriceFils,
  createdAt: products.createdAt,
  searchText: products.searchText,
  metaTitle: products.metaTitle,
  metaDescription: products.metaDescription,
  // Its curated lists and old routes belong to its entry, so the feed's product rows carry them (migration 0023).
  choiceIds: sql<number[]>`coalesce((select array_agg(cp.choice_category_id order by cp.choice_category_id)
    from choice_products cp where cp.product_id = ${products.id}), '{}')::int[]`,
  oldRoutes: sql<string[]>`coalesce((select array_agg(r.route order by r.route)
    from product_old_routes r where r.product_id = ${products.id}), '{}')::text[]`,
  // The database splits the words search matches (decision 003): the lexemes of search_vector, sorted.
  searchWords: sql<string[]>`tsvector_to_array(${products.searchVector})`,
};

const variationColumns = {
  id: priceVariations.id,
  productId: priceVariations.productId,
  variationId: priceVariations.variationId,
  variationValueId: priceVariations.variationValueId,
  value: variationValues.value,
  variationName: variations.name,
  priceFils: priceVariations.priceFils,
  offerPriceFils: priceVariations.offerPriceFils,
  discountPriceFils: priceVariations.discountPriceFils,
  stock: priceVariations.stock,
  packSize: priceVariations.packSize,
};

export type CategoryRow = typeof categories.$inferSelect;
export type ChoiceRow = typeof choiceCategories.$inferSelect;
export type BrandRow = Pick<typeof brands.$inferSelect, 'id' | 'name' | 'route' | 'position'>;
export type OriginRow = typeof origins.$inferSelect;
export type ProductRow = Pick<
  typeof products.$inferSelect,
  Exclude<keyof typeof productColumns, 'searchWords' | 'choiceIds' | 'oldRoutes'>
> & {
  searchWords: string[];
  choiceIds: number[];
  oldRoutes: string[];
  /** Its reviews' stars (the reviews feature's rows, read in the same snapshot). */
  rating: RatingSummary;
};
export type VariationRow = Pick<
  typeof priceVariations.$inferSelect,
  Exclude<keyof typeof variationColumns, 'value' | 'variationName'>
> & { value: string; variationName: string };

/** Active products with their variations (default size first), as the read model holds them. */
export interface ProductRows {
  products: ProductRow[];
  variations: VariationRow[];
}

/** Everything the in-memory catalog holds, read in one consistent snapshot. */
export interface CatalogRows extends ProductRows {
  categories: CategoryRow[];
  brands: BrandRow[];
  origins: OriginRow[];
  choices: ChoiceRow[];
  choiceProducts: { choiceId: number; productId: number }[];
  homeRows: { categoryId: number; title: string }[];
  promoBanners: { id: number; title: string; image: string; productId: number }[];
  homeOffers: { id: number; headline: string; detail: string }[];
  categoryFaqs: { id: number; categoryId: number; question: string; answer: string }[];
}

/** Above this many products in one batch, rereading everything is cheaper than a targeted reload. */
const MAX_TARGETED_RELOAD = 2000;

/** What the feed says changed since a point (decision 007). */
export interface ChangeBatch {
  /** Every transaction older than this has finished: the next read starts here. */
  xmin: string;
  /**
   * Products written, with their rows as they are now (inactive or deleted ones are absent); 'all' to reread
   * everything.
   */
  changed: { productIds: number[]; rows: ProductRows } | 'all' | 'none';
  /**
   * The feed rows of changes to the catalog's shape (no product: a category, a brand, the home page) read this time
   * and not among those the caller said it applied, with their transactions: each makes the batch 'all'.
   */
  reshapes: FeedRow[];
  /** The products the feed rows read this time name, whatever `changed` says. */
  touched: number[];
}

/** One row of the change feed: its id, and its transaction (an xid8, as text). */
export interface FeedRow {
  id: number;
  tx: string;
}

/** What the catalog shows but another feature stores. */
export interface CatalogRepoDeps {
  /**
   * The categories' FAQ entries (the FAQ feature's table), read through `tx` so that they belong to the same snapshot.
   * The composition root binds that feature's repository to it (decision 008).
   */
  categoryFaqs(tx: Database): Promise<CatalogRows['categoryFaqs']>;
  /** The stars of these products' reviews (of every product without `ids`), from the reviews feature, through `tx`. */
  productRatings(tx: Database, ids?: number[]): Promise<ReadonlyMap<number, RatingSummary>>;
}

/** Reads for the catalog read model; the model is the only caller. */
export function createCatalogRepo(db: Database, deps: CatalogRepoDeps) {
  const readOnly = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

  async function feedPosition(tx: Database): Promise<string> {
    const [row] = await queryRows<{ xmin: string }>(
      tx,
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
    );
    return row!.xmin;
  }

  async function productRows(tx: Database, ids?: number[]): Promise<ProductRows> {
    const active = ids ? and(eq(products.isActive, true), inArray(products.id, ids)) : eq(products.isActive, true);
    const productRowsRead = await tx.select(productColumns).from(products).where(active);
    const ratings =
      productRowsRead.length === 0 ? new Map<number, RatingSummary>() : await deps.productRatings(tx, ids);
    const productList = productRowsRead.map((row) => ({ ...row, rating: ratings.get(row.id) ?? NO_RATING }));
    const variationList =
      productList.length === 0
        ? []
        : await tx
            .select(variationColumns)
            .from(priceVariations)
            .innerJoin(variationValues, eq(variationValues.id, priceVariations.variationValueId))
            .innerJoin(variations, eq(variations.id, priceVariations.variationId))
            .where(
              ids
                ? inArray(
                    priceVariations.productId,
                    productList.map((p) => p.id),
                  )
                : undefined,
            )
            .orderBy(asc(priceVariations.productId), asc(priceVariations.position), asc(priceVariations.id));
    return { products: productList, variations: variationList };
  }

  return {
    /** The whole catalog and the feed position it reflects, in one repeatable-read transaction. */
    async loadAll(): Promise<{ rows: CatalogRows; xmin: string }> {
      return db.transaction(async (tx) => {
        const xmin = await feedPosition(tx);
        const rows: CatalogRows = {
          ...(await productRows(tx)),
          categories: await tx.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
          brands: await tx
            .select({ id: brands.id, name: brands.name, route: brands.route, position: brands.position })
            .from(brands),
          origins: await tx.select().from(origins),
          choices: await tx
            .select()
            .from(choiceCategories)
            .orderBy(asc(choiceCategories.position), asc(choiceCategories.id)),
          choiceProducts: await tx
            .select({ choiceId: choiceProducts.choiceCategoryId, productId: choiceProducts.productId })
            .from(choiceProducts),
          homeRows: await tx
            .select({ categoryId: homeRows.categoryId, title: homeRows.title })
            .from(homeRows)
            .orderBy(asc(homeRows.position), asc(homeRows.id)),
          promoBanners: await tx
            .select({
              id: promoBanners.id,
              title: promoBanners.title,
              image: promoBanners.image,
              productId: promoBanners.productId,
            })
            .from(promoBanners)
            .orderBy(asc(promoBanners.position), asc(promoBanners.id)),
          homeOffers: await tx
            .select({ id: homeOffers.id, headline: homeOffers.headline, detail: homeOffers.detail })
            .from(homeOffers)
            .orderBy(asc(homeOffers.position), asc(homeOffers.id)),
          categoryFaqs: await deps.categoryFaqs(tx),
        };
        return { rows, xmin };
      }, readOnly);
    },

    /**
     * Changes written by transactions at or after `xmin`, with the products they touched as they are now (inactive
     * or deleted ones are simply absent). Changes of transactions still running are not visible yet; since the
     * returned xmin is not past them, the next read sees them. Rows are read again until every transaction older than
     * them has ended, anywhere on the server: the caller names the reshapes it has applied, which then reload nothing,
     * and tells a product read again unchanged by its rows.
     */
    async changesSince(xmin: string, reshapesApplied: ReadonlySet<number> = new Set()): Promise<ChangeBatch> {
      return db.transaction(async (tx) => {
        const next = await feedPosition(tx);
        const feed = await tx
          .select({
            id: catalogChanges.id,
            productId: catalogChanges.productId,
            tx: sql<string>`${catalogChanges.tx}::text`,
          })
          .from(catalogChanges)
          .where(sql`${catalogChanges.tx} >= ${xmin}::xid8`);
        const reshapes = feed.flatMap((c) =>
          c.productId === null && !reshapesApplied.has(c.id) ? [{ id: c.id, tx: c.tx }] : [],
        );
        const productIds = [...new Set(feed.flatMap((c) => (c.productId === null ? [] : [c.productId])))];
        const batch = { xmin: next, reshapes, touched: productIds };
        if (reshapes.length || productIds.length > MAX_TARGETED_RELOAD) return { ...batch, changed: 'all' };
        if (productIds.length === 0) return { ...batch, changed: 'none' };
        return { ...batch, changed: { productIds, rows: await productRows(tx, productIds) } };
      }, readOnly);
    },

    /** Forgets feed rows older than `before` (ISO time); the feed only needs to cover replicas' polling gaps. */
    async pruneChanges(before: string): Promise<void> {
      await db.delete(catalogChanges).where(lt(catalogChanges.changedAt, before));
    },
  };
}

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
