import type { Faq, SortMode } from '@shop/shared';
import type { IdOrRoute } from '../../lib/id-or-route.ts';
import { LayeredMap } from '../../lib/layered-map.ts';
import { safeRichHtml } from '../../lib/safe-html.ts';
import { CatalogSearchIndex } from './catalog-search-index.ts';
import type { BrandRow, CatalogRows, ChoiceRow, OriginRow, ProductRows } from './catalog.repo.ts';
import { narrow, type ListingFacets, type Narrowing } from './listing-filter.ts';
import { ListingOrders } from './listing-orders.ts';
import {
  categoryEntry,
  productEntry,
  variationsByProduct,
  type CategoryEntry,
  type ProductContext,
  type ProductEntry,
} from './product-entry.ts';

/** The product flags that list like categories (`/shop/premium`, `/shop/promotion`). */
export type Flag = 'premium' | 'promotion';

/**
 * The sets of products a listing starts from; filters narrow them further. `flag-in` is a flag listing narrowed to
 * one category or subcategory (`/product-list/premium/{sub}`, decision 011).
 */
export type Scope =
  | { kind: 'all' }
  | { kind: 'category'; id: number }
  | { kind: 'subcategory'; id: number }
  | { kind: 'flag'; flag: Flag }
  | { kind: 'flag-in'; flag: Flag; id: number }
  | { kind: 'choice'; id: number };

export interface HomeRowEntry {
  category: CategoryEntry;
  title: string;
}
export interface BannerEntry {
  id: number;
  title: string;
  image: string;
  productId: number;
}
/**
 * The search index, built on first use and shared by the snapshots that follow while no product's words change; when
 * some do, the next snapshot's is derived from it (`CatalogSearchIndex.withChanged`).
 */
interface SearchIndexCell {
  index?: CatalogSearchIndex;
}

/** Products by route, and by the routes they had before (a 301 to the current route). */
interface RouteIndexes {
  byRoute: ReadonlyMap<string, ProductEntry>;
  byOldRoute: ReadonlyMap<string, ProductEntry>;
}

export function scopeKey(scope: Scope): string {
  switch (scope.kind) {
    case 'all':
      return 'all';
    case 'flag':
      return `flag:${scope.flag}`;
    case 'flag-in':
      return `flag:${scope.flag}:${scope.id}`;
    default:
      return `${scope.kind}:${scope.id}`;
  }
}

/**
 * An immutable, consistent picture of the active catalog (decision 007). Lookups are map reads; each listing's
 * sorted order is computed on first use and kept for the life of the snapshot (`ListingOrders`, which also carries
 * what a change leaves valid to the next). A change makes a new snapshot.
 */
export class CatalogSnapshot {
  private readonly routes: RouteIndexes;
  private readonly categoriesByRoute: Map<string, CategoryEntry>;
  private readonly choicesByRoute: Map<string, ChoiceRow>;

  private constructor(
    readonly imageBase: string,
    readonly categories: ReadonlyMap<number, CategoryEntry>,
    readonly brands: ReadonlyMap<number, BrandRow>,
    readonly origins: ReadonlyMap<number, OriginRow>,
    readonly products: ReadonlyMap<number, ProductEntry>,
    readonly choices: readonly ChoiceRow[],
    /** Products of each curated list (choice id → product ids). */
    readonly choiceMembers: ReadonlyMap<number, ReadonlySet<number>>,
    readonly homeRows: readonly HomeRowEntry[],
    readonly banners: readonly BannerEntry[],
    /** The offer banner's texts, in order. */
    readonly offers: CatalogRows['homeOffers'],
    readonly categoryFaqs: ReadonlyMap<number, readonly Faq[]>,
    private readonly search: SearchIndexCell = {},
    private readonly orders = ListingOrders.empty(),
    routes?: RouteIndexes,
  ) {
    this.routes = routes ?? {
      byRoute: new Map([...products.values()].map((p) => [p.route, p])),
      byOldRoute: new Map([...products.values()].flatMap((p) => p.oldRoutes.map((r) => [r, p] as const))),
    };
    this.categoriesByRoute = new Map([...categories.values()].map((c) => [c.row.route, c]));
    this.choicesByRoute = new Map(choices.map((c) => [c.route, c]));
  }

