import { buildPath, compilePathPattern, matchPathPattern } from './path-pattern.ts';

/**
 * The storefront's pages (spec section 2), in one table that drives the web router, its path helpers,
 * the first-load reads and index.html's early fetch, and tells the server which page paths exist
 * (any other path is the not-found page, HTTP 404). Static patterns come before dynamic ones of the
 * same shape, as React Router ranks them. `personal` pages show one shopper's data: no shared cache
 * may keep them.
 */
export const STOREFRONT_ROUTES = [
  { name: 'home', pattern: '/' },
  { name: 'about', pattern: '/about' },
  { name: 'corporate', pattern: '/corporate' },
  // Premium and promotion are product flags listed by their own calls (spec section 7), not categories.
  { name: 'premium', pattern: '/shop/premium' },
  { name: 'promotion', pattern: '/shop/promotion' },
  { name: 'shop', pattern: '/shop/:cat' },
  { name: 'shopSubcategory', pattern: '/shop/:cat/:subcat' },
  { name: 'shopByPrice', pattern: '/shop-by-price/:cat' },
  { name: 'ourChoice', pattern: '/our-choice/:choice' },
  { name: 'product', pattern: '/product/:id' },
  { name: 'productInCategory', pattern: '/product/:cat/:id' },
  { name: 'blog', pattern: '/blog' },
  { name: 'blogCategory', pattern: '/blog/:cat' },
  { name: 'blogPost', pattern: '/blog/:cat/:id' },
  { name: 'news', pattern: '/news' },
  { name: 'newsPost', pattern: '/news/:id' },
  { name: 'faq', pattern: '/faq' },
  { name: 'contact', pattern: '/contact' },
  { name: 'privacy', pattern: '/privacy-policy' },
  { name: 'terms', pattern: '/terms-conditions' },
  { name: 'returns', pattern: '/return-refund' },
  { name: 'shipping', pattern: '/shipping-delivery' },
  { name: 'cart', pattern: '/cart', personal: true },
  { name: 'wishlist', pattern: '/wishlist', personal: true },
  { name: 'checkout', pattern: '/checkout', personal: true },
  { name: 'account', pattern: '/account', personal: true },
  { name: 'accountProfile', pattern: '/account/profile', personal: true },
  { name: 'accountOrders', pattern: '/account/orders', personal: true },
] as const satisfies ReadonlyArray<{ name: string; pattern: string; personal?: boolean }>;

/** One entry of the table. */
export type StorefrontRoute = (typeof STOREFRONT_ROUTES)[number];
/** A page of the storefront by name, e.g. 'productInCategory'. */
export type StorefrontRouteName = StorefrontRoute['name'];

type ParamNames<P extends string> = P extends `${string}:${infer Key}/${infer Rest}`
  ? Key | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Key}`
    ? Key
    : never;

/** The parameters a route's path needs, e.g. `{ cat, id }` for 'productInCategory'. */
export type StorefrontRouteParams<N extends StorefrontRouteName> = Record<ParamNames<Extract<StorefrontRoute, { name: N }>['pattern']>, string | number>;

/** A matched page: its name and its decoded path parameters. */
export interface StorefrontRouteMatch {
  name: StorefrontRouteName;
  params: Record<string, string>;
}

const COMPILED = STOREFRONT_ROUTES.map((route) => ({ name: route.name, compiled: compilePathPattern(route.pattern) }));
const PATTERNS = Object.fromEntries(STOREFRONT_ROUTES.map((route) => [route.name, route.pattern])) as Record<StorefrontRouteName, string>;

/** The path of a page, its parameters encoded, e.g. storefrontPath('shop', { cat: 'wine' }) is '/shop/wine'. */
export function storefrontPath<N extends StorefrontRouteName>(
  name: N,
  ...[params]: ParamNames<Extract<StorefrontRoute, { name: N }>['pattern']> extends never ? [] : [StorefrontRouteParams<N>]
): string {
  return buildPath(PATTERNS[name], params as Record<string, string | number> | undefined);
}

/**
 * Which page a pathname (no query string) shows, or null for the not-found page. It accepts exactly
 * what the web router accepts: any case in static segments and trailing slashes.
 */
export function matchStorefrontRoute(pathname: string): StorefrontRouteMatch | null {
  for (const { name, compiled } of COMPILED) {
    const params = matchPathPattern(compiled, pathname);
    if (params) return { name, params };
  }
  return null;
}

/** The path of a matched page written the table's way: static segments in lower case, no trailing slash. */
export function storefrontPathOf(match: StorefrontRouteMatch): string {
  return buildPath(PATTERNS[match.name], match.params);
}

/** First path segments of the personal pages ('cart', 'account'...): anything under them is personal too. */
export const PERSONAL_PATH_ROOTS: readonly string[] = [
  ...new Set(STOREFRONT_ROUTES.filter((route) => 'personal' in route).map((route) => route.pattern.split('/')[1] ?? '')),
];

/** True for a path under a personal page (a cart, a wishlist, an account), known or not. */
export function isPersonalPath(pathname: string): boolean {
  const root = (pathname.split('/')[1] ?? '').toLowerCase();
  return PERSONAL_PATH_ROOTS.includes(root);
}
