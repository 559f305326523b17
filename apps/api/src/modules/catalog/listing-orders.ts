import type { SortMode } from '@shop/shared';
import { LRUCache } from 'lru-cache';
import { listingFacets, type ListingFacets } from './listing-filter.ts';
import type { ProductEntry } from './product-entry.ts';

/** Filter counts a snapshot remembers (a few bytes each). */
const NARROWED_COUNTS_KEPT = 10_000;

export const BY_SORT: Readonly<Record<SortMode, (a: ProductEntry, b: ProductEntry) => number>> = {
  // Default sorting puts the best sellers first.
  default: (a, b) => b.salesCount - a.salesCount || a.id - b.id,
  latest: (a, b) => b.createdAtMs - a.createdAtMs || b.id - a.id,
  'price-desc': (a, b) => b.sortPriceFils - a.sortPriceFils || a.id - b.id,
  'price-asc': (a, b) => a.sortPriceFils - b.sortPriceFils || a.id - b.id,
};

/** The snapshot before, and the products that changed since: what a listing computed then is patched from. */
interface Before {
  orders: ListingOrders;
  changed: ReadonlySet<number>;
}

/**
 * The sorted listings of one catalog snapshot, with their facets and filter counts (decision 007), each computed on
 * first use. A snapshot made by a change starts from the one before: a listing computed there is taken over as it
 * was when no changed product is or was in it, and otherwise patched (the changed products taken out, then put back
 * in order) instead of sorted again. Under a stream of staff edits or orders, most listings are untouched by each.
 */
export class ListingOrders {
  private readonly sorted = new Map<string, readonly ProductEntry[]>();
  private readonly facetsByScope = new Map<string, ListingFacets>();
  /** Made on first use: most snapshots (one per stock change, under orders) are replaced before anyone counts. */
  private counts: LRUCache<string, { list: readonly ProductEntry[]; n: number }> | undefined;

  private constructor(private before: Before | undefined) {}

  static empty(): ListingOrders {
    return new ListingOrders(undefined);
  }

  /**
   * The orders of the snapshot after these products changed. Only one snapshot back is looked at: this one lets go
   * of its own predecessor, so a run of changes never holds a chain of old snapshots.
   */
  next(changedIds: readonly number[]): ListingOrders {
    this.before = undefined;
    return new ListingOrders({ orders: this, changed: new Set(changedIds) });
  }

  /**
   * The listing `key` in `sort` order: `members` are its products now (a pass over the catalog), `member` says whether
   * a product belongs, and `current` gives a changed product's entry now (none when it is gone).
   */
  list(
    key: string,
    sort: SortMode,
    members: () => ProductEntry[],
    member: (p: ProductEntry) => boolean,
    current: (id: number) => ProductEntry | undefined,
  ): readonly ProductEntry[] {
    const sortedKey = `${key}|${sort}`;
    let list = this.sorted.get(sortedKey);
    if (list) return list;
    const earlier = this.before?.orders.sorted.get(sortedKey);
    list = earlier
      ? patched(earlier, this.before!.changed, member, current, BY_SORT[sort])
      : members().sort(BY_SORT[sort]);
    this.sorted.set(sortedKey, list);
    return list;
  }

  /** What a listing offers to filter by, from its price order; the same as before when that order is. */
  facets(key: string, byPrice: readonly ProductEntry[]): ListingFacets {
    let facets = this.facetsByScope.get(key);
    if (facets) return facets;
    const earlier = this.before?.orders.facetsByScope.get(key);
    facets = earlier?.byPrice === byPrice ? earlier : listingFacets(byPrice);
    this.facetsByScope.set(key, facets);
    return facets;
  }

  /** How many products of `list` a filter keeps (`count`), remembered; the same as before when the list is. */
  count(key: string, list: readonly ProductEntry[], count: () => number): number {
    this.counts ??= new LRUCache({ max: NARROWED_COUNTS_KEPT });
    const known = this.counts.get(key) ?? this.before?.orders.counts?.get(key);
    if (known?.list === list) return known.n;
    const n = count();
    this.counts.set(key, { list, n });
    return n;
  }
}

/**
 * `earlier` with the changed products taken out and those that belong put back where `order` places them. The same
 * array when no changed product was or is in it.
 */
function patched(
  earlier: readonly ProductEntry[],
  changed: ReadonlySet<number>,
  member: (p: ProductEntry) => boolean,
  current: (id: number) => ProductEntry | undefined,
  order: (a: ProductEntry, b: ProductEntry) => number,
): readonly ProductEntry[] {
  const added: ProductEntry[] = [];
  for (const id of changed) {
    const entry = current(id);
    if (entry && member(entry)) added.push(entry);
  }
  const kept = earlier.filter((p) => !changed.has(p.id));
  if (!added.length && kept.length === earlier.length) return earlier;
  added.sort(order);
  const list: ProductEntry[] = [];
  let i = 0;
  for (const entry of added) {
    while (i < kept.length && order(kept[i]!, entry) < 0) list.push(kept[i++]!);
    list.push(entry);
  }
  while (i < kept.length) list.push(kept[i++]!);
  return list;
}
