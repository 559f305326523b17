import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../demo/seed/seed.service.ts';
import { seedCatalogFixture } from '../modules/catalog/catalog.fixtures.ts';
import { CARD, CATEGORY_LINK, listingPaths, PRODUCT_DETAIL, TILE, VARIATION } from './catalog-contract-paths.ts';
import { CONTENT_FIXTURE as F, seedContentFixtures } from './content.fixtures.ts';
import { expectPaths, under, type PathSpec } from './expect-paths.ts';
import { createTestApp, testDatabases, type TestApp } from './test-app.ts';

/**
 * Issue 7: the spec's own client (seed-client-contract.md) works against this API unchanged. For each browsing call,
 * every field path the contract says the client reads is asserted with its type, on both databases. The fields our
 * own storefront reads beside them (decision 011) are asserted too, so neither client loses a field unnoticed.
 */

/** A blog post as the blog lists (7.8) and the post's recent list read it. */
const BLOG_CARD: PathSpec = {
  id: 'number',
  route: 'string',
  title: 'string',
  short_description: 'string',
  featured_img: 'image',
  banner_image: 'image',
  created_by: 'string',
  created_at: 'iso8601',
  'category.id': 'number',
  'category.route': 'string',
  'category.name': 'string',
  'category.title': 'string',
};
const BLOG_CATEGORY: PathSpec = { id: 'number', route: 'string', name: 'string', title: 'string' };
const FAQ_ITEM: PathSpec = { id: 'number', question: 'string', answer: 'string' };

/** The content calls (contract sections 7.6, 7.8 and 7.9), each with the field paths its answer must carry. */
const CONTENT_CALLS: Array<[url: string, paths: PathSpec]> = [
  ['/blog-list', { '': 'array', ...under('[]', BLOG_CARD) }],
  ['/blog-list?page=undefined', { '': 'array', ...under('[]', BLOG_CARD) }],
  ['/blog-category-filter/cocktails', { '': 'array', ...under('[]', BLOG_CARD) }],
  [
    '/blog-detail/blog-5',
    {
      ...under('blog', BLOG_CARD),
      'blog.description': 'string',
      'blog.comments': 'array',
      'blog.seo.meta_title': 'string',
      'blog.seo.meta_description': 'string',
      ...under('categories[]', BLOG_CATEGORY),
      ...under('recent[]', BLOG_CARD),
    },
  ],
  [
    '/news-list',
    {
      '': 'array',
      '[].id': 'number',
      '[].route': 'string',
      '[].title': 'string',
      '[].short_description': 'string',
      '[].featured_img': 'image',
      '[].created_at': 'iso8601',
      // The client hides the logo row when the first link is null; an absent list shows an empty row, an empty one
      // crashes (`[][0].link`; decision 011).
      '[].logos_and_links': 'array',
      '[].logos_and_links[].link': 'null',
      '[].logos_and_links[].logo': 'null',
    },
  ],
  [
    '/news-detail/news-5',
    {
      '': 'object',
      id: 'number',
      route: 'string',
      title: 'string',
      short_description: 'string',
      long_description: 'string',
      featured_img: 'image',
      main_img: 'image',
      banner_image: 'image',
      created_at: 'iso8601',
      'seo.meta_title': 'string',
      'seo.meta_description': 'string',
      logos_and_links: 'array',
      'logos_and_links[].link': 'null',
    },
  ],
  ['/faq-page?page=1', { data: 'array', ...under('data[]', FAQ_ITEM), current_page: 'number', last_page: 'number' }],
  ['/about-faq', { '': 'array', ...under('[]', FAQ_ITEM) }],
  ['/corporate', { '': 'array', ...under('[]', FAQ_ITEM) }],
];

