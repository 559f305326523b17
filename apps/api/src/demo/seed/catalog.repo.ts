import type { Database } from '../../db/client.ts';
import { priceVariations, products } from '../../tables.ts';
import type { SeedProduct } from './catalog-builder.ts';
import { chunk } from './seed-utils.ts';
import type { Taxonomy } from './taxonomy.repo.ts';

function need(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Unknown ${what} "${key}"`);
  return id;
}

/** Inserts products and their price variations in chunks; returns product ids by route. */
export async function insertProducts(
  db: Database,
  items: SeedProduct[],
  tax: Taxonomy,
  chunkSize = 400,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunk(items, chunkSize)) {
    const rows = await db
      .insert(products)
      .values(
        part.map((p) => ({
          route: p.route,
          name: p.name,
          description: p.description,
          tastingNotes: p.tastingNotes,
          abv: p.abv,
          featuredImg: p.featuredImg,
          gallery: p.gallery,
          categoryId: need(tax.categoryId, p.category, 'category'),
          subCategoryId: p.subCategory ? need(tax.categoryId, p.subCategory, 'category') : null,
          brandId: need(tax.brandId, p.brand, 'brand'),
          originId: need(tax.originId, p.origin, 'origin'),
          isPremium: p.isPremium,
          isPromotion: p.isPromotion,
          salesCount: p.salesCount,
          isActive: true,
          createdAt: p.createdAt,
        })),
      )
      .returning({ id: products.id, route: products.route });
    for (const r of rows) ids.set(r.route, r.id);

    const variationRows = part.flatMap((p) =>
      p.variations.map((v, position) => ({
        productId: need(ids, p.route, 'product'),
        variationId: tax.sizeVariationId,
        variationValueId: need(tax.sizeValueId, v.size, 'size'),
        priceFils: v.priceFils,
        costFils: v.costFils,
        offerPriceFils: v.offerPriceFils,
        discountPriceFils: v.discountPriceFils,
        stock: v.stock,
        position,
      })),
    );
    // Variations outnumber products up to 3 to 1: keep each statement under ~500 rows.
    for (const rowsPart of chunk(variationRows, 500)) await db.insert(priceVariations).values(rowsPart);
  }
  return ids;
}

/** Every product route already taken. */
export async function productRoutes(db: Database): Promise<Set<string>> {
  const rows = await db.select({ route: products.route }).from(products);
  return new Set(rows.map((r) => r.route));
}
