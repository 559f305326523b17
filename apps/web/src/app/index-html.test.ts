import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fetchListing } from '@/features/catalog/api/get-listing';
import { parseListingParams } from '@/features/catalog/hooks/listing-params';
import { api } from '@/lib/api-client';

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

/** What the app itself requests first for the same page. */
async function appUrls(href: string): Promise<string[]> {
  const url = new URL(href, 'http://shop.test');
  const requested: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    requested.push(String(input));
    return new Response('{"data":{}}', { status: 200 });
  });
  const state = parseListingParams(url.searchParams);
  const [, first, second, third] = url.pathname.split('/');
  if (url.pathname === '/') await api.get('/home-best-selling');
  else if (first === 'product') await api.get(`/product-detail/${third ?? second}`);
  else if (first === 'shop' && second) {
    await api.get(`/product-list-get/${third ?? second}`);
    await fetchListing({ kind: 'category', cat: second, subcat: third }, { page: state.page, sort: state.sort });
  }
  spy.mockRestore();
  return requested;
}

describe("index.html's early fetch", () => {
  it.each(['/', '/product/wine/some-bottle', '/product/42', '/shop/wine', '/shop/wine/red-wine?page=3&sort=price-asc', '/shop/beer?sort=bogus'])(
    'asks for exactly what the app reads first on %s',
    async (href) => {
      expect(earlyUrls(href)).toEqual(await appUrls(href));
    },
  );

  it('leaves filtered listings and other pages to the app', () => {
    expect(earlyUrls('/shop/wine?brand=3')).toEqual(['/api/v1/product-list-get/wine']);
    expect(earlyUrls('/blog')).toEqual([]);
  });
});