  static build(rows: CatalogRows, imageBase: string): CatalogSnapshot {
    const categories = new Map(rows.categories.map((c) => [c.id, categoryEntry(c, imageBase)]));
    const ctx: ProductContext = {
      imageBase,
      categories,
      brands: new Map(rows.brands.map((b) => [b.id, b])),
      origins: new Map(rows.origins.map((o) => [o.id, o])),
    };
    const choiceMembers = new Map<number, Set<number>>(rows.choices.map((c) => [c.id, new Set()]));
    for (const cp of rows.choiceProducts) choiceMembers.get(cp.choiceId)?.add(cp.productId);
    const faqs = new Map<number, Faq[]>();
    // Answers are HTML: cleaned once here, as every snapshot value is (decision 016).
    for (const f of rows.categoryFaqs)
      faqs.set(f.categoryId, [
        ...(faqs.get(f.categoryId) ?? []),
        { id: f.id, question: f.question, answer: safeRichHtml(f.answer) },
      ]);
    const homeRows = rows.homeRows.flatMap((h) => {
      const category = categories.get(h.categoryId);
      return category ? [{ category, title: h.title }] : [];
    });
    return new CatalogSnapshot(
      imageBase,
      categories,
      ctx.brands,
      ctx.origins,
      entriesOf(rows, ctx),
      rows.choices,
      choiceMembers,
      homeRows,
      rows.promoBanners,
      rows.homeOffers,
      faqs,
    );
  }

  /**
   * A new snapshot with the given products replaced by their current rows; ids without a row are gone (deleted or
   * inactive).
   */
  withProducts(productIds: readonly number[], rows: ProductRows): CatalogSnapshot {
    // Layered, not copied: a change is of a few products of thousands (lib/layered-map.ts).
    const products = LayeredMap.of(this.products).edited((draft) => {
      for (const id of productIds) draft.delete(id);
      for (const [id, entry] of entriesOf(rows, this)) draft.set(id, entry);
    });
    const choiceMembers = new Map([...this.choiceMembers].map(([choice, members]) => [choice, new Set(members)]));
    for (const id of productIds) for (const members of choiceMembers.values()) members.delete(id);
    for (const id of productIds)
      for (const choice of products.get(id)?.choiceIds ?? []) choiceMembers.get(choice)?.add(id);
    return new CatalogSnapshot(
      this.imageBase,
      this.categories,
      this.brands,
      this.origins,
      products,
      this.choices,
      choiceMembers,
      this.homeRows,
      this.banners,
      this.offers,
      this.categoryFaqs,
      this.searchAfter(productIds, products),
      this.orders.next(productIds),
      this.routesWith(productIds, products),
    );
  }

  /** The route indexes with the changed products' routes replaced: layered, not a pass over every product. */
  private routesWith(productIds: readonly number[], products: ReadonlyMap<number, ProductEntry>): RouteIndexes {
    const was = productIds.flatMap((id) => this.products.get(id) ?? []);
    const is = productIds.flatMap((id) => products.get(id) ?? []);
    return {
      byRoute: LayeredMap.of(this.routes.byRoute).edited((byRoute) => {
        for (const p of was) if (byRoute.get(p.route) === p) byRoute.delete(p.route);
        for (const p of is) byRoute.set(p.route, p);
      }),
      byOldRoute: LayeredMap.of(this.routes.byOldRoute).edited((byOldRoute) => {
        for (const p of was) for (const r of p.oldRoutes) if (byOldRoute.get(r) === p) byOldRoute.delete(r);
        for (const p of is) for (const r of p.oldRoutes) byOldRoute.set(r, p);
      }),
    };
  }

