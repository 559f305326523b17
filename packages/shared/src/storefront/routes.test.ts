import { describe, expect, it } from 'vitest';
import { STOREFRONT_ROUTES, isPersonalPath, matchStorefrontRoute, storefrontPath, storefrontPathOf } from './routes.ts';

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
  ])('%s is the %s page', (path, name, params) => {
    expect(matchStorefrontRoute(path)).toEqual({ name, params });
  });

  it.each([
    '/no-such-page', '/shop', '/shop/wine/red-wine/extra', '/shop//wine', '/shop-by-price', '/our-choice', '/product',
    '/product/wine/bottle/more', '/blog/a/b/c', '/news/a/b', '/faq/more', '/about-us', '/account/anything', '/account/orders/12',
    '/cart/1', '/index.html', '/api/v1/home-best-selling', '/images/brand/logo.svg',
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

describe('personal pages', () => {
  it('are the cart, wishlist, checkout and every account path, known or not', () => {
    for (const path of ['/cart', '/wishlist/', '/checkout', '/account', '/account/orders', '/Account/anything']) expect(isPersonalPath(path)).toBe(true);
    for (const path of ['/', '/shop/wine', '/product/42', '/cartography', '/about']) expect(isPersonalPath(path)).toBe(false);
  });
});
