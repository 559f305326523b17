import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A PostgreSQL 64-bit transaction id, read as a decimal string. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Categories and subcategories (parent_id set). Routes are unique shop-wide so /product/{cat}/{id} stays unambiguous.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    route: varchar('route', { length: 120 }).notNull().unique(),
    title: varchar('title', { length: 160 }).notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    metaTitle: varchar('meta_title', { length: 200 }).notNull().default(''),
    metaDescription: varchar('meta_description', { length: 400 }).notNull().default(''),
    schemaMarkup: text('schema_markup').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  route: varchar('route', { length: 120 }).notNull().unique(),
  name: varchar('name', { length: 160 }).notNull(),
  description: text('description').notNull().default(''),
  metaTitle: varchar('meta_title', { length: 200 }).notNull().default(''),
  metaDescription: varchar('meta_description', { length: 400 }).notNull().default(''),
  /** Staff's order; brands with equal positions list by name. */
  position: integer('position').notNull().default(0),
});

export const origins = pgTable(
  'origins',
  {
    id: serial('id').primaryKey(),
    country: varchar('country', { length: 80 }).notNull(),
    region: varchar('region', { length: 120 }),
    /** Staff's order; origins with equal positions list by country. */
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('origins_country_region_idx').on(t.country, t.region)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    route: varchar('route', { length: 200 }).notNull().unique(),
    /** HTML as staff wrote it: the API cleans it when it presents it (decision 016). */
    name: text('name').notNull(),
    /**
     * What search matches: the name without markup, brand, category, subcategory and origin country, lower-cased,
     * with accent-folded words appended. Derived by the database (trigger `products_derive_search_text`) on every
     * write.
     */
    searchText: text('search_text').notNull().default(''),
    /** Words of search_text for full-text matching; kept by the database. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    description: text('description').notNull().default(''),
    tastingNotes: text('tasting_notes').notNull().default(''),
    abv: numeric('abv', { precision: 4, scale: 1, mode: 'number' }),
    featuredImg: text('featured_img').notNull(),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer('sub_category_id').references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    originId: integer('origin_id').references(() => origins.id),
    isPremium: boolean('is_premium').notNull().default(false),
    isPromotion: boolean('is_promotion').notNull().default(false),
    /** What search engines show; empty means derived from the name and description (`productSeo`). */
    metaTitle: varchar('meta_title', { length: 200 }).notNull().default(''),
    metaDescription: varchar('meta_description', { length: 400 }).notNull().default(''),
    /** Units sold; drives "default sorting" and the home best-selling rows. */
    salesCount: integer('sales_count').notNull().default(0),
    /**
     * Displayed price (fils) of the default variation, for price sorting and filtering. Derived by the database
     * (triggers on price_variations) whenever a variation is written, so orders and staff edits cannot leave it stale.
     */
    sortPriceFils: integer('sort_price_fils').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    // Listings read active products of one shelf in one of four orders: each order has its index, partial on
    // is_active so counts are index-only and pages come off the index already sorted.
    ...(['categoryId', 'subCategoryId'] as const).flatMap((shelf) => {
      const name = shelf === 'categoryId' ? 'products_category' : 'products_sub_category';
      return [
        index(`${name}_sales_idx`)
          .on(t[shelf], t.salesCount.desc(), t.id)
          .where(sql`is_active`),
        index(`${name}_created_idx`)
          .on(t[shelf], t.createdAt.desc(), t.id.desc())
          .where(sql`is_active`),
        index(`${name}_price_idx`)
          .on(t[shelf], t.sortPriceFils, t.id)
          .where(sql`is_active`),
      ];
    }),
    index('products_brand_idx').on(t.brandId),
    index('products_created_idx').on(t.createdAt),
    index('products_price_idx').on(t.sortPriceFils),
    index('products_search_vector_idx').using('gin', t.searchVector),
  ],
);

