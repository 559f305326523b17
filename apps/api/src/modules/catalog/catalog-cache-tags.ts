import type { CatalogChange } from './catalog-read-model.ts';
import { scopeKey, type CatalogSnapshot, type Scope } from './catalog-snapshot.ts';
import type { ProductEntry } from './product-entry.ts';

/**
 * Tags name what a cached answer shows, so a change refreshes exactly the answers it affects (decision 007):
 * a stock change only those showing the product; a price or sales change also the listings it sorts into.
 */
export const CATALOG_TAG = 'catalog';
export const SEARCH_TAG = 'search';
export const productTag = (id: number) => `product:${id}`;
export const scopeTag = (scope: Scope) => `scope:${scopeKey(scope)}`;

/** Tags of an answer that shows these products (and, through `scopes`, depends on these listings' order). */
export function answerTags(products: readonly { id: number }[], scopes: readonly Scope[] = []): string[] {
  return [CATALOG_TAG, ...scopes.map(scopeTag), ...products.map((p) => productTag(p.id))];
}

/** Every listing a product appears in. */
export function scopesOf(p: ProductEntry, snapshot: CatalogSnapshot): Scope[] {
  const scopes: Scope[] = [{ kind: 'all' }, { kind: 'category', id: p.categoryId }];
  if (p.subCategoryId !== null) scopes.push({ kind: 'subcategory', id: p.subCategoryId });
  for (const flag of [p.isPremium && 'premium', p.isPromotion && 'promotion'] as const) {
    if (!flag) continue;
    scopes.push({ kind: 'flag', flag });
    for (const id of [p.categoryId, p.subCategoryId]) if (id !== null) scopes.push({ kind: 'flag-in', flag, id });
  }
  for (const [id, members] of snapshot.choiceMembers) if (members.has(p.id)) scopes.push({ kind: 'choice', id });
  return scopes;
}

/** Fields that decide where a product sorts and which listings and facets include it. */
function placementChanged(a: ProductEntry | undefined, b: ProductEntry | undefined): boolean {
  if (!a || !b) return true;
  return (
    a.categoryId !== b.categoryId ||
    a.subCategoryId !== b.subCategoryId ||
    a.brandId !== b.brandId ||
    a.countryKey !== b.countryKey ||
    a.isPremium !== b.isPremium ||
    a.isPromotion !== b.isPromotion ||
    a.salesCount !== b.salesCount ||
    a.sortPriceFils !== b.sortPriceFils ||
    a.createdAtMs !== b.createdAtMs ||
    a.choiceIds.join() !== b.choiceIds.join()
  );
}

/** The tags a change invalidates. */
export function tagsOfChange({ before, after, productIds }: CatalogChange): string[] {
  if (productIds === 'all') return [CATALOG_TAG, SEARCH_TAG];
  const tags = new Set<string>();
  for (const id of productIds) {
    const was = before.products.get(id);
    const is = after.products.get(id);
    tags.add(productTag(id));
    if (placementChanged(was, is)) {
      tags.add(SEARCH_TAG);
      for (const entry of [was && { entry: was, in: before }, is && { entry: is, in: after }]) {
        if (entry) for (const scope of scopesOf(entry.entry, entry.in)) tags.add(scopeTag(scope));
      }
    } else if (was?.card.name !== is?.card.name || was?.route !== is?.route) {
      tags.add(SEARCH_TAG);
    }
  }
  return [...tags];
}
