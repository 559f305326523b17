import { describe, expect, it } from 'vitest';
import { orderOf, readStockParams, stockSearch } from './stock-params.ts';

describe('the stock list in the address', () => {
  it('reads a list, keeping only what the server takes', () => {
    expect(readStockParams(new URLSearchParams('q=%20merlot%20&low=1&sort=stock&dir=desc&page=3'))).toEqual({
      q: 'merlot',
      low: true,
      sort: 'stock',
      dir: 'desc',
      page: 3,
    });
    expect(readStockParams(new URLSearchParams('low=yes&sort=price&dir=up&page=-2'))).toEqual({
      q: undefined,
      low: false,
      sort: 'name',
      dir: 'asc',
      page: 1,
    });
  });

  it('writes it back without the defaults', () => {
    expect(stockSearch(readStockParams(new URLSearchParams('')))).toBe('');
    expect(stockSearch({ q: 'rioja', low: true, sort: 'stock', dir: 'asc', page: 2 })).toBe(
      '?q=rioja&low=1&sort=stock&dir=asc&page=2',
    );
    expect(orderOf({ sort: 'stock', dir: 'desc' })).toBe('stock-desc');
  });
});
