// @vitest-environment node
import {
  htmlToText,
  isInfoPageSlug,
  NO_PRESS_LOGOS,
  PUBLIC_PAGE_KINDS,
  STOREFRONT_ROUTES,
  matchStorefrontRoute,
  type BlogCard,
  type BlogDetailResponse,
  type ChoiceListingResponse,
  type ChoicesResponse,
  type ContactDetails,
  type Faq,
  type FaqPageResponse,
  type FilterListResponse,
  type HomeBestSellingResponse,
  type HomeFeaturedResponse,
  type NewsCard,
  type NewsDetailResponse,
  type ProductDetailResponse,
  type PublicReadRequest,
  type StorefrontRouteName,
} from '@shop/shared/rules';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/entry-server';
import { answerCallsInProcess } from '@/lib/api-client';
import { setPageOrigin } from '@/lib/absolute-url';
import { createQueryClient } from '@/lib/query-client';
import { infoPage, listing, product, productDetail, productReviews, review, variation } from '@/testing/fixtures';
import { queriesWithoutData } from './page-loaders';

/**
 * Every public page rendered as the server renders it (decision 023): its loaders run, then it renders once. A page
 * that renders a read its loader (or the layout's) does not make leaves that query without data, and fails here.
 * The reads are answered in process, as the API answers them, from the fixtures below.
 */

const rouge = product({
  id: 11,
  route: 'chateau-rouge',
  name: 'Château Rouge',
  price_variation: [variation({ id: 111, product_id: 11, price: 120 })],
});
const blanc = product({ id: 12, route: 'domaine-blanc', name: 'Domaine Blanc' });

const contact: ContactDetails = {
  address: 'Unit 9, Warehouse Road, Dubai',
  store_address: 'Kiosk 2, Harbour Mall, Dubai',
  phone: '+971 50 111 2222',
  phone_link: 'tel:+971501112222',
  map_link: 'https://maps.example/warehouse',
  store_map_link: 'https://maps.example/store',
  email: 'care@shop.example',
  chat_link: 'https://wa.me/971501112222',
};
const faq: Faq[] = [{ id: 1, question: 'Do you deliver on Fridays?', answer: '<p>Yes, every day.</p>' }];
const faqPage = (page: number): FaqPageResponse => ({
  status: 200,
  data: faq,
  current_page: page,
  last_page: 2,
  per_page: 10,
  from: page * 10 - 9,
  to: page * 10 - 9,
  total: 11,
});
const tabs = [{ id: 2, route: 'wine', name: 'Wine', title: 'Best-selling Wine' }];
const featured: HomeFeaturedResponse = {
  status: 200,
  category_drop_down: tabs,
  featured_products: [rouge, blanc],
  offers: [],
};
const bestSelling: HomeBestSellingResponse = {
  status: 200,
  best_selling: [{ products: rouge }],
  banners: [{ id: 1, title: 'Rouge', image: '/x.svg', product_route: 'chateau-rouge', category_route: 'wine' }],
};
const choice = {
  id: 1,
  route: 'gift-ideas',
  title: 'Gift ideas',
  category_name: 'Gift ideas',
  description: 'For every occasion.',
  image: null,
};
const choices: ChoicesResponse = [choice];
const choiceListing: ChoiceListingResponse = [
  { product: [rouge], faq, choice, current_page: 1, last_page: 1, per_page: 12, from: 1, to: 1, total: 1 },
];
const filterList: FilterListResponse = {
  status: 200,
  brand: [{ id: 1, route: 'test-estate', name: 'Test Estate', count: 2 }],
  origin: ['France'],
  origins: [{ country: 'France', count: 2 }],
  price: { min: 50, max: 200 },
  sub_category: { sub_category: [{ id: 21, route: 'red-wine', name: 'Red Wine', title: 'Red Wine' }] },
};
const productPage: ProductDetailResponse = {
  status: 200,
  product: productDetail({ ...rouge, long_description: '<p>Dark fruit.</p>' }),
  similar_products: [blanc],
};
const blogCategory = { id: 1, route: 'wine-guides', name: 'Wine guides', title: 'Wine guides', position: 1 };
const blogCard = (id: number, route: string, title: string): BlogCard => ({
  id,
  route,
  title,
  short_description: 'Keep it cool.',
  featured_img: '/images/blog/x.svg',
  banner_image: '/images/blog/x.svg',
  created_by: 'Cellar team',
  created_at: '2025-01-02T00:00:00.000Z',
  category: blogCategory,
});
const posts = [blogCard(2, 'storing-wine', 'Storing wine'), blogCard(1, 'reading-labels', 'Reading labels')];
const blogPost: BlogDetailResponse = {
  status: 200,
  blog: {
    ...posts[0]!,
    description: '<p>On its side.</p>',
    comments: [],
    seo: { meta_title: 'Storing wine', meta_description: 'Keep it cool.' },
  },
  categories: [blogCategory],
  recent: [],
};
const newsCard = (id: number, title: string): NewsCard => ({
  id,
  route: `news-${id}`,
  title,
  short_description: `About ${title}`,
  featured_img: '/images/news/x.svg',
  created_at: '2025-02-10T00:00:00.000Z',
  logos_and_links: NO_PRESS_LOGOS,
});
const news = [newsCard(2, 'Summer tasting'), newsCard(1, 'New store')];
const newsItem: NewsDetailResponse = {
  ...news[0]!,
  status: 200,
  long_description: '<p>Join us on Friday.</p>',
  main_img: '/images/news/x.svg',
  banner_image: '/images/news/x.svg',
  seo: { meta_title: 'Summer tasting', meta_description: 'Join us.' },
};