/**
 * Every word the catalog's search texts contain: typo-tolerant search finds a query word's likely spellings here
 * (a small table, trigram-indexed), then matches products by full text. Filled by a trigger on products.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/** The kinds of variation (for now only "Size"). */
export const variations = pgTable('variations', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull().unique(),
});

/** The values a variation takes: "330 ml", "750 ml", "1 L"... */
export const variationValues = pgTable(
  'variation_values',
  {
    id: serial('id').primaryKey(),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id),
    value: varchar('value', { length: 60 }).notNull(),
    /** Millilitres, for ordering sizes. */
    sizeMl: integer('size_ml').notNull().default(0),
  },
  (t) => [uniqueIndex('variation_values_unique_idx').on(t.variationId, t.value)],
);

/** One purchasable size of a product. Money in integer fils; 0 means "no such price". */
export const priceVariations = pgTable(
  'price_variations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id),
    variationValueId: integer('variation_value_id')
      .notNull()
      .references(() => variationValues.id),
    priceFils: integer('price_fils').notNull(),
    offerPriceFils: integer('offer_price_fils').notNull().default(0),
    discountPriceFils: integer('discount_price_fils').notNull().default(0),
    /** What the shop paid for one (fils), for the stock's value at cost; 0 while unknown. Staff only, never shown. */
    costFils: integer('cost_fils').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    /** Units sold together as this size (a 6-pack is 6); 1 for a single bottle or can. */
    packSize: integer('pack_size').notNull().default(1),
    /** 0 is the default variation (price_variation[0]). */
    position: integer('position').notNull().default(0),
  },
  (t) => [index('price_variations_product_idx').on(t.productId, t.position)],
);

/**
 * Routes a product had before staff renamed it: the storefront and the API answer them with a 301 to the current
 * route, so links and search engines follow. A route is either a product's current route or an old one, never both.
 */
export const productOldRoutes = pgTable(
  'product_old_routes',
  {
    route: varchar('route', { length: 200 }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    movedAt: timestamp('moved_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('product_old_routes_product_idx').on(t.productId)],
);

/** Groups of curated lists ("Staff picks", "Occasions"...). */
export const choiceCategories = pgTable('choice_categories', {
  id: serial('id').primaryKey(),
  route: varchar('route', { length: 120 }).notNull().unique(),
  title: varchar('title', { length: 160 }).notNull(),
  description: text('description').notNull().default(''),
  image: text('image'),
  position: integer('position').notNull().default(0),
});

export const choiceProducts = pgTable(
  'choice_products',
  {
    choiceCategoryId: integer('choice_category_id')
      .notNull()
      .references(() => choiceCategories.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('choice_products_pk').on(t.choiceCategoryId, t.productId)],
);

/** The featured rows of the home page, one per category, in order. */
export const homeRows = pgTable('home_rows', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  title: varchar('title', { length: 160 }).notNull(),
  position: integer('position').notNull().default(0),
});

export const promoBanners = pgTable('promo_banners', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  image: text('image').notNull(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
});

/** The offer texts of the home page's banner (a bold headline and its detail), in order; edited by staff. */
export const homeOffers = pgTable('home_offers', {
  id: serial('id').primaryKey(),
  headline: varchar('headline', { length: 120 }).notNull(),
  detail: varchar('detail', { length: 200 }).notNull().default(''),
  position: integer('position').notNull().default(0),
});

/**
 * Change feed of the catalog, written only by triggers: one row per product touched (`product_id`), or a row with
 * no product when the shape of the catalog changed (categories, brands, lists...). Every replica's in-memory read
 * model follows it to stay current (decision 007); old rows are pruned.
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id'),
    /** The writing transaction: readers take only changes of finished transactions as final (decision 007). */
    tx: xid8('tx')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('catalog_changes_changed_at_idx').on(t.changedAt), index('catalog_changes_tx_idx').on(t.tx)],
);
