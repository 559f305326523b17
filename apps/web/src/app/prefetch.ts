import { matchStorefrontRoute, pageFromQuery, sortFromQuery, type SortMode } from '@shop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { getFilterListQueryOptions } from '@/features/catalog/api/get-filter-list';
import { getBestSellingQueryOptions, getFeaturedQueryOptions } from '@/features/catalog/api/get-home';
import { getListingQueryOptions } from '@/features/catalog/api/get-listing';
import { getProductQueryOptions } from '@/features/catalog/api/get-product';
import { hasFilters, parseListingParams } from '@/features/catalog/hooks/listing-params';
import { getBlogCategoryQueryOptions, getBlogListQueryOptions, getBlogPostQueryOptions } from '@/features/content/api/get-blog';
import { getNewsItemQueryOptions, getNewsListQueryOptions } from '@/features/content/api/get-news';
import { getAboutFaqQueryOptions, getContactQueryOptions, getCorporateFaqQueryOptions, getFaqPageQueryOptions } from '@/features/content/api/get-pages';
import { routeReads, type RouteReadUrl } from './route-reads';

/** A page's route parameters with its `page` and `sort` as the page reads them. */
interface ReadValues {
  params: Record<string, string>;
  page: number;
  sort: SortMode;
}

const paging = ({ page, sort }: ReadValues) => ({ page, sort });

/**
 * Each read of app/route-reads.ts as the query the page itself runs (same key, same URL), so the page
 * picks the prefetched data up. The record type makes a new read URL without its query a type error.
 */
const PREFETCH: Record<RouteReadUrl, (client: QueryClient, v: ReadValues) => Promise<void>> = {
  '/home-featured-product': (c) => c.prefetchQuery(getFeaturedQueryOptions()),
  '/home-best-selling': (c) => c.prefetchQuery(getBestSellingQueryOptions()),
  '/about-faq': (c) => c.prefetchQuery(getAboutFaqQueryOptions()),
  '/corporate': (c) => c.prefetchQuery(getCorporateFaqQueryOptions()),
  '/contact-details': (c) => c.prefetchQuery(getContactQueryOptions()),
  '/premium-products?page={page}&sort={sort}': (c, v) => c.prefetchQuery(getListingQueryOptions({ kind: 'flag', flag: 'premium' }, paging(v))),
  '/promotion-product?page={page}&sort={sort}': (c, v) => c.prefetchQuery(getListingQueryOptions({ kind: 'flag', flag: 'promotion' }, paging(v))),
  '/filter-list/{cat}': (c, v) => c.prefetchQuery(getFilterListQueryOptions(v.params.cat ?? '')),
  '/filter-list/{subcat}': (c, v) => c.prefetchQuery(getFilterListQueryOptions(v.params.subcat ?? '')),
  '/product-list/{cat}?page={page}&sort={sort}': (c, v) => c.prefetchQuery(getListingQueryOptions({ kind: 'category', cat: v.params.cat ?? '' }, paging(v))),
  '/product-list/{cat}/{subcat}?page={page}&sort={sort}': (c, v) =>
    c.prefetchQuery(getListingQueryOptions({ kind: 'category', cat: v.params.cat ?? '', subcat: v.params.subcat }, paging(v))),
  '/front-our-choices-list/{choice}?page={page}&sort={sort}': (c, v) => c.prefetchQuery(getListingQueryOptions({ kind: 'choice', choice: v.params.choice ?? '' }, paging(v))),
  '/product-detail/{id}': (c, v) => c.prefetchQuery(getProductQueryOptions(v.params.id ?? '')),
  '/blog-list': (c) => c.prefetchQuery(getBlogListQueryOptions()),
  '/blog-category-filter/{cat}': (c, v) => c.prefetchQuery(getBlogCategoryQueryOptions(v.params.cat ?? '')),
  '/blog-detail/{id}': (c, v) => c.prefetchQuery(getBlogPostQueryOptions(v.params.id ?? '')),
  '/news-list': (c) => c.prefetchQuery(getNewsListQueryOptions()),
  '/news-detail/{id}': (c, v) => c.prefetchQuery(getNewsItemQueryOptions(v.params.id ?? '')),
  '/faq-page?page={page}': (c, v) => c.prefetchQuery(getFaqPageQueryOptions(v.page)),
};

/**
 * Starts the first page's data requests while its code is still downloading (the job route loaders
 * do in React Router's data mode), driven by the route table and app/route-reads.ts.
 */
export function prefetchForUrl(client: QueryClient, url: URL): void {
  const match = matchStorefrontRoute(url.pathname);
  if (!match) return;
  const values: ReadValues = { params: match.params, page: pageFromQuery(url.searchParams), sort: sortFromQuery(url.searchParams) };
  const filtered = hasFilters(parseListingParams(url.searchParams));
  for (const read of routeReads(match.name)) {
    if (read.skipWhenFiltered && filtered) continue;
    void PREFETCH[read.url](client, values);
  }
}
