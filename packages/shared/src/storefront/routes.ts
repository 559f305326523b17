import { buildPath, compilePathPattern, matchPathPattern } from './path-pattern.ts';
import { canonicalIdOrRoute } from '../common/paging.ts';

/**
 * What a page shows, which decides who may keep a copy of it: catalog, content and information pages
 * are the same for every visitor; a personal page shows one shopper's data (cart, account...).
 */
export type StorefrontPageKind = 'catalog' | 'content' | 'information' | 'personal';

/**
 * The storefront's pages (spec section 2), in one table that drives the web router, its path helpers,
 * the first-load reads and index.html's early fetch, and tells the server which page paths exist
 * (any other path is the not-found page, HTTP 404). Static patterns come before dynamic ones of the
 * same shape, as React Router ranks them. Every page declares its `kind`: only the public kinds
 * (PUBLIC_PAGE_KINDS) may be kept by a shared cache, so a new page is private until it says otherwise.
 */
export const STOREFRONT_ROUTES = [
  { name: 'home', pattern: '/', kind: 'catalog' },
  { name: 'about', pattern: '/about', kind: 'information' },
  { name: 'corporate', pattern: '/corporate', kind: 'information' },
  // Premium and promotion are product flags listed by their own calls (spec section 7), not categories.
  { name: 'premium', pattern: '/shop/premium', kind: 'catalog' },
  { name: 'promotion', pattern: '/shop/promotion', kind: 'catalog' },
  { name: 'shop', pattern: '/shop/:cat', kind: 'catalog' },
  { name: 'shopSubcategory', pattern: '/shop/:cat/:subcat', kind: 'catalog' },
  { name: 'shopByPrice', pattern: '/shop-by-price/:cat', kind: 'catalog' },
  { name: 'ourChoice', pattern: '/our-choice/:choice', kind: 'catalog' },
  { name: 'product', pattern: '/product/:id', kind: 'catalog' },
  { name: 'productInCategory', pattern: '/product/:cat/:id', kind: 'catalog' },
  { name: 'blog', pattern: '/blog', kind: 'content' },
  { name: 'blogCategory', pattern: '/blog/:cat', kind: 'content' },
  { name: 'blogPost', pattern: '/blog/:cat/:id', kind: 'content' },
  { name: 'news', pattern: '/news', kind: 'content' },
  { name: 'newsPost', pattern: '/news/:id', kind: 'content' },
  { name: 'faq', pattern: '/faq', kind: 'information' },
  { name: 'contact', pattern: '/contact', kind: 'information' },
  { name: 'platinumClub', pattern: '/platinum-club', kind: 'information' },
  { name: 'privacy', pattern: '/privacy-policy', kind: 'information' },
  { name: 'terms', pattern: '/terms-conditions', kind: 'information' },
  { name: 'returns', pattern: '/return-refund', kind: 'information' },
  { name: 'shipping', pattern: '/shipping-delivery', kind: 'information' },
  { name: 'cart', pattern: '/cart', kind: 'personal' },
  { name: 'wishlist', pattern: '/wishlist', kind: 'personal' },
  { name: 'checkout', pattern: '/checkout', kind: 'personal' },
  // Personal pages name their record in the query string (`?order=`, `?number=`): a path parameter would make them
  // dynamic routes, which the server's sitemap must list pages for, and a personal page has none to list.
  { name: 'checkoutConfirmation', pattern: '/checkout/confirmation', kind: 'personal' },
  { name: 'account', pattern: '/account', kind: 'personal' },
  { name: 'accountProfile', pattern: '/account/profile', kind: 'personal' },
  { name: 'accountOrders', pattern: '/account/orders', kind: 'personal' },
  { name: 'accountOrder', pattern: '/account/order', kind: 'personal' },
  // The link `/forget-password` e-mails (contract 7.15): its token travels in the fragment, which no request carries.
  { name: 'resetPassword', pattern: '/reset-password', kind: 'personal' },
  // The newsletter's e-mailed links (issue 26): the token in the fragment too; one reader's page, never cached.
  { name: 'newsletterConfirm', pattern: '/newsletter/confirm', kind: 'personal' },
  { name: 'newsletterUnsubscribe', pattern: '/newsletter/unsubscribe', kind: 'personal' },
] as const satisfies ReadonlyArray<{ name: string; pattern: string; kind: StorefrontPageKind }>;

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
export type StorefrontRouteParams<N extends StorefrontRouteName> = Record<
  ParamNames<Extract<StorefrontRoute, { name: N }>['pattern']>,
  string | number
>;

/** A matched page: its name and its decoded path parameters. */
export interface StorefrontRouteMatch {
  name: StorefrontRouteName;
  params: Record<string, string>;
}

const COMPILED = STOREFRONT_ROUTES.map((route) => ({ name: route.name, compiled: compilePathPattern(route.pattern) }));
const PATTERNS = Object.fromEntries(STOREFRONT_ROUTES.map((route) => [route.name, route.pattern])) as Record<
  StorefrontRouteName,
  string
>;

/** The path of a page, its parameters encoded, e.g. storefrontPath('shop', { cat: 'wine' }) is '/shop/wine'. */
export function storefrontPath<N extends StorefrontRouteName>(
  name: N,
  ...[params]: ParamNames<Extract<StorefrontRoute, { name: N }>['pattern']> extends never
    ? []
    : [StorefrontRouteParams<N>]
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

/**
 * One spelling of a storefront path: the route table's way, ids without leading zeros and routes in lower case (the
 * catalog finds them so), and a product or blog post under any category segment as one path (each page declares its
 * canonical URL itself). A path the table does not know is kept as it is. Rendered pages are cached under it.
 */
export function canonicalStorefrontPath(pathname: string): string {
  const match = matchStorefrontRoute(pathname);
  if (!match) return pathname;
  const params = Object.fromEntries(
    Object.entries(match.params).map(([name, value]) => [name, canonicalIdOrRoute(String(value))]),
  );
  if (match.name === 'productInCategory') return storefrontPathOf({ name: 'product', params: { id: params.id! } });
  if (match.name === 'blogPost') return storefrontPathOf({ name: 'blogPost', params: { cat: '-', id: params.id! } });
  return storefrontPathOf({ name: match.name, params });
}

/** The kinds of page that are the same for every visitor, so a shared cache (the service worker) may keep them. */
export const PUBLIC_PAGE_KINDS: readonly StorefrontPageKind[] = ['catalog', 'content', 'information'];

const KINDS = Object.fromEntries(STOREFRONT_ROUTES.map((route) => [route.name, route.kind])) as Record<
  StorefrontRouteName,
  StorefrontPageKind
>;

/**
 * True only for the path of a catalog, content or information page of the table (an allow-list): a
 * personal page, a path under one and any path the table does not know (the not-found page, a future
 * route, /profile pictures) are false.
 */
export function isPublicPagePath(pathname: string): boolean {
  const match = matchStorefrontRoute(pathname);
  return match !== null && PUBLIC_PAGE_KINDS.includes(KINDS[match.name]);
}
