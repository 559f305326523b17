// @vitest-environment node
import {
  htmlToText,
  INFO_PAGES,
  NO_PRESS_LOGOS,
  type BlogCard,
  type BlogDetailResponse,
  type ChoicesResponse,
  type ContactDetails,
  type Faq,
  type FaqPageResponse,
  type FilterListResponse,
  type HomeBestSellingResponse,
  type HomeFeaturedResponse,
  type MenuCategory,
  type NewsCard,
  type NewsDetailResponse,
  type ProductDetailResponse,
} from '@shop/shared/rules';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/app/layout/app-layout';
import { Footer } from '@/app/layout/footer';
import { AppProvider } from '@/app/provider';
import { Component as About } from '@/app/routes/about';
import { Component as BlogList } from '@/app/routes/blog-list';
import { Component as BlogPost } from '@/app/routes/blog-post';
import { Component as Contact } from '@/app/routes/contact';
import { Component as Corporate } from '@/app/routes/corporate';
import { Component as FaqPage } from '@/app/routes/faq';
import { Component as Home } from '@/app/routes/home';
import { Component as NewsList } from '@/app/routes/news-list';
import { Component as NewsPost } from '@/app/routes/news-post';
import { Component as NotFound } from '@/app/routes/not-found';
import { Component as Policy } from '@/app/routes/policy';
import { Component as Product } from '@/app/routes/product';
import { Component as Shop } from '@/app/routes/shop';
import { getChoicesQueryOptions } from '@/features/catalog/api/get-choices';
import { getFilterListQueryOptions } from '@/features/catalog/api/get-filter-list';
import { getBestSellingQueryOptions, getFeaturedQueryOptions } from '@/features/catalog/api/get-home';
import { getListingQueryOptions } from '@/features/catalog/api/get-listing';
import { getMenuQueryOptions } from '@/features/catalog/api/get-menu';
import { getProductQueryOptions } from '@/features/catalog/api/get-product';
import { getProductReviewsQueryOptions } from '@/features/reviews/api/get-product-reviews';
import {
  getBlogCategoryQueryOptions,
  getBlogListQueryOptions,
  getBlogPostQueryOptions,
} from '@/features/content/api/get-blog';
import { getNewsItemQueryOptions, getNewsListQueryOptions } from '@/features/content/api/get-news';
import {
  getAboutFaqQueryOptions,
  getContactQueryOptions,
  getCorporateFaqQueryOptions,
  getFaqPageQueryOptions,
  getInfoPageQueryOptions,
} from '@/features/content/api/get-pages';
import { setPageOrigin } from '@/lib/absolute-url';
import { infoPage, listing, product, productDetail, productReviews, review, variation } from './fixtures';

/**
 * Every public page type rendered as a server will render it: in Node, with no window, document or localStorage,
 * from a query cache filled beforehand (the server will fill it from its loaders). A page that reads a browser API
 * while rendering throws here; one that renders without its data shows no heading or prices.
 */

const ORIGIN = 'https://www.cellar.example';

// Fixtures: a product whose name is HTML (as the shop stores some), so names are read without a DOM.
const rouge = product({
  id: 11,
  route: 'chateau-rouge',
  name: 'Ch&acirc;teau <em>Rouge</em> &amp; Fils',
  price_variation: [variation({ id: 111, product_id: 11, price: 120 })],
});
const blanc = product({
  id: 12,
  route: 'domaine-blanc',
  name: 'Domaine Blanc',
  price_variation: [variation({ id: 121, product_id: 12, price: 85.5 })],
});
const ROUGE_NAME = 'Château Rouge & Fils';

const menu: MenuCategory[] = [
  { id: 2, route: 'wine', title: 'Wine', children: [{ id: 21, route: 'red-wine', title: 'Red Wine' }] },
];