describe.each(testDatabases())("the spec's client's content calls on %s", (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

  // The default IMAGE_BASE_URL: images served by this server, so image fields are paths from the site root.
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: seedContentFixtures });
  });
  afterAll(() => t?.close());

  it.each(CONTENT_CALLS)('GET %s carries every field the client reads, with its type', async (url, paths) => {
    const res = await get(url);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expectPaths(res.json(), paths, url);
  });

  it('serves images from this server as paths from the site root', async () => {
    const [post] = (await get('/blog-list')).json() as Array<{ featured_img: string }>;
    const item = (await get('/news-detail/news-5')).json() as { main_img: string };
    expect(post?.featured_img).toBe('/images/blog/blog-15.jpg');
    expect(item.main_img).toBe('/images/news/news-5.jpg');
  });

  it.each([
    ['1', 1],
    ['2', 2],
    ['3', 3],
    ['undefined', 1],
    ['0', 1],
    ['', 1],
  ])('GET /faq-page?page=%s answers current_page %i, a number equal to the page asked', async (page, current) => {
    const res = await get(`/faq-page?page=${page}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expectPaths(body, { ...under('data[]', FAQ_ITEM), current_page: 'number', last_page: 'number' }, `?page=${page}`);
    expect(body.current_page).toBe(current);
    expect(body.last_page).toBe(Math.ceil(F.pageFaqs / 10));
  });

  it('GET /faq-page without a page answers page 1', async () => {
    const body = (await get('/faq-page')).json();
    expect(body.current_page).toBe(1);
    expect(Array.isArray(body.data)).toBe(true);
  });

  it('GET /blog-category-filter of an unknown category is a 404 with the error payload', async () => {
    const res = await get('/blog-category-filter/no-such-category');
    expect(res.statusCode).toBe(404);
    expectPaths(res.json(), { error: 'string', code: 'string' });
  });
});

/**
 * The catalog calls (contract sections 7.1, 7.2 and 7.10–7.14, and `/home-featured-product`), each with the field paths
 * its answer must carry.
 */
const CATALOG_CALLS: Array<[call: string, paths: PathSpec]> = [
  [
    'GET /home-best-selling',
    { ...under('best_selling[].products', TILE), 'banners[].image': 'image', 'banners[].product_route': 'string' },
  ],
  [
    'GET /home-featured-product',
    { ...under('featured_products[]', TILE), ...under('category_drop_down[]', CATEGORY_LINK) },
  ],
  ['GET /product-list/wine?page=1', listingPaths('with faq')],
  ['GET /product-list/wine/red-wine?page=1', listingPaths('with faq')],
  ['GET /premium-products?page=1', listingPaths('no faq')],
  ['GET /promotion-product?page=1', listingPaths('no faq')],
  ['GET /product-list/premium/red-wine?page=1', listingPaths('no faq')],
  ['GET /product-list/sale', listingPaths('no faq')],
  ['GET /product-list-get/wine', under('product[]', CARD)],
  ['GET /product-list-get/wine/red-wine', under('product[]', CARD)],
  [
    'GET /filter-list/wine',
    {
      'brand[].id': 'number',
      'brand[].route': 'string',
      'brand[].name': 'string',
      'brand[].count': 'number',
      'origin[]': 'string',
      'origins[].country': 'string',
      'origins[].count': 'number',
      'price.min': 'number',
      'price.max': 'number',
      ...under('sub_category.sub_category[]', CATEGORY_LINK),
    },
  ],
  [
    'GET /filter-list/premium',
    { 'brand[].route': 'string', 'origin[]': 'string', ...under('sub_category[]', CATEGORY_LINK) },
  ],
  ['POST /filter-product {"category_id":"wine","brand_id":1}', listingPaths('with faq')],
  ['POST /filter-product {"min":30,"max":1600}', listingPaths('no faq')],
  [
    'POST /test-filter-product {"category_id":"wine","min":"30","max":"50000"}',
    { ...under('product[]', CARD), total: 'number' },
  ],
  [
    'POST /test-filter-product {"category_id":"wine","origin":"France"}',
    { ...under('product[]', CARD), total: 'number' },
  ],
  ['GET /product-detail/alpha-rouge-no-2', PRODUCT_DETAIL],
  [
    'POST /global-search {"query":"alpha rouge"}',
    {
      'products[].id': 'number',
      'products[].route': 'string',
      'products[].name': 'string',
      'products[].category_route': 'string',
      'products[].sub_category_route': 'string|null',
      'products[].featured_img': 'image',
      'products[].price': 'number',
    },
  ],
  [
    'GET /front-our-choices-list/staff-picks?page=1',
    {
      '': 'array',
      ...under('[0].product[]', CARD),
      '[0].faq': 'array',
      '[0].current_page': 'number',
      '[0].last_page': 'number',
      '[0].choice.route': 'string',
      '[0].choice.title': 'string',
      '[0].choice.category_name': 'string',
    },
  ],
  [
    'GET /choices-category-list',
    {
      '': 'array',
      '[].id': 'number',
      '[].route': 'string',
      '[].category_name': 'string',
      '[].title': 'string',
      '[].image': 'null|image',
    },
  ],
];

describe.each(testDatabases())("the spec's client's catalog calls on %s", (kind) => {
  let t: TestApp;
  const send = (call: string) => {
    const [, method, url, body] = /^(GET|POST) (\S+)(?: (.+))?$/.exec(call)!;
    return t.app.inject({
      method: method as 'GET' | 'POST',
      url: `/api/v1${url}`,
      payload: body ? (JSON.parse(body) as object) : undefined,
    });
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
  });
  afterAll(() => t?.close());

  it.each(CATALOG_CALLS)('%s carries every field the client reads, with its type', async (call, paths) => {
    const res = await send(call);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expectPaths(res.json(), paths, call);
  });

  it.each([
    ['/product-list/wine?page=1', 1],
    ['/product-list/wine?page=2', 2],
    ['/product-list/wine', 1],
    ['/product-list/wine?page=undefined', 1],
    ['/product-list/wine?page=0', 1],
    ['/product-list/wine?page=', 1],
    ['/premium-products?page=0', 1],
    ['/promotion-product?page=', 1],
  ])('GET %s answers current_page %i, a number equal to the page asked', async (url, page) => {
    const body = (await send(`GET ${url}`)).json();
    expectPaths(body, listingPaths('no faq'), url);
    expect(body.product.current_page).toBe(page);
  });

  it('sends prices as numbers with 0 for "none", and every size with its variation and value names', async () => {
    const { product } = (await send('GET /product-detail/alpha-rouge-no-1')).json();
    expectPaths(product, under('price_variation[]', VARIATION));
    expect(product.price_variation).toMatchObject([
      {
        price: 40,
        offer_price: 0,
        discount_price: 0,
        pack_of: '',
        variation: { name: 'Size' },
        values: { name: '750 ml' },
      },
      {
        price: 80,
        offer_price: 0,
        discount_price: 0,
        pack_of: '',
        variation: { name: 'Size' },
        values: { name: '1.5 L' },
      },
    ]);
    expect(product.category).toMatchObject({
      name: 'Wine',
      title: 'Wine',
      seo: { schema_markup: { '@type': 'CollectionPage' } },
    });
  });

  it('gives each home tab its products by category_id, at most 12 each', async () => {
    const body = (await send('GET /home-featured-product')).json() as {
      featured_products: Array<{ category_id: number }>;
      category_drop_down: Array<{ id: number }>;
    };
    for (const tab of body.category_drop_down) {
      const count = body.featured_products.filter((p) => p.category_id === tab.id).length;
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(12);
    }
  });
});

/**
 * The links the spec's client hard-codes in its header and mobile menu (contract 7.10) and its empty-category
 * special cases, against the demo shop: each listing answers 200 with the client's shape, never a 404.
 */
describe.each(testDatabases())("the spec's client's menu links on the demo shop (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: seedDemoShop });
  });
  afterAll(() => t?.close());

  it.each([
    'beer',
    'wine',
    'spirit',
    'champagne',
    'premium',
    'promotion',
    'others',
    'sale',
    'cigars',
    'liquor-chocolate',
  ])('/shop/%s lists its products', async (cat) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/product-list/${cat}?page=1` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(typeof body.product.current_page).toBe('number');
    expect(Array.isArray(body.product.data)).toBe(true);
    if (!['others', 'cigars', 'liquor-chocolate'].includes(cat))
      expect(body.product.data.length, cat).toBeGreaterThan(0);
    if (cat !== 'promotion') {
      const filters = (await t.app.inject({ method: 'GET', url: `/api/v1/filter-list/${cat}` })).json();
      // The client reads premium's subcategories flat and every other list nested (ShopFilters).
      expect(Array.isArray(cat === 'premium' ? filters.sub_category : filters.sub_category.sub_category), cat).toBe(
        true,
      );
    }
  });

  it('sends news items a logo list whose first link is null, which the client reads as "no logos"', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/news-list' })).json() as Array<{
      route: string;
      logos_and_links: Array<{ link: unknown }>;
    }>;
    expect(list[0]!.logos_and_links[0]!.link).toBeNull();
    const item = (await t.app.inject({ method: 'GET', url: `/api/v1/news-detail/${list[0]!.route}` })).json();
    expect(item.logos_and_links[0]).toEqual({ title: null, link: null, logo: null });
  });
});
