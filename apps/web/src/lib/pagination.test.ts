import { describe, expect, it } from 'vitest';
import { pageOf, paginationItems, paginationItemsForScreens, type ShownPageItem } from './pagination';

describe('paginationItems (5 pages, 2 margin pages; 1 on mobile)', () => {
  it('shows every page when there are few', () => {
    expect(paginationItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps a window of 5 around the current page with 2 margin pages', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 19, 20]);
    expect(paginationItems(10, 20)).toEqual([1, 2, 'gap', 8, 9, 10, 11, 12, 'gap', 19, 20]);
    expect(paginationItems(20, 20)).toEqual([1, 2, 'gap', 16, 17, 18, 19, 20]);
  });

  it('uses 1 margin page on mobile', () => {
    expect(paginationItems(10, 20, 5, 1)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('shows a lone hidden page instead of a gap', () => {
    expect(paginationItems(6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'gap', 19, 20]);
  });

  it('clamps a page beyond the end', () => {
    expect(paginationItems(99, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(1, 0)).toEqual([]);
  });
});

describe('paginationItemsForScreens (one markup for phones and wider screens)', () => {
  const on = (items: ShownPageItem[], screen: 'wide' | 'narrow') =>
    items.filter((i) => i.only === undefined || i.only === screen).map((i) => i.item);

  it('marks the margin pages and gaps only one kind of screen shows', () => {
    expect(paginationItemsForScreens(10, 20)).toEqual([
      { item: 1 },
      { item: 'gap', only: 'narrow' },
      { item: 2, only: 'wide' },
      { item: 'gap', only: 'wide' },
      { item: 8 },
      { item: 9 },
      { item: 10 },
      { item: 11 },
      { item: 12 },
      { item: 'gap' },
      { item: 19, only: 'wide' },
      { item: 20 },
    ]);
    expect(paginationItemsForScreens(2, 3)).toEqual([{ item: 1 }, { item: 2 }, { item: 3 }]);
  });

  it('shows each screen exactly the items it showed on its own', () => {
    for (let total = 0; total <= 30; total++) {
      for (let current = 1; current <= Math.max(1, total); current++) {
        const both = paginationItemsForScreens(current, total);
        expect(on(both, 'wide')).toEqual(paginationItems(current, total));
        expect(on(both, 'narrow')).toEqual(paginationItems(current, total, 5, 1));
      }
    }
  });
});

describe('pageOf (lists the storefront pages itself)', () => {
  const items = Array.from({ length: 30 }, (_, i) => i + 1);

  it('slices the page asked', () => {
    expect(pageOf(items, 1, 12)).toEqual({ items: items.slice(0, 12), page: 1, pageCount: 3 });
    expect(pageOf(items, 3, 12)).toEqual({ items: [25, 26, 27, 28, 29, 30], page: 3, pageCount: 3 });
  });

  it('answers a page past the last with the last, and an empty list with one empty page', () => {
    expect(pageOf(items, 9, 12)).toMatchObject({ page: 3, items: [25, 26, 27, 28, 29, 30] });
    expect(pageOf([], 2, 12)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});
