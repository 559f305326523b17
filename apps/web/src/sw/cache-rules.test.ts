import { describe, expect, it } from 'vitest';
import {
  isPublicApiRequest,
  isPublicApiResponse,
  isStorableImage,
  isStorablePage,
  isStorablePageResponse,
} from './cache-rules';

const origin = 'https://shop.test';
const apiBase = new URL('/api/v1', origin);
const get = (path: string, headers: Record<string, string> = {}) => new Request(`${origin}${path}`, { headers });
const answer = (cacheControl: string | null, status = 200) =>
  new Response('{}', { status, headers: cacheControl === null ? {} : { 'cache-control': cacheControl } });

describe('pages the service worker may keep', () => {
  it.each([
    '/',
    '/shop/wine',
    '/shop/wine/red-wine',
    '/shop/premium',
    '/shop-by-price/100-under-aed-100',
    '/our-choice/gift-ideas',
    '/product/wine/x',
    '/blog',
    '/blog/guides/x',
    '/news/x',
    '/about',
    '/corporate',
    '/faq',
    '/contact',
    '/shipping-delivery',
    '/Shop/wine/?page=2',
  ])('%s, a public page of the route table, goes into the pages cache', (path) => {
    expect(isStorablePage(new URL(path, origin))).toBe(true);
  });

  it.each(['/cart', '/wishlist', '/checkout', '/account', '/account/orders', '/account/profile', '/Account/anything'])(
    '%s, a personal page, never does',
    (path) => {
      expect(isStorablePage(new URL(path, origin))).toBe(false);
    },
  );

  // An allow-list: a path the table does not list as public is never kept, even one no deny-list names yet.
  it.each([
    '/profile',
    '/profile/7/avatar.jpg',
    '/orders',
    '/orders/12',
    '/my-addresses',
    '/no-such-page',
    '/api/v1/auth/me',
    '/shop/wine/red/extra',
  ])('%s, not a public page of the table, never does', (path) =>
    expect(isStorablePage(new URL(path, origin))).toBe(false),
  );

  it('keeps an answer only when it is a 200 that is not private or no-store', () => {
    expect(isStorablePageResponse(answer('no-cache'))).toBe(true);
    expect(isStorablePageResponse(answer(null))).toBe(true);
    expect(isStorablePageResponse(answer('private, max-age=60'))).toBe(false);
    expect(isStorablePageResponse(answer('No-Store'))).toBe(false);
    expect(isStorablePageResponse(answer('no-cache', 404))).toBe(false);
  });
});

describe('images the service worker may keep', () => {
  it.each(['/images/products/1.webp', '/images/brand/logo.svg'])(
    '%s, a shop image, goes into the images cache',
    (path) => {
      expect(isStorableImage(new URL(path, origin), origin)).toBe(true);
    },
  );

  it.each([
    '/profile/7.jpg',
    '/profile/images/7.jpg',
    '/images/../profile/7.jpg',
    '/api/v1/images/x',
    '/imagesx/1.webp',
  ])('%s never does', (path) => {
    expect(isStorableImage(new URL(path, origin), origin)).toBe(false);
  });

  it('never from another origin', () => {
    expect(isStorableImage(new URL('https://elsewhere.test/images/1.webp'), origin)).toBe(false);
  });
});

describe('API reads the service worker may keep', () => {
  it.each([
    '/api/v1/home-best-selling',
    '/api/v1/product-list/wine?page=2&sort=latest',
    '/api/v1/product-detail/42',
    '/api/v1/contact-details',
  ])('a guest GET of %s is public', (path) => expect(isPublicApiRequest(get(path), apiBase)).toBe(true));

  it.each([
    '/api/v1/auth/me',
    '/api/v1/auth/carts/7',
    '/api/v1/auth/wishlist/7',
    '/api/v1/Auth/me',
    '/api/v1/auth/product-detail/42',
    '/api/v1/coupons',
    '/api/v1/addresses/3',
    '/api/v1/global-search',
    '/images/x.svg',
    '/api/v1home-best-selling',
  ])('%s is not', (path) => expect(isPublicApiRequest(get(path), apiBase)).toBe(false));

  it('never with an Authorization header, never a POST, never another origin', () => {
    expect(isPublicApiRequest(get('/api/v1/product-detail/42', { authorization: 'Bearer t' }), apiBase)).toBe(false);
    expect(isPublicApiRequest(new Request(`${origin}/api/v1/product-list/wine`, { method: 'POST' }), apiBase)).toBe(
      false,
    );
    expect(isPublicApiRequest(new Request('https://elsewhere.test/api/v1/product-list/wine'), apiBase)).toBe(false);
  });

  it('keeps only answers whose Cache-Control says public', () => {
    expect(isPublicApiResponse(answer('public, max-age=60, stale-while-revalidate=300'))).toBe(true);
    expect(isPublicApiResponse(answer('max-age=60'))).toBe(false);
    expect(isPublicApiResponse(answer(null))).toBe(false);
    expect(isPublicApiResponse(answer('public, private'))).toBe(false);
    expect(isPublicApiResponse(answer('public, no-store'))).toBe(false);
    expect(isPublicApiResponse(answer('public', 404))).toBe(false);
  });
});
