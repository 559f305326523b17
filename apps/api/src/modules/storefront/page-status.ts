import { IdOrRouteSchema, matchStorefrontRoute, storefrontPath } from '@shop/shared';
import { parseIdOrRoute } from '../../lib/id-or-route.ts';
import type { CatalogView } from '../catalog/index.ts';

/** '/shop-by-price/{max}-…': the part before the first dash is the most a product may cost. */
const PRICE_SLUG = /^\d+(\.\d+)?(-|$)/;

/** The content a page can name, looked up the way the API's blog and news calls find it (id or route, published). */
export interface ContentLookups {
  blogCategoryExists(idOrRoute: string): Promise<boolean>;
  blogPostExists(idOrRoute: string): Promise<boolean>;
  newsItemExists(idOrRoute: string): Promise<boolean>;
}

/** Asks `exists` about a path segment the API would take as an `{id}`; any other segment names nothing. */
async function ifValidId(value: string | undefined, exists: (idOrRoute: string) => Promise<boolean>): Promise<boolean> {
  const parsed = IdOrRouteSchema.safeParse(value);
  return parsed.success && exists(parsed.data);
}

/**
 * Whether a storefront path shows a real page, so unknown paths answer HTTP 404 (with the app's not-found page):
 * one of the shop's routes, naming a category, list or product that exists (checked in the in-memory catalog), or
 * a blog category, published post or published news item that exists (asked of the blog and news). A post is
 * found whatever category its path names, as its page declares the canonical URL. Personal pages (cart, account)
 * depend on the session, which only the app knows.
 */
export async function pageExists(pathname: string, catalog: CatalogView, content: ContentLookups): Promise<boolean> {
  const page = matchStorefrontRoute(pathname);
  if (!page) return false;
  const { params } = page;
  const category = (key: string | undefined) =>
    key === undefined ? undefined : catalog.findCategory(parseIdOrRoute(key));
  switch (page.name) {
    case 'shop': {
      const cat = category(params.cat);
      return cat !== undefined && cat.parentId === null;
    }
    case 'shopSubcategory': {
      const [cat, sub] = [category(params.cat), category(params.subcat)];
      return cat !== undefined && sub !== undefined && cat.parentId === null && sub.parentId === cat.id;
    }
    case 'shopByPrice':
      return PRICE_SLUG.test(params.cat ?? '');
    case 'ourChoice':
      return catalog.findChoice(parseIdOrRoute(params.choice ?? '')) !== undefined;
    case 'product':
    case 'productInCategory':
      return catalog.findProduct(parseIdOrRoute(params.id ?? '')) !== undefined;
    case 'blogCategory':
      return ifValidId(params.cat, content.blogCategoryExists);
    case 'blogPost':
      return ifValidId(params.id, content.blogPostExists);
    case 'newsPost':
      return ifValidId(params.id, content.newsItemExists);
    default:
      return true;
  }
}

/**
 * Where a product page moved, when the path names a product by a route it no longer has (staff renamed it): the same
 * page under the product's current route, for a 301. Undefined for every other path.
 */
export function movedProductPath(pathname: string, catalog: CatalogView): string | undefined {
  const page = matchStorefrontRoute(pathname);
  if (page?.name !== 'product' && page?.name !== 'productInCategory') return undefined;
  const key = parseIdOrRoute(page.params.id ?? '');
  const moved = key.id === null ? catalog.findMovedProduct(key.route) : undefined;
  if (!moved) return undefined;
  return page.name === 'product'
    ? storefrontPath('product', { id: moved.route })
    : storefrontPath('productInCategory', { cat: page.params.cat ?? '', id: moved.route });
}
