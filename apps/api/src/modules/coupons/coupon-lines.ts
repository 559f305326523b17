import type { CatalogView, ProductEntry } from '../catalog/index.ts';

/**
 * The categories a coupon kept to some categories reads of a product: its own, that one's parent, and its
 * subcategory. A coupon for "Wine" then covers a red filed under a wine subcategory.
 */
export function couponCategoriesOf(view: CatalogView, product: ProductEntry): number[] {
  const ids = [product.categoryId];
  const parent = view.findCategory({ id: product.categoryId, route: '' })?.parentId;
  if (parent != null) ids.push(parent);
  if (product.subCategoryId !== null) ids.push(product.subCategoryId);
  return ids;
}