  /**
   * The search index of a snapshot with these products changed: this one's while no product's words change (a stock,
   * price or sales change), else this one's with the changed products' words replaced, or none yet (built on first
   * use) if this one has none.
   */
  private searchAfter(productIds: readonly number[], products: ReadonlyMap<number, ProductEntry>): SearchIndexCell {
    const changed = productIds.filter((id) => !sameSearchWords(this.products.get(id), products.get(id)));
    if (!changed.length) return this.search;
    const words = (entry: ProductEntry | undefined) => entry?.searchWords ?? [];
    const index = this.search.index?.withChanged(
      changed.map((id) => ({ id, was: words(this.products.get(id)), is: words(products.get(id)) })),
    );
    return { index };
  }

  /** The words of the products' search texts, indexed on first use (decision 003). */
  searchIndex(): CatalogSearchIndex {
    return (this.search.index ??= CatalogSearchIndex.build(this.products.values()));
  }

  /** Catalog routes are never all digits, so a numeric key is an id. */
  findCategory(key: IdOrRoute): CategoryEntry | undefined {
    return key.id !== null ? this.categories.get(key.id) : this.categoriesByRoute.get(key.route);
  }

  findProduct(key: IdOrRoute): ProductEntry | undefined {
    return key.id !== null ? this.products.get(key.id) : this.routes.byRoute.get(key.route);
  }

  /** The product a route it no longer has belongs to: its pages answer with a 301 to its current route. */
  findMovedProduct(route: string): ProductEntry | undefined {
    return this.routes.byRoute.has(route) ? undefined : this.routes.byOldRoute.get(route);
  }

  findChoice(key: IdOrRoute): ChoiceRow | undefined {
    return key.id !== null ? this.choices.find((c) => c.id === key.id) : this.choicesByRoute.get(key.route);
  }

  /** The products of a scope in a sort order: computed once per snapshot, then shared by every request. */
  list(scope: Scope, sort: SortMode): readonly ProductEntry[] {
    const member = this.memberOf(scope);
    return this.orders.list(
      scopeKey(scope),
      sort,
      () => [...this.products.values()].filter(member),
      member,
      (id) => this.products.get(id),
    );
  }

  /** What a scope offers to filter by (its brands, countries and price order): computed once per snapshot. */
  facets(scope: Scope): ListingFacets {
    return this.orders.facets(scopeKey(scope), this.list(scope, 'price-asc'));
  }

  /**
   * How many products of a scope a canonical filter lists, remembered per snapshot: a page past the first needs the
   * count to be canonical before the response cache is asked, and counting is a pass over the whole listing.
   */
  countNarrowed(scope: Scope, narrowing: Narrowing): number {
    const list = this.list(scope, 'default');
    return this.orders.count(`${scopeKey(scope)}|${narrowing.key}`, list, () => narrow(list, narrowing).length);
  }

  private memberOf(scope: Scope): (p: ProductEntry) => boolean {
    switch (scope.kind) {
      case 'all':
        return () => true;
      case 'category':
        return (p) => p.categoryId === scope.id;
      case 'subcategory':
        return (p) => p.subCategoryId === scope.id;
      case 'flag':
        return scope.flag === 'premium' ? (p) => p.isPremium : (p) => p.isPromotion;
      case 'flag-in': {
        const flagged =
          scope.flag === 'premium' ? (p: ProductEntry) => p.isPremium : (p: ProductEntry) => p.isPromotion;
        return (p) => flagged(p) && (p.categoryId === scope.id || p.subCategoryId === scope.id);
      }
      case 'choice': {
        const members = this.choiceMembers.get(scope.id);
        return (p) => members?.has(p.id) ?? false;
      }
    }
  }
}

function sameSearchWords(a: ProductEntry | undefined, b: ProductEntry | undefined): boolean {
  if (!a || !b) return a === b;
  return a.searchWords.length === b.searchWords.length && a.searchWords.every((w, i) => w === b.searchWords[i]);
}

function entriesOf(rows: ProductRows, ctx: ProductContext): Map<number, ProductEntry> {
  const variations = variationsByProduct(rows.variations);
  const entries = new Map<number, ProductEntry>();
  for (const row of rows.products) {
    const entry = productEntry(row, variations.get(row.id) ?? [], ctx);
    if (entry) entries.set(row.id, entry);
  }
  return entries;
}
