import { NotFoundError } from '../../lib/errors.ts';
import { parseIdOrRoute, type IdOrRoute } from '../../lib/id-or-route.ts';
import type { CatalogSnapshot, Flag, Scope } from './catalog-snapshot.ts';
import type { CategoryEntry } from './product-entry.ts';

/** A listing's shelf: the products it starts from, and the category records it shows (null for the whole shop). */
export interface Shelf {
  scope: Scope;
  category: CategoryEntry | null;
  sub: CategoryEntry | null;
}

/** Top-level routes that list a product flag rather than a category's members. */
const FLAG_ROUTES: Readonly<Record<string, Flag>> = { premium: 'premium', promotion: 'promotion' };
/**
 * Other spellings of a flag, used only while no category has that route: the spec's client links its mobile
 * menu's "Promotion" to `/shop/sale` (contract 7.10, decision 011).
 */
const FLAG_ALIASES: Readonly<Record<string, Flag>> = { sale: 'promotion' };

/**
 * Other spellings of category routes, used only while no category has that route: the spec's client links its
 * header's "Spirit" to `/shop/spirit`, where this shop's category is `spirits` (decision 011).
 */
const ROUTE_ALIASES: Readonly<Record<string, string>> = { spirit: 'spirits' };

/** A category by id or route, or by a route's other spelling. */
function findCategory(s: CatalogSnapshot, key: IdOrRoute): CategoryEntry | undefined {
  const found = s.findCategory(key);
  if (found || key.id !== null) return found;
  const alias = ROUTE_ALIASES[key.route];
  return alias === undefined ? undefined : s.findCategory({ id: null, route: alias });
}

/** The flag a top-level key lists, or null when it names an ordinary category (or nothing). */
function flagOf(key: IdOrRoute, found: CategoryEntry | undefined): Flag | null {
  if (found) return found.row.parentId === null ? (FLAG_ROUTES[found.row.route] ?? null) : null;
  return key.id === null ? (FLAG_ROUTES[key.route] ?? FLAG_ALIASES[key.route] ?? null) : null;
}

/** The category record a flag listing shows (its heading, seo and FAQ), when the shop has one. */
function flagCategory(s: CatalogSnapshot, flag: Flag): CategoryEntry | null {
  return s.findCategory({ id: null, route: flag }) ?? null;
}

/**
 * The shelf of `/product-list/{cat}[/{sub}]` and `/product-list-get/{cat}[/{sub}]`: a top-level category and one
 * of its subcategories, a subcategory on its own (the spec's client asks `/product-list/cigars`; it answers under its
 * parent, as its page does), or a flag (premium, promotion, sale) narrowed to any category or subcategory.
 */
export function listingShelf(s: CatalogSnapshot, catKey: string, subKey?: string): Shelf {
  const key = parseIdOrRoute(catKey);
  const found = findCategory(s, key);
  const flag = flagOf(key, found);
  const sub = subKey === undefined ? undefined : s.findCategory(parseIdOrRoute(subKey));
  if (flag) {
    const category = flagCategory(s, flag);
    if (subKey === undefined) return { scope: { kind: 'flag', flag }, category, sub: null };
    if (!sub || (sub.row.parentId === null && FLAG_ROUTES[sub.row.route]))
      throw new NotFoundError('Subcategory not found.');
    return { scope: { kind: 'flag-in', flag, id: sub.row.id }, category, sub };
  }
  if (!found) throw new NotFoundError('Category not found.');
  if (found.row.parentId !== null) {
    const parent = s.categories.get(found.row.parentId);
    if (subKey !== undefined || !parent) throw new NotFoundError('Category not found.');
    return { scope: { kind: 'subcategory', id: found.row.id }, category: parent, sub: found };
  }
  if (subKey === undefined) return { scope: { kind: 'category', id: found.row.id }, category: found, sub: null };
  if (!sub || sub.row.parentId !== found.row.id) throw new NotFoundError('Subcategory not found.');
  return { scope: { kind: 'subcategory', id: sub.row.id }, category: found, sub };
}

/**
 * The shelf a filter call or a filter list names by one key: any category (a subcategory answers under its parent,
 * as its page does), a flag, or, with no key, the whole shop.
 */
export function filterShelf(s: CatalogSnapshot, categoryKey: string | undefined): Shelf {
  if (categoryKey === undefined) return { scope: { kind: 'all' }, category: null, sub: null };
  const key = parseIdOrRoute(categoryKey);
  const found = findCategory(s, key);
  const flag = flagOf(key, found);
  if (flag) return { scope: { kind: 'flag', flag }, category: flagCategory(s, flag), sub: null };
  if (!found) throw new NotFoundError('Category not found.');
  if (found.row.parentId === null) return { scope: { kind: 'category', id: found.row.id }, category: found, sub: null };
  const parent = s.categories.get(found.row.parentId);
  return { scope: { kind: 'subcategory', id: found.row.id }, category: parent ?? found, sub: parent ? found : null };
}

/** The subcategories of a category, in menu order. */
export function childrenOf(s: CatalogSnapshot, parentId: number): CategoryEntry[] {
  return [...s.categories.values()].filter((c) => c.row.parentId === parentId);
}