/** The answer of every public read the pages make, by the call's first path segment. */
function answer({ path }: PublicReadRequest): unknown {
  const { pathname, searchParams } = new URL(path, 'http://api.invalid');
  const page = Number(searchParams.get('page') ?? 1);
  const [call = '', id = ''] = pathname.split('/').slice(1);
  const answers: Record<string, unknown> = {
    'contact-details': { status: 200, data: contact },
    'home-featured-product': featured,
    'home-best-selling': bestSelling,
    'choices-category-list': choices,
    'product-list': listing([rouge, blanc], page, 3),
    'premium-products': listing([rouge], page, 1),
    'promotion-product': listing([blanc], page, 1),
    'shop-by-price': listing([blanc], page, 2),
    'filter-product': listing([rouge], page, 1),
    'front-our-choices-list': choiceListing,
    'filter-list': filterList,
    'product-detail': id === 'chateau-rouge' ? productPage : undefined,
    'product-reviews': productReviews([review({ product_id: 11 })]),
    'blog-list': posts,
    'blog-category-filter': id === 'wine-guides' ? posts : undefined,
    'blog-detail': id === 'storing-wine' ? blogPost : undefined,
    'news-list': news,
    'news-detail': id === 'news-2' ? newsItem : undefined,
    'faq-page': faqPage(page),
    'about-faq': faq,
    corporate: faq,
    pages: isInfoPageSlug(id) ? { status: 200, data: infoPage(id) } : undefined,
  };
  return answers[call];
}

const read = vi.fn(async (request: PublicReadRequest) => {
  const body = answer(request);
  return body === undefined ? { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } } : { status: 200, body };
});

/** A URL of every public page, some in more than one form (paged, sorted, filtered). */
const PAGES: Array<[StorefrontRouteName | 'not found', string]> = [
  ['home', '/'],
  ['about', '/about'],
  ['corporate', '/corporate'],
  ['premium', '/shop/premium'],
  ['promotion', '/shop/promotion?page=2&sort=latest'],
  ['shop', '/shop/wine'],
  ['shop', '/shop/wine?page=2&sort=price-asc'],
  ['shop', '/shop/wine?brand=1&origin=France'],
  ['shopSubcategory', '/shop/wine/red-wine'],
  ['shopSubcategory', '/shop/premium/red-wine'],
  ['shopByPrice', '/shop-by-price/100-under-aed-100'],
  ['shopByPrice', '/shop-by-price/free'],
  ['ourChoice', '/our-choice/gift-ideas'],
  ['product', '/product/chateau-rouge'],
  ['productInCategory', '/product/wine/chateau-rouge'],
  ['product', '/product/no-such-bottle'],
  ['blog', '/blog?page=2'],
  ['blogCategory', '/blog/wine-guides'],
  ['blogCategory', '/blog/no-such-category'],
  ['blogPost', '/blog/any/storing-wine'],
  ['news', '/news'],
  ['newsPost', '/news/news-2'],
  ['faq', '/faq'],
  ['faq', '/faq?page=2'],
  ['contact', '/contact'],
  ['platinumClub', '/platinum-club'],
  ['privacy', '/privacy-policy'],
  ['terms', '/terms-conditions'],
  ['returns', '/return-refund'],
  ['shipping', '/shipping-delivery'],
  ['not found', '/no-such-page'],
];

beforeAll(() => {
  answerCallsInProcess(read);
  setPageOrigin('https://www.cellar.example');
});
afterAll(() => {
  answerCallsInProcess(null);
  setPageOrigin('');
});

describe('the loaders of the public pages', () => {
  it('cover every public page of the route table here', () => {
    const tested = new Set(PAGES.map(([name]) => name));
    const untested = STOREFRONT_ROUTES.filter((route) => PUBLIC_PAGE_KINDS.includes(route.kind))
      .map((route) => route.name)
      .filter((name) => !tested.has(name));
    expect(untested).toEqual([]);
    for (const [name, url] of PAGES)
      expect(matchStorefrontRoute(url.split('?')[0]!)?.name ?? 'not found', url).toBe(name);
  });

  it.each(PAGES)('%s: %s renders once with everything it reads loaded', async (_, url) => {
    const client = createQueryClient();
    try {
      const { html } = await renderPage(url, client, true);
      expect(queriesWithoutData(client).map((query) => query.queryHash)).toEqual([]);
      expect(htmlToText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')).not.toBe('');
    } finally {
      client.clear();
    }
  });
});
