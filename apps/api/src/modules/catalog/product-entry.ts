import {
  filsToAed,
  htmlToText,
  type Category,
  type CategoryLink,
  type CategoryRef,
  type Origin,
  type PriceVariation,
  type ProductCard,
  type ProductTile,
} from '@shop/shared';
import { imageUrl, toIsoTimestamp } from '../../lib/presentation.ts';
import { safeInlineHtml, safeRichHtml } from '../../lib/safe-html.ts';
import type { BrandRow, CategoryRow, OriginRow, ProductRow, VariationRow } from './catalog.repo.ts';
import { categorySeo, packOf } from './product-page.ts';

/** A category with its presented forms, built once per snapshot. */
export interface CategoryEntry {
  row: CategoryRow;
  ref: CategoryRef;
  /** As products and listings carry it (every card of a shelf shares this one object). */
  presented: Category;
  /** As link lists carry it (filter lists, the home page's tabs). */
  link: CategoryLink;
}

/** A product as the read model holds it: the fields listings sort and filter on, and its presented card. */
export interface ProductEntry {
  id: number;
  route: string;
  categoryId: number;
  subCategoryId: number | null;
  brandId: number | null;
  /** Origin country lower-cased: filters match countries in any case. */
  countryKey: string | null;
  isPremium: boolean;
  isPromotion: boolean;
  salesCount: number;
  sortPriceFils: number;
  createdAtMs: number;
  /**
   * What search matches (decision 003): the database's `search_text`, and its words as the 'simple' full-text
   * configuration splits them.
   */
  searchText: string;
  searchWords: readonly string[];
  /** The curated lists it is in, and the routes it had before (answered with a 301). */
  choiceIds: readonly number[];
  oldRoutes: readonly string[];
  card: ProductCard;
  /** The card with its categories as links, for lists that do not show them (`ProductTile`). */
  tile: ProductTile;
  /** What the product page adds to the card; `images` are all its pictures, the featured one first. */
  page: {
    description: string;
    tasting_notes: string;
    abv: number | null;
    images: string[];
    origin: Origin | null;
    /** Staff's own search-engine title and description; empty ones are derived (`productSeo`). */
    metaTitle: string;
    metaDescription: string;
  };
}

/** What presenting a product needs from the rest of the snapshot. */
export interface ProductContext {
  imageBase: string;
  categories: ReadonlyMap<number, CategoryEntry>;
  brands: ReadonlyMap<number, BrandRow>;
  origins: ReadonlyMap<number, OriginRow>;
}

/**
 * A category's forms: `title` (the client's HTML heading) and `name` (its plain label) are sent both (contract "One
 * entity, several paths" 1). Its HTML is cleaned here, once per snapshot (decision 016); `row` keeps what is stored.
 */
export function categoryEntry(row: CategoryRow, imageBase: string): CategoryEntry {
  const safe = { ...row, title: safeInlineHtml(row.title), description: safeRichHtml(row.description) };
  const ref = { id: row.id, route: row.route, title: safe.title };
  const name = htmlToText(safe.title);
  return {
    row,
    ref,
    presented: {
      ...ref,
      name,
      description: safe.description,
      image: row.image ? imageUrl(imageBase, row.image) : null,
      seo: categorySeo(safe),
    },
    link: { id: row.id, route: row.route, name, title: safe.title },
  };
}

/**
 * A price variation as every answer carries it: amounts in AED ("none" is 0), and the `variation` and `values` objects
 * the client's product page needs.
 */
export function presentVariation(v: VariationRow): PriceVariation {
  return {
    id: v.id,
    product_id: v.productId,
    variation_id: v.variationId,
    variation_value_id: v.variationValueId,
    value: v.value,
    price: filsToAed(v.priceFils),
    offer_price: filsToAed(v.offerPriceFils),
    discount_price: filsToAed(v.discountPriceFils),
    stock: v.stock,
    pack_of: v.packSize > 1 ? String(v.packSize) : packOf(v.value),
    variation: { id: v.variationId, name: v.variationName },
    values: { id: v.variationValueId, name: v.value },
  };
}

/** Groups variation rows by product, keeping their order (default size first). */
export function variationsByProduct(rows: readonly VariationRow[]): Map<number, PriceVariation[]> {
  const map = new Map<number, PriceVariation[]>();
  for (const row of rows) {
    const list = map.get(row.productId);
    if (list) list.push(presentVariation(row));
    else map.set(row.productId, [presentVariation(row)]);
  }
  return map;
}

/**
 * The entry of one product row, or undefined when it cannot be shown: its category is unknown, or it has no size
 * to sell (the spec's client drops such products from every list, so none is ever sent). Its name, description and
 * tasting notes are cleaned here, when the snapshot is built, not per answer (decision 016).
 */
export function productEntry(
  row: ProductRow,
  variations: PriceVariation[],
  ctx: ProductContext,
): ProductEntry | undefined {
  const category = ctx.categories.get(row.categoryId);
  if (!category || variations.length === 0) return undefined;
  const sub = row.subCategoryId === null ? undefined : ctx.categories.get(row.subCategoryId);
  const brand = row.brandId === null ? undefined : ctx.brands.get(row.brandId);
  const origin = row.originId === null ? undefined : ctx.origins.get(row.originId);
  const createdAt = toIsoTimestamp(row.createdAt);
  const card: ProductCard = {
    id: row.id,
    route: row.route,
    name: safeInlineHtml(row.name),
    featured_img: imageUrl(ctx.imageBase, row.featuredImg),
    brands: brand ? { id: brand.id, name: brand.name } : null,
    category_id: category.row.id,
    category: category.presented,
    sub_category: sub ? sub.presented : null,
    is_premium: row.isPremium,
    is_promotion: row.isPromotion,
    created_at: createdAt,
    price_variation: variations,
    rating: row.rating,
  };
  return {
    id: row.id,
    route: row.route,
    categoryId: row.categoryId,
    subCategoryId: sub ? row.subCategoryId : null,
    brandId: brand ? brand.id : null,
    countryKey: origin ? origin.country.toLowerCase() : null,
    isPremium: row.isPremium,
    isPromotion: row.isPromotion,
    salesCount: row.salesCount,
    sortPriceFils: row.sortPriceFils,
    createdAtMs: Date.parse(createdAt),
    searchText: row.searchText,
    searchWords: row.searchWords,
    choiceIds: row.choiceIds,
    oldRoutes: row.oldRoutes,
    card,
    tile: { ...card, category: category.link, sub_category: sub ? sub.link : null },
    page: {
      description: safeRichHtml(row.description),
      tasting_notes: safeRichHtml(row.tastingNotes),
      abv: row.abv === null ? null : Number(row.abv),
      images: [...new Set([row.featuredImg, ...row.gallery].map((g) => imageUrl(ctx.imageBase, g)))],
      origin: origin ? { id: origin.id, country: origin.country, region: origin.region } : null,
      metaTitle: row.metaTitle,
      metaDescription: row.metaDescription,
    },
  };
}
