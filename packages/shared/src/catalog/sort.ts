/** The four listing sort modes of spec section 2, as the query parameter `sort` spells them. */
export const SORT_MODES = ['default', 'latest', 'price-desc', 'price-asc'] as const;
/** One of `SORT_MODES`. */
export type SortMode = (typeof SORT_MODES)[number];

/** The labels the sort select shows, word for word from the spec. */
export const SORT_LABELS: Record<SortMode, string> = {
  default: 'Default Sorting',
  latest: 'Latest',
  'price-desc': 'Price: High - Low',
  'price-asc': 'Price: Low - High',
};
