import type { IdOrRoute } from '../../lib/id-or-route.ts';
import { findProductSize, isWine, productSizeById, type ProductSize } from './catalog-lines.ts';
import type { CatalogChange } from './catalog-read-model.ts';
import { searchCatalog } from './catalog-search.ts';
import type { CatalogSnapshot } from './catalog-snapshot.ts';
import type { ChoiceRow } from './catalog.repo.ts';
import type { ProductEntry } from './product-entry.ts';

/** A category as pages name it: a top category has no parent. */
export interface CatalogCategory {
  id: number;
  route: string;
  parentId: number | null;
}

/** A curated list (`/our-choice/...`). */
export type CatalogChoice = Pick<ChoiceRow, 'id' | 'route'>;

/**
 * What other modules read of the catalog (issue 24): a product, a size (its price and stock are on it), whether a
 * product is a wine; a product, category or curated list by what a path names, and all of them (the sitemap); the
 * header's search. One view is one moment of the catalog: an operation takes one (`catalog()`) and makes all its
 * reads on it, so they agree with each other while the catalog refreshes.
 */
export interface CatalogView {
  /** A product on sale, by id. */
  product(productId: number): ProductEntry | undefined;
  /** The product and size a client names (spec section 7); without a size, the product's first. */
  findSize(productId: number, variationId?: number, valueId?: number): ProductSize | undefined;
  /** A product's size by the size's own id (what cart lines keep). */
  size(productId: number, priceVariationId: number): ProductSize | undefined;
  /** A size by its own id alone (the spec's quotation client names sizes only so). */
  sizeById(priceVariationId: number): ProductSize | undefined;
  /** Whether a product joins the wine offer. */
  isWine(product: ProductEntry): boolean;
  /** A product on sale by the `{id}` of a path: its id or its route. */
  findProduct(key: IdOrRoute): ProductEntry | undefined;
  /** A product on sale by a route it had before staff changed it (its pages answer 301). */
  findMovedProduct(route: string): ProductEntry | undefined;
  /** A category by the `{id}` of a path. */
  findCategory(key: IdOrRoute): CatalogCategory | undefined;
  /** A curated list by the `{id}` of a path. */
  findChoice(key: IdOrRoute): CatalogChoice | undefined;
  /** Every product on sale. */
  products(): Iterable<ProductEntry>;
  /** Every category, top categories and subcategories. */
  categories(): Iterable<CatalogCategory>;
  /** Every curated list. */
  choices(): readonly CatalogChoice[];
  /**
   * The products matching a search's words, best first, at most `limit` (decision 003): products holding each word's
   * best meaning, then those whose search text starts with `query` (the whole normalized query), then best sellers.
   */
  search(words: readonly string[], query: string, limit: number): ProductEntry[];
}

const views = new WeakMap<CatalogSnapshot, CatalogView>();

/** The view of a snapshot, made once per snapshot (its index of sizes by id is built on first use). */
export function catalogView(s: CatalogSnapshot): CatalogView {
  let view = views.get(s);
  if (view) return view;
  let sizesById: Map<number, ProductSize> | undefined;
  view = {
    product: (productId) => s.products.get(productId),
    findSize: (productId, variationId, valueId) => findProductSize(s, productId, variationId, valueId),
    size: (productId, priceVariationId) => productSizeById(s, productId, priceVariationId),
    sizeById: (priceVariationId) => {
      if (!sizesById) {
        sizesById = new Map();
        for (const product of s.products.values())
          for (const size of product.card.price_variation) sizesById.set(size.id, { product, size });
      }
      return sizesById.get(priceVariationId);
    },
    isWine: (product) => isWine(s, product),
    findProduct: (key) => s.findProduct(key),
    findMovedProduct: (route) => s.findMovedProduct(route),
    findCategory: (key) => s.findCategory(key)?.row,
    findChoice: (key) => s.findChoice(key),
    products: () => s.products.values(),
    categories: () => [...s.categories.values()].map((c) => c.row),
    choices: () => s.choices,
    search: (words, query, limit) => searchCatalog(s, words, query, limit),
  };
  views.set(s, view);
  return view;
}

/**
 * The sizes a catalog change brought back in stock: with stock now, and none (or not on sale) before it (null: every
 * size, when the whole catalog was reloaded). Only those can have open back-in-stock requests that no claim has seen
 * with stock: a request is taken only for a size at 0, and claims itself once stored; a claim or an e-mail that
 * failed is retried by the sweep. Claiming for every size a change touched cost a statement per change (each order's
 * stock, each staff edit) for nothing.
 */
export function sizesRestocked({ before, after, productIds }: CatalogChange): number[] | null {
  if (productIds === 'all') return null;
  return productIds.flatMap((id) => {
    const had = new Map(before.products.get(id)?.card.price_variation.map((v) => [v.id, v.stock]));
    const now = after.products.get(id)?.card.price_variation ?? [];
    return now.filter((v) => v.stock > 0 && (had.get(v.id) ?? 0) <= 0).map((v) => v.id);
  });
}
