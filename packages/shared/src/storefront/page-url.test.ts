import { describe, expect, it } from 'vitest';
import { canonicalPageUrl } from './page-url.ts';
import { canonicalStorefrontPath } from './routes.ts';

/** A query string as a page reads it (the shared package has no URLSearchParams of its own). */
const query = (text: string) => {
  const pairs = new Map(text.split('&').map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]));
  return { get: (name: string) => pairs.get(name) ?? null };
};

describe("a page's one spelling", () => {
  it("writes the path the route table's way, ids and routes in one spelling, a product or post under any category as one", () => {
    expect(canonicalStorefrontPath('/SHOP/Wine/')).toBe('/shop/wine');
    expect(canonicalStorefrontPath('/product/0042')).toBe('/product/42');
    expect(canonicalStorefrontPath('/product/beer/Alpha-Rouge')).toBe('/product/alpha-rouge');
    expect(canonicalStorefrontPath('/blog/anything/How-To')).toBe(canonicalStorefrontPath('/blog/wine-guides/how-to'));
    expect(canonicalStorefrontPath('/no/such/page')).toBe('/no/such/page');
  });

  it('keeps of the query only the paging the page reads', () => {
    expect(
      canonicalPageUrl('/shop/wine', query('page=2&sort=latest&utm_source=mail&email=a%40b.example&brand=1')),
    ).toBe('/shop/wine?sort=latest&page=2');
    expect(canonicalPageUrl('/faq', query('page=3&sort=latest'))).toBe('/faq?page=3');
    expect(canonicalPageUrl('/about', query('page=3'))).toBe('/about');
    expect(canonicalPageUrl('/shop/wine', query('page=1e300&sort=<script>'))).toBe('/shop/wine');
  });
});
