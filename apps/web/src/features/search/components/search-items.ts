import type { RatingSummary, SearchHit } from '@shop/shared/rules';
import { paths } from '@/config/paths';

/** One row of the suggestions listbox: a product, or the category of one or more products. */
export interface SearchItem {
  key: string;
  kind: 'product' | 'category';
  /** HTML for products (sanitized when shown), plain text for categories. */
  label: string;
  detail: string;
  to: string;
  image?: string;
  /** A product's stars, once it has reviews. */
  rating?: RatingSummary;
}

export function categoryLabel(route: string): string {
  return route.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** Products first (server ranking kept), then each distinct category they belong to. */
export function toSearchItems(hits: SearchHit[]): SearchItem[] {
  const products: SearchItem[] = hits.map((h) => ({
    key: `p-${h.id}`,
    kind: 'product',
    label: h.name,
    detail: categoryLabel(h.sub_category_route ?? h.category_route),
    to: paths.product(h.route, h.category_route),
    image: h.featured_img,
    ...(h.rating?.count ? { rating: h.rating } : {}),
  }));
  const categories = new Map<string, SearchItem>();
  for (const h of hits) {
    const to = paths.shop(h.category_route, h.sub_category_route);
    if (!categories.has(to)) {
      categories.set(to, {
        key: `c-${to}`,
        kind: 'category',
        label: categoryLabel(h.sub_category_route ?? h.category_route),
        detail: 'Browse category',
        to,
      });
    }
  }
  return [...products, ...categories.values()];
}
