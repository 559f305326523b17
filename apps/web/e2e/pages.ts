import type { APIRequestContext } from '@playwright/test';
import {
  PRICE_BANDS,
  type BlogListResponse,
  type ChoicesResponse,
  type FilterListResponse,
  type ListingResponse,
  type NewsListResponse,
} from '@shop/shared/rules';

/**
 * The page types by name, for specs that declare one test each before the server is asked: every page of
 * spec section 2 a guest can open (the account pages are the not-found page for a guest).
 */
export const PAGE_TYPE_NAMES = [
  'home',
  'listing',
  'subcategory listing',
  'shop by price',
  'our choice',
  'premium',
  'promotion',
  'product',
  'blog list',
  'blog category',
  'blog post',
  'news',
  'news item',
  'FAQ',
  'about',
  'corporate',
  'contact',
  'platinum club',
  'policy',
  'cart (guest)',
  'wishlist (guest)',
  'checkout (guest)',
  'not found',
] as const;

/** One of the page types. */
export type PageTypeName = (typeof PAGE_TYPE_NAMES)[number];

/** One page of every page type, found in the demo shop through the API the storefront uses. */
export async function pageTypes(request: APIRequestContext): Promise<Array<[name: PageTypeName, path: string]>> {
  const read = async <T>(path: string): Promise<T> => (await (await request.get(`/api/v1${path}`)).json()) as T;
  const wine = await read<ListingResponse>('/product-list/wine');
  const blog = await read<BlogListResponse>('/blog-list');
  const news = await read<NewsListResponse>('/news-list');
  const wineFilters = await read<FilterListResponse>('/filter-list/wine');
  const choices = await read<ChoicesResponse>('/choices-category-list');
  const product = wine.product.data[0];
  const post = blog[0];
  const item = news[0];
  const subcategory = Array.isArray(wineFilters.sub_category) ? undefined : wineFilters.sub_category.sub_category[0];
  const choice = choices[0];
  const band = PRICE_BANDS[0];
  if (!product || !post || !item || !subcategory || !choice || !band)
    throw new Error('The demo shop has no product, blog post, news item, wine subcategory or curated list');
  // A record, so that a page type without a path (or a path without a name) is a type error.
  const paths: Record<PageTypeName, string> = {
    home: '/',
    listing: '/shop/wine',
    'subcategory listing': `/shop/wine/${subcategory.route}`,
    'shop by price': `/shop-by-price/${band.slug}`,
    'our choice': `/our-choice/${choice.route}`,
    premium: '/shop/premium',
    promotion: '/shop/promotion',
    product: `/product/${product.category.route}/${product.route}`,
    'blog list': '/blog',
    'blog category': `/blog/${post.category.route}`,
    'blog post': `/blog/${post.category.route}/${post.route}`,
    news: '/news',
    'news item': `/news/${item.route}`,
    FAQ: '/faq',
    about: '/about',
    corporate: '/corporate',
    contact: '/contact',
    'platinum club': '/platinum-club',
    policy: '/shipping-delivery',
    'cart (guest)': '/cart',
    'wishlist (guest)': '/wishlist',
    'checkout (guest)': '/checkout',
    'not found': '/no-such-page',
  };
  return PAGE_TYPE_NAMES.map((name) => [name, paths[name]]);
}
