import { matchStorefrontRoute } from '@shop/shared';
import { parseIdOrRoute } from '../../lib/id-or-route.ts';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot.ts';

/** '/shop-by-price/{max}-…': the part before the first dash is the most a product may cost. */
const PRICE_SLUG = /^\d+(\.\d+)?(-|$)/;

/**
 * Whether a storefront path shows a real page, so unknown paths answer HTTP 404 (with the app's not-found page):
 * one of the shop's routes, naming a category, list or product that exists (checked in the in-memory catalog).
 * Blog and news items are checked by the page itself; personal pages (cart, account) depend on the session,
 * which only the app knows.
 */
export function pageExists(pathname: string, catalog: CatalogSnapshot): boolean {
  const page = matchStorefrontRoute(pathname);
  if (!page) return false;
  const { params } = page;
  const category = (key: string | undefined) => (key === undefined ? undefined : catalog.findCategory(parseIdOrRoute(key)));
  switch (page.name) {
    case 'shop': {
      const cat = category(params.cat);
      return cat !== undefined && cat.row.parentId === null;
    }
    case 'shopSubcategory': {
      const [cat, sub] = [category(params.cat), category(params.subcat)];
      return cat !== undefined && sub !== undefined && cat.row.parentId === null && sub.row.parentId === cat.row.id;
    }
    case 'shopByPrice':
      return PRICE_SLUG.test(params.cat ?? '');
    case 'ourChoice':
      return catalog.findChoice(parseIdOrRoute(params.choice ?? '')) !== undefined;
    case 'product':
    case 'productInCategory':
      return catalog.findProduct(parseIdOrRoute(params.id ?? '')) !== undefined;
    default:
      return true;
  }
}
