import { describe, expect, it } from 'vitest';
import { isKeptPage, MAX_KEPT_PAGE, pageKeyOf } from './page-key';

const key = (url: string) => pageKeyOf(new URL(url, 'http://shop.test'));
const kept = (url: string) => isKeptPage(new URL(url, 'http://shop.test'));

describe("a page's cache key", () => {
  it('gives every spelling of a page one key', () => {
    expect(key('/SHOP/Wine/?utm_source=mail')).toBe('/shop/wine');
    expect(key('/product/0042')).toBe('/product/42');
    expect(key('/product/Red-Wine/Alpha-Rouge')).toBe(key('/product/alpha-rouge'));
    expect(key('/product/beer/alpha-rouge')).toBe(key('/product/wine/alpha-rouge'));
    expect(key('/blog/anything/how-to-store-wine')).toBe(key('/blog/wine-guides/How-To-Store-Wine'));
    expect(key('/shop/wine?brand=3,1,3&origin=Spain,France')).toBe(key('/shop/wine?origin=France,Spain&brand=1,3'));
    expect(key('/shop/wine?min=1.50&max=20')).toBe(key('/shop/wine?max=20.0&min=1.5'));
  });

  it('keeps only the query a page reads, and only values the API takes', () => {
    expect(key('/about?page=3&sort=latest&brand=1')).toBe('/about');
    expect(key('/faq?page=2&sort=latest')).toBe('/faq?page=2');
    expect(key('/shop/wine?page=1e300')).toBe('/shop/wine');
    expect(key('/shop/wine?page=100001')).toBe('/shop/wine');
    expect(key('/shop/wine?min=5000000&max=10')).toBe('/shop/wine?max=10');
    expect(key('/shop/wine?min=50&max=10')).toBe('/shop/wine');
  });

  it('keeps the HTML of unfiltered pages up to a page number, and of no filtered listing', () => {
    expect(kept('/shop/wine?sort=latest&page=2')).toBe(true);
    expect(kept(`/shop/wine?page=${MAX_KEPT_PAGE}`)).toBe(true);
    expect(kept(`/shop/wine?page=${MAX_KEPT_PAGE + 1}`)).toBe(false);
    expect(kept('/shop/wine?brand=1')).toBe(false);
    expect(kept('/shop/wine?min=10')).toBe(false);
    expect(kept('/product/alpha-rouge?brand=1')).toBe(true);
  });
});