const tabs = [
  { id: 2, route: 'wine', name: 'Wine', title: 'Best-selling Wine' },
  { id: 3, route: 'beer', name: 'Beer', title: 'Best-selling Beer' },
  { id: 4, route: 'whisky', name: 'Whisky', title: 'Best-selling Whisky' },
];
const featured: HomeFeaturedResponse = {
  status: 200,
  category_drop_down: tabs,
  offers: [],
  featured_products: [
    rouge,
    blanc,
    product({ id: 31, route: 'pale-ale', name: 'Harbour Pale Ale', category_id: 3 }),
    product({ id: 41, route: 'glen-arden-16', name: 'Glen Arden 16', category_id: 4 }),
  ],
};
const bestSelling: HomeBestSellingResponse = {
  status: 200,
  best_selling: [{ products: rouge }],
  banners: [
    {
      id: 1,
      title: 'Rouge offer',
      image: '/images/banners/rouge.svg',
      product_route: 'chateau-rouge',
      category_route: 'wine',
    },
  ],
};
const choices: ChoicesResponse = [
  {
    id: 1,
    route: 'gift-ideas',
    title: 'Gift ideas',
    category_name: 'Gift ideas',
    description: 'For every occasion.',
    image: null,
  },
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
  product: productDetail({
    ...rouge,
    rating: { average: 4, count: 1 },
    long_description: '<p>Dark fruit and <strong>cedar</strong>.</p><img src="x" onerror="alert(1)">',
  }),
  similar_products: [blanc],
};

const blogCategory = { id: 1, route: 'wine-guides', name: 'Wine guides', title: 'Wine guides', position: 1 };
const blogCard = (id: number, route: string, title: string): BlogCard => ({
  id,
  route,
  title,
  short_description: 'Keep it <em>cool</em> &amp; dark.',
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
    description: '<p>Keep it cool and dark, on its side.</p>',
    comments: [],
    seo: { meta_title: 'Storing wine', meta_description: 'Keep it cool & dark.' },
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

const faq: Faq[] = [{ id: 1, question: 'Do you deliver on Fridays?', answer: '<p>Yes, every day.</p>' }];
const faqPage: FaqPageResponse = {
  status: 200,
  data: faq,
  current_page: 1,
  last_page: 2,
  per_page: 10,
  from: 1,
  to: 1,
  total: 11,
};
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

/** A query cache holding what the pages read (what the server's loaders will put there), the header's menu included. */
function filledClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const put = (key: QueryKey, data: unknown) => client.setQueryData(key, data);
  put(getMenuQueryOptions().queryKey, menu);
  put(getFeaturedQueryOptions().queryKey, featured);
  put(getBestSellingQueryOptions().queryKey, bestSelling);
  put(getChoicesQueryOptions().queryKey, choices);
  put(getFilterListQueryOptions('wine').queryKey, filterList);
  put(
    getListingQueryOptions({ kind: 'category', cat: 'wine' }, { page: 1, sort: 'default' }).queryKey,
    listing([rouge, blanc], 1, 3),
  );
  put(getProductQueryOptions('chateau-rouge').queryKey, productPage);
  put(
    getProductReviewsQueryOptions(11, 1).queryKey,
    productReviews([review({ product_id: 11, rating: 4, title: 'Cedar and plum', verified: true })]),
  );
  put(getBlogListQueryOptions().queryKey, posts);
  put(getBlogCategoryQueryOptions('wine-guides').queryKey, posts);
  put(getBlogPostQueryOptions('storing-wine').queryKey, blogPost);
  put(getNewsListQueryOptions().queryKey, news);
  put(getNewsItemQueryOptions('news-2').queryKey, newsItem);
  put(getFaqPageQueryOptions(1).queryKey, faqPage);
  put(getAboutFaqQueryOptions().queryKey, faq);
  put(getCorporateFaqQueryOptions().queryKey, faq);
  put(getContactQueryOptions().queryKey, contact);
  for (const slug of INFO_PAGES) put(getInfoPageQueryOptions(slug).queryKey, infoPage(slug));
  return client;
}

/**
 * Queries rendered without data, which a server render would show as spinners. Disabled ones are left out: a
 * guest's cart and wishlist, an empty search, a category not asked for (`enabled: false` in the query's options).
 */
function renderedWithoutData(client: QueryClient): string[] {
  return client
    .getQueryCache()
    .findAll()
    .filter((q) => q.state.status !== 'success' && (q.options as { enabled?: unknown }).enabled !== false)
    .map((q) => q.queryHash);
}

function pageTree(url: string, pattern: string, page: ReactElement, client: QueryClient) {
  return (
    <AppProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path={pattern} element={page} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProvider>
  );
}

function renderedPage(html: string, client: QueryClient) {
  return {
    html,
    text: htmlToText(html),
    h1: htmlToText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''),
    missing: renderedWithoutData(client),
  };
}

