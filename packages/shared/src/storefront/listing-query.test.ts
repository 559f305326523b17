import { describe, expect, it } from 'vitest';
import { pageFromQuery, sortFromQuery, type QueryReader } from './listing-query.ts';

/** A query string read the way URLSearchParams reads it (the package has no DOM types). */
function queryOf(qs: string): QueryReader {
  const pairs = qs
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=').map((part) => decodeURIComponent(part.replace(/\+/g, ' '))));
  return { get: (name) => pairs.find(([key]) => key === name)?.[1] ?? null };
}

describe('paged views in the URL', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=2.7', 2],
    ['page=0', 1],
    ['page=-4', 1],
    ['page=abc', 1],
    ['page=Infinity', 1],
    ['page=%20', 1],
    ['page=1e2', 100],
  ])('?%s is page %i', (query, page) => expect(pageFromQuery(queryOf(query))).toBe(page));

  it('takes one of the four sort modes, else the default', () => {
    expect(sortFromQuery(queryOf('sort=price-asc'))).toBe('price-asc');
    expect(sortFromQuery(queryOf('sort=bogus'))).toBe('default');
    expect(sortFromQuery(queryOf(''))).toBe('default');
  });
});
