import type { SortMode } from '@shop/shared';
import type { CatalogChange } from './catalog-read-model.ts';
import { scopeKey, type CatalogSnapshot, type Scope } from './catalog-snapshot.ts';
import type { ProductEntry } from './product-entry.ts';

/**
 * Tags name what a cached answer shows, so a change refreshes exactly the answers it affects (decision 007): a stock
 * or text change only those showing the product; a change of what a listing sorts or filters by only the listings
 * that sort or filter by it; a product joining or leaving a listing every answer built from that listing.
 */
export const CATALOG_TAG = 'catalog';
export const SEARCH_TAG = 'search';
export const productTag = (id: number) => `product:${id}`;

/**
 * What an answer built from a listing depends on besides the cards it shows: which products are in it (`members`,
 * also any field that places a product in a listing), and the fields it is sorted or narrowed by.
 */
export const SCOPE_ASPECTS = ['members', 'sales', 'created', 'price', 'brand', 'origin'] as const;
export type ScopeAspect = (typeof SCOPE_ASPECTS)[number];

export const scopeTag = (scope: Scope, aspect: ScopeAspect) => `scope:${scopeKey(scope)}:${aspect}`;

/** The field each sort orders by. */
const SORT_ASPECT: Readonly<Record<SortMode, ScopeAspect>> = {
  default: 'sales',
  latest: 'created',
  'price-desc': 'price',
  'price-asc': 'price',
};

/** A listing an answer is built from, and what of it the answer depends on. */
export interface ListingUse {
  scope: Scope;
  aspects: readonly ScopeAspect[];
}

/** A listing read in one order: its products, and their order. */
export function sortedUse(scope: Scope, sort: SortMode): ListingUse {
  return { scope, aspects: ['members', SORT_ASPECT[sort]] };
}

/** A listing read in one order and narrowed by a filter: also the fields the filter narrows by. */
export function narrowedUse(
  scope: Scope,
  sort: SortMode,
  narrowing: { brandIds: unknown; countries: unknown; minFils: number | null; maxFils: number | null } | null,
): ListingUse {
  if (!narrowing) return sortedUse(scope, sort);
  const aspects = new Set<ScopeAspect>(['members', SORT_ASPECT[sort]]);
  if (narrowing.brandIds) aspects.add('brand');
  if (narrowing.countries) aspects.add('origin');
  // A canonical price bound is snapped to a price the listing holds: any price in it may move the bound.
  if (narrowing.minFils !== null || narrowing.maxFils !== null) aspects.add('price');
  return { scope, aspects: [...aspects] };
}

/** A listing read whole for what it offers (brands, origins, price range, subcategories): everything about it. */
export function wholeUse(scope: Scope): ListingUse {
  return { scope, aspects: SCOPE_ASPECTS };
}

/** Tags of an answer that shows these products and is built from these listings. */
export function answerTags(products: readonly { id: number }[], uses: readonly ListingUse[] = []): string[] {
  return [
    CATALOG_TAG,
    ...uses.flatMap((use) => use.aspects.map((aspect) => scopeTag(use.scope, aspect))),
    ...products.map((p) => productTag(p.id)),
  ];
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

/** Fields that decide which listings include a product, and which subcategories its listings offer. */
function placementChanged(a: ProductEntry, b: ProductEntry): boolean {
  return (
    a.categoryId !== b.categoryId ||
    a.subCategoryId !== b.subCategoryId ||
    a.isPremium !== b.isPremium ||
    a.isPromotion !== b.isPromotion ||
    a.choiceIds.join() !== b.choiceIds.join()
  );
}

/** The aspects of its listings a product's change touches, when it stays in the same listings. */
function changedAspects(a: ProductEntry, b: ProductEntry): ScopeAspect[] {
  const aspects: ScopeAspect[] = [];
  if (a.salesCount !== b.salesCount) aspects.push('sales');
  if (a.createdAtMs !== b.createdAtMs) aspects.push('created');
  if (a.sortPriceFils !== b.sortPriceFils) aspects.push('price');
  if (a.brandId !== b.brandId) aspects.push('brand');
  if (a.countryKey !== b.countryKey || a.page.origin?.id !== b.page.origin?.id) aspects.push('origin');
  return aspects;
}

/** Whether the header's search may answer differently: what it matches (the words) or ranks by (sales) changed. */
function searchChanged(a: ProductEntry | undefined, b: ProductEntry | undefined): boolean {
  return !a || !b || a.searchText !== b.searchText || a.salesCount !== b.salesCount;
}

/** The tags a change invalidates. */
export function tagsOfChange({ before, after, productIds }: CatalogChange): string[] {
  if (productIds === 'all') return [CATALOG_TAG, SEARCH_TAG];
  const tags = new Set<string>();
  for (const id of productIds) {
    const was = before.products.get(id);
    const is = after.products.get(id);
    tags.add(productTag(id));
    if (searchChanged(was, is)) tags.add(SEARCH_TAG);
    const moved = !was || !is || placementChanged(was, is);
    const aspects = moved ? SCOPE_ASPECTS : changedAspects(was, is);
    if (!aspects.length) continue;
    for (const entry of [was && { entry: was, in: before }, is && { entry: is, in: after }]) {
      if (!entry) continue;
      for (const scope of scopesOf(entry.entry, entry.in))
        for (const aspect of aspects) tags.add(scopeTag(scope, aspect));
    }
  }
  return [...tags];
}
