import fs from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { prefetchForUrl } from './prefetch';

const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const script = /<script id="early-fetch">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

/** Runs index.html's early-fetch script for a URL and returns what it requested. */
function earlyUrls(href: string): string[] {
  const url = new URL(href, 'http://shop.test');
  const requested: string[] = [];
  const fakeWindow: Record<string, unknown> = {};
  new Function('location', 'window', 'fetch', 'URLSearchParams', script)(url, fakeWindow, (u: string) => {
    requested.push(u);
    return Promise.resolve(new Response('{}'));
  }, URLSearchParams);
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

describe("index.html's early fetch", () => {
  it.each([
    '/', '/product/wine/some-bottle', '/product/42', '/shop/wine', '/shop/wine/red-wine?page=3&sort=price-asc', '/shop/beer?sort=bogus',
    '/shop/premium', '/shop/promotion?page=2&sort=price-desc', '/shop/premium?brand=3', '/shop/premium/red-wine', '/shop/wine?brand=3', '/blog',
  ])('asks for exactly what the app reads first on %s', async (href) => {
    expect(earlyUrls(href)).toEqual(await appUrls(href));
  });

  it('leaves filtered listings and other pages to the app', () => {
    expect(earlyUrls('/shop/wine?brand=3')).toEqual(['/api/v1/product-list-get/wine']);
    expect(earlyUrls('/blog')).toEqual([]);
  });

  it('reads premium and promotion from their own calls (spec section 7)', () => {
    expect(earlyUrls('/shop/premium')).toEqual(['/api/v1/premium-products?page=1&sort=default']);
    expect(earlyUrls('/shop/promotion?page=2&sort=latest')).toEqual(['/api/v1/promotion-product?page=2&sort=latest']);
    expect(earlyUrls('/shop/premium/red-wine')).toEqual([]);
  });
});
