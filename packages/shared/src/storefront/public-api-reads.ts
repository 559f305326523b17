import { compilePathPattern, matchPathPattern } from './path-pattern.ts';

/**
 * The API's public catalog and content reads (GET, spec section 7), relative to the API base: their
 * answers are the same for every shopper, so a shared cache (the storefront's service worker) may
 * keep them. Anything not listed here (cart, wishlist, account, orders, addresses, coupons, and every
 * POST) is never cached on the device.
 */
export const PUBLIC_API_READS = [
  '/home-best-selling',
  '/home-featured-product',
  '/categories-menu',
  '/product-list/:cat',
  '/product-list/:cat/:subcat',
  '/premium-products',
  '/promotion-product',
  '/product-detail/:id',
  '/product-reviews/:id',
  '/product-list-get/:id',
  '/product-list-get/:cat/:subcat',
  '/filter-list/:id',
  '/front-our-choices-list/:id',
  '/choices-category-list',
  '/blog-list',
  '/blog-category-filter/:id',
  '/blog-detail/:id',
  '/news-list',
  '/news-detail/:id',
  '/faq-page',
  '/about-faq',
  '/corporate',
  '/contact-details',
  '/pages/:slug',
] as const;

const COMPILED = PUBLIC_API_READS.map(compilePathPattern);

/** True when a path under the API base (no query string) is one of the public reads. */
export function isPublicApiReadPath(path: string): boolean {
  return COMPILED.some((compiled) => matchPathPattern(compiled, path) !== null);
}
