import type { StorefrontRouteName } from '@shop/shared';

/**
 * The API reads (GET, relative to the API base) each page makes first. This one list drives the app's
 * first-load prefetch (`app/prefetch.ts`) and index.html's early fetch (`build-tools/early-fetch.ts`),
 * so both ask for the same URLs. In a URL, `{name}` is a route parameter, and `{page}` and `{sort}` are
 * the page's query string as the page reads it. `skipWhenFiltered`: not read when the URL carries
 * listing filters (the filtered listing is a POST). Pages not listed read nothing first; personal pages
 * read with the shopper's token, which the early fetch does not have.
 * Plain data without `@/` imports: the Vite config loads it.
 */
export const ROUTE_READS = {
  home: [{ url: '/home-featured-product' }, { url: '/home-best-selling' }],
  about: [{ url: '/about-faq' }],
  corporate: [{ url: '/corporate' }],
  premium: [{ url: '/premium-products?page={page}&sort={sort}' }],
  promotion: [{ url: '/promotion-product?page={page}&sort={sort}' }],
  // A listing carries its category's title and seo; the filter list, the panel's options and a category's subcategory links.
  shop: [{ url: '/filter-list/{cat}' }, { url: '/product-list/{cat}?page={page}&sort={sort}', skipWhenFiltered: true }],
  shopSubcategory: [{ url: '/filter-list/{subcat}' }, { url: '/product-list/{cat}/{subcat}?page={page}&sort={sort}', skipWhenFiltered: true }],
  ourChoice: [{ url: '/front-our-choices-list/{choice}?page={page}&sort={sort}' }],
  product: [{ url: '/product-detail/{id}' }],
  productInCategory: [{ url: '/product-detail/{id}' }],
  // The blog and news lists come whole and are paged by the pages themselves (decision 011). A category page shows
  // chips from the whole list; a post shows more of its category (the path's {cat}); an item, the latest news.
  blog: [{ url: '/blog-list' }],
  blogCategory: [{ url: '/blog-list' }, { url: '/blog-category-filter/{cat}' }],
  blogPost: [{ url: '/blog-detail/{id}' }, { url: '/blog-category-filter/{cat}' }],
  news: [{ url: '/news-list' }],
  newsPost: [{ url: '/news-detail/{id}' }, { url: '/news-list' }],
  faq: [{ url: '/faq-page?page={page}' }],
  contact: [{ url: '/contact-details' }],
  privacy: [{ url: '/contact-details' }],
  terms: [{ url: '/contact-details' }],
  returns: [{ url: '/contact-details' }],
  shipping: [{ url: '/contact-details' }],
} as const satisfies Partial<Record<StorefrontRouteName, ReadonlyArray<RouteRead>>>;

export interface RouteRead {
  url: string;
  skipWhenFiltered?: boolean;
}

/** One of the read URLs above. */
export type RouteReadUrl = (typeof ROUTE_READS)[keyof typeof ROUTE_READS][number]['url'];

/** The reads of a page by its route name (none for pages that read nothing first). */
export function routeReads(name: StorefrontRouteName): ReadonlyArray<RouteRead & { url: RouteReadUrl }> {
  return (ROUTE_READS as Partial<Record<StorefrontRouteName, ReadonlyArray<RouteRead & { url: RouteReadUrl }>>>)[name] ?? [];
}
