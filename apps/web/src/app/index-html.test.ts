import fs from 'node:fs';
import path from 'node:path';
import { matchStorefrontRoute } from '@shop/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { EARLY_FETCH_PLACEHOLDER, earlyFetchScript } from '../../build-tools/early-fetch';
import { prefetchForUrl } from './prefetch';
import { ROUTE_READS } from './route-reads';

const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const script = earlyFetchScript('/api/v1');

/** Runs index.html's early-fetch script for a URL and returns what it requested. */
function earlyUrls(href: string): string[] {
  const url = new URL(href, 'http://shop.test');
  const requested: string[] = [];
  const fakeWindow: Record<string, unknown> = {};
  new Function('location', 'window', 'fetch', script)(url, fakeWindow, (u: string) => {
    requested.push(u);
    return Promise.resolve(new Response('{}'));
  });
  return requested;
}

/** What the app itself requests first for the same page: its first-load prefetch, under the pages' query keys. */
async function appUrls(href: string): Promise<string[]> {
  const requested: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    requested.push(String(input));
    return new Response('{"data":{}}', { status: 200 });
  });
  prefetchForUrl(new QueryClient(), new URL(href, 'http://shop.test'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  spy.mockRestore();
  return requested;
}

const PAGES = [
  '/', '/about', '/corporate', '/product/wine/some-bottle', '/product/42', '/PRODUCT/Wine/Some-Bottle/', '/product/wine/caf%C3%A9',
  '/shop/wine', '/shop/wine/red-wine?page=3&sort=price-asc', '/shop/beer?sort=bogus&page=-2', '/shop/beer?page=2.5', '/shop/wine?brand=',
  '/shop/premium', '/shop/promotion?page=2&sort=price-desc', '/shop/premium?brand=3', '/shop/premium/red-wine', '/shop/wine?brand=3',
  '/our-choice/gift-ideas?page=2', '/shop-by-price/100-under-aed-100', '/blog', '/blog?page=2', '/blog/wine-guides', '/blog/wine-guides/storing-wine',
  '/news', '/news/new-store', '/faq?page=3', '/contact', '/privacy-policy', '/terms-conditions', '/return-refund', '/shipping-delivery',
  '/cart', '/account/orders', '/no-such-page',
];

describe("index.html's early fetch", () => {
  it('is written into index.html where its placeholder stands', () => {
    expect(html).toContain(EARLY_FETCH_PLACEHOLDER);
    expect(html).not.toMatch(/<script id="early-fetch">/);
  });

  it.each(PAGES)('asks for exactly what the app reads first on %s', async (href) => {
    expect(earlyUrls(href)).toEqual(await appUrls(href));
  });

  it('is tried on a page of every route that reads something first', () => {
    const tried = new Set(PAGES.map((href) => matchStorefrontRoute(new URL(href, 'http://shop.test').pathname)?.name));
    for (const name of Object.keys(ROUTE_READS)) expect(tried).toContain(name);
  });

  it('leaves filtered listings and pages without first reads to the app', () => {
    expect(earlyUrls('/shop/wine?brand=3')).toEqual(['/api/v1/filter-list/wine']);
    expect(earlyUrls('/shop-by-price/100-under-aed-100')).toEqual([]);
    expect(earlyUrls('/cart')).toEqual([]);
    expect(earlyUrls('/no-such-page')).toEqual([]);
  });

  it('reads premium and promotion from their own calls (spec section 7)', () => {
    expect(earlyUrls('/shop/premium')).toEqual(['/api/v1/premium-products?page=1&sort=default']);
    expect(earlyUrls('/shop/promotion?page=2&sort=latest')).toEqual(['/api/v1/promotion-product?page=2&sort=latest']);
  });

  it('uses the configured API base', () => {
    const requested: string[] = [];
    new Function('location', 'window', 'fetch', earlyFetchScript('https://api.shop.test/v1'))(new URL('http://shop.test/product/42'), {}, (u: string) => requested.push(u));
    expect(requested).toEqual(['https://api.shop.test/v1/product-detail/42']);
  });
});
