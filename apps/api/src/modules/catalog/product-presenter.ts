import { filsToAed, type PriceVariation, type ProductCard } from '@shop/shared';
import { imageUrl, toIsoTimestamp } from '../../lib/presentation.ts';
import type { CardRow, VariationRow } from './catalog.repo.ts';


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
  };
}

/** Groups variations by product, keeping their order (default size first). */
export function variationsByProduct(rows: VariationRow[]): Map<number, PriceVariation[]> {
  const map = new Map<number, PriceVariation[]>();
  for (const row of rows) {
    const list = map.get(row.productId) ?? [];
    list.push(presentVariation(row));
    map.set(row.productId, list);
  }
  return map;
}

export function presentCard(row: CardRow, variations: PriceVariation[], imageBase: string): ProductCard {
  return {
    id: row.id,
    route: row.route,
    name: row.name,
    featured_img: imageUrl(imageBase, row.featuredImg),
    brands: row.brandId !== null && row.brandName !== null ? { id: row.brandId, name: row.brandName } : null,
    category: { id: row.categoryId, route: row.categoryRoute, title: row.categoryTitle },
    sub_category: row.subCategoryId !== null && row.subCategoryRoute !== null && row.subCategoryTitle !== null
      ? { id: row.subCategoryId, route: row.subCategoryRoute, title: row.subCategoryTitle }
      : null,
    is_premium: row.isPremium,
    is_promotion: row.isPromotion,
    created_at: toIsoTimestamp(row.createdAt),
    price_variation: variations,
  };
}
