import { describe, expect, it } from 'vitest';
import { isPublicApiReadPath } from './public-api-reads.ts';

describe('public API reads (what a shared cache may keep)', () => {
  it.each([
    '/home-best-selling',
    '/product-list/wine',
    '/product-list/wine/red-wine',
    '/product-detail/42',
    '/blog-detail/x',
    '/contact-details',
    '/faq-page',
  ])('%s is public', (path) => expect(isPublicApiReadPath(path)).toBe(true));

  it.each([
    '/auth/me',
    '/auth/carts/7',
    '/auth/wishlist/7',
    '/coupons',
    '/addresses/3',
    '/address-detail/3',
    '/product-list',
    '/product-list/a/b/c',
    '/subscribers',
    '/global-search',
  ])('%s is not', (path) => expect(isPublicApiReadPath(path)).toBe(false));
});