/** The page at `url` inside the app's shell (header, age gate…), as a string, the way a server renders it. */
function renderPage(url: string, pattern: string, page: ReactElement, client = filledClient()) {
  return renderedPage(renderToString(pageTree(url, pattern, page, client)), client);
}

/**
 * The same, waiting for lazily loaded parts of the shell (the age gate) as the server's render does: it answers once
 * everything is ready (decision 015), where renderToString would leave their fallbacks.
 */
async function renderPageWhenReady(url: string, pattern: string, page: ReactElement, client = filledClient()) {
  const { prelude } = await prerenderToNodeStream(pageTree(url, pattern, page, client));
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return renderedPage(html, client);
}

const fetchSpy = vi.fn(() => Promise.reject(new Error('a server render fetches nothing')));
const consoleError = vi.fn();

beforeAll(() => setPageOrigin(ORIGIN));
afterAll(() => setPageOrigin(''));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  vi.spyOn(console, 'error').mockImplementation(consoleError);
});
afterEach(() => {
  // Nothing was asked of the network, and React reported nothing (no key, nesting or attribute warnings).
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(consoleError.mock.calls).toEqual([]);
  vi.unstubAllGlobals();
  consoleError.mockClear();
});

describe('server rendering (no DOM) of every public page type', () => {
  it('runs without a browser', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
  });

  it('home: hero, every row with its products and prices (with no IntersectionObserver the lower rows render too)', () => {
    const page = renderPage('/', '/', <Home />);
    expect(page.h1).toBe('Fine wine, craft beer & rare spirits, delivered across Dubai');
    for (const text of [
      'Best-selling Wine',
      'Best-selling Beer',
      'Best-selling Whisky',
      ROUGE_NAME,
      'Domaine Blanc',
      'Glen Arden 16',
      'AED 120.00',
      'AED 85.50',
      'Gift ideas',
      'Rouge offer',
    ]) {
      expect(page.text).toContain(text);
    }
    expect(page.html).toContain(`<link rel="canonical" href="${ORIGIN}/"/>`);
    expect(page.missing).toEqual([]);
  });

  it('listing: heading, count, filters, products with prices, pagination links', () => {
    const page = renderPage('/shop/wine', '/shop/:cat', <Shop />);
    expect(page.h1).toBe('Wine');
    for (const text of [
      'Showing 1–2 of 36 results',
      'Test Estate',
      'France',
      'Red Wine',
      ROUGE_NAME,
      'Domaine Blanc',
      'AED 120.00',
      'AED 85.50',
    ]) {
      expect(page.text).toContain(text);
    }
    expect(page.html).toContain('alt="Château Rouge &amp; Fils"');
    // The same filters and pagination markup for every screen: CSS decides what a phone shows.
    expect(page.html).toMatch(
      /<details class="filters__toggle"><summary class="filters__summary">Filters<\/summary><\/details>/,
    );
    expect(page.html).toContain('href="/shop/wine?page=2"');
    expect(page.html).toContain(`<link rel="canonical" href="${ORIGIN}/shop/wine"/>`);
    expect(page.missing).toEqual([]);
  });

  it('product: its name from HTML, price, description, structured data and related products', () => {
    const page = renderPage('/product/wine/chateau-rouge', '/product/:cat/:id', <Product />);
    expect(page.h1).toBe(ROUGE_NAME);
    for (const text of [
      'AED 120.00',
      'Dark fruit and cedar.',
      'You may also like',
      'Domaine Blanc',
      'AED 85.50',
      'Based on 1 review',
      'Cedar and plum',
      'Verified purchase',
    ])
      expect(page.text).toContain(text);
    expect(page.html).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":4,"reviewCount":1');
    expect(page.html).toContain(`"url":"${ORIGIN}/product/wine/chateau-rouge"`);
    expect(page.html).toContain(`"name":"${ROUGE_NAME}"`);
    // DOMPurify needs a DOM: without one, descriptions are written as text, never as unchecked HTML.
    expect(page.html).not.toContain('onerror');
    expect(page.missing).toEqual([]);
  });

  it('without an origin set at start-up, canonical and structured-data URLs stay paths instead of throwing', () => {
    setPageOrigin('');
    try {
      const page = renderPage('/product/wine/chateau-rouge', '/product/:cat/:id', <Product />);
      expect(page.h1).toBe(ROUGE_NAME);
      expect(page.html).toContain('<link rel="canonical" href="/product/wine/chateau-rouge"/>');
      expect(page.html).toContain('"image":["/images/products/test-wine.svg"]');
    } finally {
      setPageOrigin(ORIGIN);
    }
  });

  it('blog list and blog post', () => {
    const list = renderPage('/blog', '/blog', <BlogList />);
    expect(list.h1).toBe('The Cellar Blog');
    for (const text of ['Storing wine', 'Reading labels', 'Wine guides (2)', 'Keep it cool & dark.', '2 January 2025'])
      expect(list.text).toContain(text);
    expect(list.missing).toEqual([]);

    const post = renderPage('/blog/wine-guides/storing-wine', '/blog/:cat/:id', <BlogPost />);
    expect(post.h1).toBe('Storing wine');
    for (const text of ['Keep it cool and dark, on its side.', 'More from Wine guides', 'Reading labels'])
      expect(post.text).toContain(text);
    expect(post.html).toContain(`"image":"${ORIGIN}/images/blog/x.svg"`);
    expect(post.missing).toEqual([]);
  });

  it('news list and news item', () => {
    const list = renderPage('/news', '/news', <NewsList />);
    expect(list.h1).toBe('News');
    for (const text of ['Summer tasting', 'New store', '10 February 2025']) expect(list.text).toContain(text);
    expect(list.missing).toEqual([]);

    const item = renderPage('/news/news-2', '/news/:id', <NewsPost />);
    expect(item.h1).toBe('Summer tasting');
    for (const text of ['Join us on Friday.', 'Recent news', 'New store']) expect(item.text).toContain(text);
    expect(item.missing).toEqual([]);
  });

  it('FAQ, with its pagination', () => {
    const page = renderPage('/faq', '/faq', <FaqPage />);
    expect(page.h1).toBe('Frequently Asked Questions');
    for (const text of ['Do you deliver on Fridays?', 'Yes, every day.', 'Questions 1–1 of 11'])
      expect(page.text).toContain(text);
    expect(page.html).toContain('href="/faq?page=2"');
    expect(page.missing).toEqual([]);
  });

  it('about, corporate, contact and a policy page', () => {
    const about = renderPage('/about', '/about', <About />);
    expect(about.h1).toBe('About Cellar');
    expect(about.text).toContain('Do you deliver on Fridays?');

    const corporate = renderPage('/corporate', '/corporate', <Corporate />);
    expect(corporate.h1).toBe('Corporate & Trade');
    expect(corporate.text).toContain('Quotations on request');

    const contactPage = renderPage('/contact', '/contact', <Contact />);
    expect(contactPage.h1).toBe('Contact us');
    for (const text of [contact.store_address, contact.address, contact.phone, contact.email])
      expect(contactPage.text).toContain(text);

    const privacy = renderPage('/privacy-policy', '/privacy-policy', <Policy page="privacy-policy" />);
    expect(privacy.h1).toBe('Privacy Policy');
    expect(privacy.text).toContain('Who we are');
    expect(privacy.text).toContain('Last updated: 1 January 2025.');

    for (const page of [about, corporate, contactPage, privacy]) expect(page.missing).toEqual([]);
  });

  it('not found', () => {
    const page = renderPage('/no-such-page', '/about', <About />);
    expect(page.h1).toBe('Sorry, this page could not be found');
    expect(page.html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('the shell: a first visit gets the age gate and an inert page, and no install hint', async () => {
    const page = await renderPageWhenReady('/about', '/about', <About />);
    expect(page.text).toContain('Are you 21 or older?');
    expect(page.html).toMatch(/<div class="shell" inert="">/);
    expect(page.html).not.toContain('ios-hint');
  });

  it('the footer (loaded after the shell in the browser) renders too', () => {
    const client = filledClient();
    const html = renderToString(
      <AppProvider client={client}>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </AppProvider>,
    );
    expect(htmlToText(html)).toContain(contact.email);
    expect(renderedWithoutData(client)).toEqual([]);
  });
});
