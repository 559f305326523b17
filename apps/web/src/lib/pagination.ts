import { PAGINATION_MARGIN_PAGES, PAGINATION_MARGIN_PAGES_MOBILE, PAGINATION_PAGE_RANGE } from '@shop/shared/rules';

export type PageItem = number | 'gap';

/**
 * Pages to show (spec section 9): a window of `range` pages around the current one, `margin` pages
 * at each end, and a gap marker between them. A gap hiding a single page shows that page instead.
 */
export function paginationItems(
  current: number,
  total: number,
  range = PAGINATION_PAGE_RANGE,
  margin = PAGINATION_MARGIN_PAGES,
): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  let start = Math.max(1, page - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);

  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);

  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push('gap');
    items.push(p);
    previous = p;
  }
  return items;
}

/** A page item and the screens it shows on: every one, or only wide or only narrow ones. */
export interface ShownPageItem {
  item: PageItem;
  only?: 'wide' | 'narrow';
}

/**
 * The items of wide screens (`margin` pages at each end) and of narrow ones (`narrowMargin`) in one list, each marked
 * with where it shows, so the markup is the same whatever the screen (a server render cannot know it) and CSS hides
 * the other screen's items. Every page a narrow screen shows, a wide one shows too; their gaps may differ.
 */
export function paginationItemsForScreens(
  current: number,
  total: number,
  range = PAGINATION_PAGE_RANGE,
  margin = PAGINATION_MARGIN_PAGES,
  narrowMargin = PAGINATION_MARGIN_PAGES_MOBILE,
): ShownPageItem[] {
  // Each item by where it stands: a page at its number, a gap just after the page before it.
  const placed = new Map<number, { item: PageItem; wide: boolean; narrow: boolean }>();
  const place = (items: PageItem[], screen: 'wide' | 'narrow') => {
    let previous = 0;
    for (const item of items) {
      const at = item === 'gap' ? previous + 0.5 : item;
      if (item !== 'gap') previous = item;
      const entry = placed.get(at) ?? { item, wide: false, narrow: false };
      entry[screen] = true;
      placed.set(at, entry);
    }
  };
  place(paginationItems(current, total, range, margin), 'wide');
  place(paginationItems(current, total, range, narrowMargin), 'narrow');
  return [...placed.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, { item, wide, narrow }]) => (wide && narrow ? { item } : { item, only: wide ? 'wide' : 'narrow' }));
}

/** One page of a list the storefront pages itself. */
export interface ListPage<T> {
  items: T[];
  /** The page shown: the one asked, or the last when the one asked is past it (as the API answers paged calls). */
  page: number;
  pageCount: number;
}

/** Page `page` of `items`, `perPage` a page; an empty list has one (empty) page. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): ListPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pageCount };
}
