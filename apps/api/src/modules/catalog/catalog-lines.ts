import { aedToFils, displayedPrice, htmlToText, WINE_CATEGORY_ROUTE, type PriceVariation } from '@shop/shared';
import type { CatalogSnapshot } from './catalog-snapshot.ts';
import type { ProductEntry } from './product-entry.ts';

/** A product and one of its sizes, as a cart, wishlist or order line refers to them. */
export interface ProductSize {
  product: ProductEntry;
  size: PriceVariation;
}

/**
 * The product and size a client names (spec section 7: `product_id`, `product_variation_id` the variation,
 * `product_value_id` its value); without a size, the product's first (default) one. Undefined when the product is
 * not on sale or has no such size.
 */
export function findProductSize(
  s: CatalogSnapshot,
  productId: number,
  variationId?: number,
  valueId?: number,
): ProductSize | undefined {
  const product = s.products.get(productId);
  if (!product) return undefined;
  const sizes = product.card.price_variation;
  const size =
    valueId === undefined && variationId === undefined
      ? sizes[0]
      : sizes.find(
          (v) =>
            (valueId === undefined || v.variation_value_id === valueId) &&
            (variationId === undefined || v.variation_id === variationId),
        );
  return size && { product, size };
}

/** The product and size of a price variation by its own id (what cart lines keep). */
export function productSizeById(
  s: CatalogSnapshot,
  productId: number,
  priceVariationId: number,
): ProductSize | undefined {
  const product = s.products.get(productId);
  const size = product?.card.price_variation.find((v) => v.id === priceVariationId);
  return product && size && { product, size };
}

/** The displayed price of a size (spec section 9), in fils. */
export function sizePriceFils(size: PriceVariation): number {
  return aedToFils(displayedPrice(size));
}

/** Whether a product is a wine, so it may join the wine offer: its category or its parent is the wine category. */
export function isWine(s: CatalogSnapshot, product: ProductEntry): boolean {
  const category = s.categories.get(product.categoryId);
  const parent = category?.row.parentId == null ? undefined : s.categories.get(category.row.parentId);
  return category?.row.route === WINE_CATEGORY_ROUTE || parent?.row.route === WINE_CATEGORY_ROUTE;
}

/**
 * A line's product as the cart and wishlist show it (contract "Shared shapes"): the name as text (those views print
 * it as text), the picture, the category's names, and the chosen size alone as `price_variation[0]`.
 */
export function presentLineProduct({ product, size }: ProductSize) {
  const category = product.card.category;
  return {
    id: product.id,
    route: product.route,
    name: htmlToText(product.card.name),
    featured_img: product.card.featured_img,
    category: { id: category.id, route: category.route, name: category.name, title: category.title },
    price_variation: [size],
  };
}
