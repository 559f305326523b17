import { describe, expect, it } from 'vitest';
import {
  STOREFRONT_ROUTES,
  isPublicPagePath,
  matchStorefrontRoute,
  storefrontPath,
  storefrontPathOf,
} from './routes.ts';

describe('matchStorefrontRoute (spec section 2)', () => {
  it.each([
    ['/', 'home', {}],
    ['/about', 'about', {}],
    ['/about/', 'about', {}],
    ['/ABOUT', 'about', {}],
    ['/shop/wine', 'shop', { cat: 'wine' }],
    ['/shop/wine/red-wine/', 'shopSubcategory', { cat: 'wine', subcat: 'red-wine' }],
    ['/shop/premium', 'premium', {}],
    ['/shop/Promotion', 'promotion', {}],
    ['/shop/premium/red-wine', 'shopSubcategory', { cat: 'premium', subcat: 'red-wine' }],
    ['/shop-by-price/100-under-aed-100', 'shopByPrice', { cat: '100-under-aed-100' }],
    ['/our-choice/gift-ideas', 'ourChoice', { choice: 'gift-ideas' }],
    ['/product/42', 'product', { id: '42' }],
    ['/product/wine/some-bottle', 'productInCategory', { cat: 'wine', id: 'some-bottle' }],
    ['/product/wine/caf%C3%A9', 'productInCategory', { cat: 'wine', id: 'café' }],
    ['/blog', 'blog', {}],
    ['/blog/wine-guides', 'blogCategory', { cat: 'wine-guides' }],
    ['/blog/wine-guides/storing-wine', 'blogPost', { cat: 'wine-guides', id: 'storing-wine' }],
    ['/news', 'news', {}],
    ['/news/new-store', 'newsPost', { id: 'new-store' }],
    ['/faq', 'faq', {}],
    ['/contact', 'contact', {}],
    ['/platinum-club', 'platinumClub', {}],
    ['/privacy-policy', 'privacy', {}],
    ['/terms-conditions', 'terms', {}],
    ['/return-refund', 'returns', {}],
    ['/shipping-delivery', 'shipping', {}],
    ['/cart', 'cart', {}],
    ['/wishlist', 'wishlist', {}],
    ['/checkout', 'checkout', {}],
    ['/account', 'account', {}],
    ['/account/profile', 'accountProfile', {}],
    ['/account/orders', 'accountOrders', {}],
    ['/account/order', 'accountOrder', {}],
    ['/checkout/confirmation', 'checkoutConfirmation', {}],
  ])('%s is the %s page', (path, name, params) => {
    expect(matchStorefrontRoute(path)).toEqual({ name, params });
  });

  it.each([
    '/no-such-page',
    '/shop',
    '/shop/wine/red-wine/extra',
    '/shop//wine',
    '/shop-by-price',
    '/our-choice',
    '/product',
    '/product/wine/bottle/more',
    '/blog/a/b/c',
    '/news/a/b',
    '/faq/more',
    '/about-us',
    '/account/anything',
    '/account/orders/12',
    '/cart/1',
    '/index.html',
    '/api/v1/home-best-selling',
    '/images/brand/logo.svg',
  ])('%s is not a page (the not-found page, HTTP 404)', (path) => {
    expect(matchStorefrontRoute(path)).toBeNull();
  });

  it('builds every path so that it matches back to its route', () => {
    for (const route of STOREFRONT_ROUTES) {
      const params = Object.fromEntries([...route.pattern.matchAll(/:(\w+)/g)].map(([, key]) => [key, `${key}-value`]));
      const path = storefrontPath(route.name as 'shop', params as { cat: string });
      expect(path.includes(':')).toBe(false);
      expect(matchStorefrontRoute(path)).toEqual({ name: route.name, params });
    }
  });

  it('encodes each parameter as one segment', () => {
    expect(storefrontPath('productInCategory', { cat: 'wine', id: 'a/b c' })).toBe('/product/wine/a%2Fb%20c');
    expect(matchStorefrontRoute('/product/wine/a%2Fb%20c')?.params).toEqual({ cat: 'wine', id: 'a/b c' });
    expect(() => storefrontPath('shop', { cat: '' })).toThrow(/cat/);
  });
});

describe('storefrontPathOf', () => {
  it('writes a matched path the way the table does', () => {
    expect(storefrontPathOf(matchStorefrontRoute('/ABOUT/')!)).toBe('/about');
    expect(storefrontPathOf(matchStorefrontRoute('/Product/Wine/Some-Bottle')!)).toBe('/product/Wine/Some-Bottle');
  });
});

describe('public pages (an allow-list from the table)', () => {
  it('are the catalog, content and information pages, in any case and with trailing slashes', () => {
    const paths = [
      '/',
      '/shop/wine',
      '/shop/wine/red-wine',
      '/shop/premium',
      '/shop-by-price/100-under-aed-100',
      '/our-choice/gift-ideas',
      '/product/42',
      '/product/wine/x',
      '/blog',
      '/blog/guides/x',
      '/news/x',
      '/about',
      '/corporate',
      '/faq',
      '/contact',
      '/Privacy-Policy/',
    ];
    for (const path of paths) expect(isPublicPagePath(path), path).toBe(true);
  });

  it('are never a personal page, a path under one, or a path the table does not know', () => {
    const paths = [
      '/cart',
      '/wishlist/',
      '/checkout',
      '/checkout/confirmation',
      '/account',
      '/account/orders',
      '/account/order',
      '/account/profile',
      '/Account/anything',
      '/cart/1',
      '/profile',
      '/profile/7/avatar.jpg',
      '/orders',
      '/no-such-page',
      '/api/v1/auth/me',
      '/images/brand/logo.svg',
      '/offline.html',
    ];
    for (const path of paths) expect(isPublicPagePath(path), path).toBe(false);
  });

  it('every page declares a kind, and the only personal ones are the cart, wishlist, checkout, account, password-reset and newsletter-link pages', () => {
    expect(STOREFRONT_ROUTES.filter((route) => route.kind === 'personal').map((route) => route.name)).toEqual([
      'cart',
      'wishlist',
      'checkout',
      'checkoutConfirmation',
      'account',
      'accountProfile',
      'accountOrders',
      'accountOrder',
      'resetPassword',
      'newsletterConfirm',
      'newsletterUnsubscribe',
    ]);
  });
});
