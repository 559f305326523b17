import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayedPrice, type ListingResponse, type ProductCard } from '@shop/shared';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { FIXTURE, seedCatalogFixture } from './catalog.fixtures.ts';

type Seeded = Awaited<ReturnType<typeof seedCatalogFixture>>;
const shown = (p: ProductCard) => displayedPrice(p.price_variation[0]!);

describe.each(testDatabases())('catalog calls on %s', (kind) => {
  let t: TestApp;
  let fx: Seeded;
  const get = (url: string, headers: Record<string, string> = {}, prefix = '/api/v1') =>
    t.app.inject({ method: 'GET', url: `${prefix}${url}`, headers });
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object });
  const listing = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListingResponse>();
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      seed: async (db) => {
        fx = await seedCatalogFixture(db);
      },
    });
  });
  afterAll(() => t?.close());

  describe('category menu', () => {
    it('lists top-level categories in menu order with their subcategories', async () => {
      const { data } = (await get('/categories-menu')).json();
      expect(data.map((c: { route: string }) => c.route)).toEqual([
        'wine',
        'whiskey-and-bourbon',
        'premium',
        'promotion',
        'others',
      ]);
      expect(data[0].children.map((c: { route: string }) => c.route)).toEqual(['red-wine', 'white-wine']);
    });
  });

  describe('product-list', () => {
    it('pages a category 12 at a time with seo, faq and totals', async () => {
      const total = FIXTURE.reds + FIXTURE.whites;
      const body = await listing('/product-list/wine');
      expect(body.total).toBe(total);
      expect(body.product).toMatchObject({ current_page: 1, last_page: 3, per_page: 12, from: 1, to: 12, total });
      expect(body.product.data).toHaveLength(12);
      expect(body.category).toMatchObject({
        route: 'wine',
        seo: {
          meta_title: 'Buy Wine Online in Dubai',
          meta_description: 'Red, white and more.',
          schema_markup: { '@type': 'CollectionPage' },
        },
      });
      expect(body.faq.map((f) => f.question)).toEqual(['Do you deliver wine chilled?']);
      const last = await listing('/product-list/wine?page=3');
      expect(last.product).toMatchObject({ current_page: 3, from: 25, to: total, last_page: 3 });
      expect(last.product.data).toHaveLength(total - 24);
    });

    it('answers a page past the last with the last page: one canonical answer', async () => {
      const last = await listing('/product-list/wine?page=3');
      const past = await listing('/product-list/wine?page=9');
      expect(past.product).toMatchObject({ current_page: 3, last_page: 3, from: 25, to: 35, total: 35 });
      expect(past).toEqual(last);
    });

    it.each(['0', '', 'undefined'])(
      "reads page=%s, which the spec's client sends for its first page, as page 1",
      async (page) => {
        const body = await listing(`/product-list/wine?page=${page}`);
        expect(body.product).toMatchObject({ current_page: 1, from: 1, to: 12 });
      },
    );

    it.each(['-1', '1.5', 'abc', '1e3'])('refuses page=%s with a clear message', async (page) => {
      const res = await get(`/product-list/wine?page=${page}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.stringMatching(/page/i), code: 'VALIDATION_FAILED' });
    });

    it('refuses an unknown sort', async () => {
      const res = await get('/product-list/wine?sort=cheapest');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/default|latest|price/);
    });

    it('sorts by best sellers by default', async () => {
      const names = (await listing('/product-list/wine')).product.data.map((p) => p.name);
      expect(names.slice(0, 3)).toEqual(['Alpha Rouge No. 1', 'Alpha Rouge No. 2', 'Alpha Rouge No. 3']);
    });

    it('sorts latest first', async () => {
      const data = (await listing('/product-list/wine/white-wine?sort=latest')).product.data;
      const dates = data.map((p) => Date.parse(p.created_at));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(data[0]!.name).toBe('Alpha Blanc <em>Reserve</em> 1');
    });

    it('sorts by displayed price both ways, across pages', async () => {
      const asc = [
        ...(await listing('/product-list/wine?sort=price-asc')).product.data,
        ...(await listing('/product-list/wine?sort=price-asc&page=2')).product.data,
      ];
      const ascPrices = asc.map(shown);
      expect(ascPrices).toEqual([...ascPrices].sort((a, b) => a - b));
      expect(ascPrices[0]).toBe(40);
      // The discounted bottle (list 100, shown 60) sorts by what the shopper pays.
      expect(asc.findIndex((p) => p.name === 'Alpha Rouge No. 7')).toBeLessThan(
        asc.findIndex((p) => p.name === 'Alpha Rouge No. 8'),
      );
      const desc = (await listing('/product-list/wine?sort=price-desc')).product.data.map(shown);
      expect(desc[0]).toBe(280);
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
    });

    it('lists a subcategory with both categories seo and both faqs', async () => {
      const body = await listing('/product-list/wine/red-wine');
      expect(body.total).toBe(FIXTURE.reds);
      expect(body.sub_category).toMatchObject({ route: 'red-wine', seo: { meta_title: 'Red Wine' } });
      expect(body.faq).toHaveLength(2);
      expect(body.product.data.every((p) => p.sub_category?.route === 'red-wine')).toBe(true);
    });

    it('gives cards the spec fields with price_variation[0] as the default size', async () => {
      const [first] = (await listing('/product-list/wine')).product.data;
      expect(first).toMatchObject({
        route: 'alpha-rouge-no-1',
        featured_img: '/images/products/alpha-rouge-no-1.svg',
        brands: { name: 'Alpha Estate' },
        category: { route: 'wine' },
        sub_category: { route: 'red-wine' },
        price_variation: [
          { value: '750 ml', price: 40, offer_price: 0, discount_price: 0, stock: 0 },
          { value: '1.5 L', price: 80 },
        ],
      });
      expect(first!.price_variation[0]).toHaveProperty('variation_value_id');
    });

    it('answers an empty category with no products', async () => {
      const body = await listing('/product-list/others/cigars');
      expect(body.product).toMatchObject({ data: [], total: 0, last_page: 1 });
    });

    it("answers a subcategory asked at the top level under its parent, as the spec's client asks for cigars", async () => {
      const body = await listing('/product-list/red-wine');
      expect(body).toMatchObject({
        category: { route: 'wine' },
        sub_category: { route: 'red-wine' },
        product: { current_page: 1 },
      });
      expect(body.product.data.every((p) => p.sub_category?.route === 'red-wine')).toBe(true);
      expect((await listing('/product-list/cigars')).product).toMatchObject({
        data: [],
        current_page: 1,
        last_page: 1,
        from: null,
        to: null,
      });
    });

    it.each([
      ['/product-list/beer'],
      ['/product-list/wine/scotch-whisky'],
      ['/product-list/red-wine/white-wine'],
      ['/product-list/wine/nope'],
    ])('404s %s', async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: expect.any(String), code: 'NOT_FOUND' });
    });

    it('refuses a malformed route segment', async () => {
      expect((await get('/product-list/%3Cscript%3E')).statusCode).toBe(400);
    });
  });

  describe('flag listings', () => {
    it('lists premium products through both calls', async () => {
      const a = await listing('/premium-products');
      const b = await listing('/product-list/premium');
      expect(a.total).toBe(3);
      expect(a.product.data.every((p) => p.is_premium)).toBe(true);
      expect(b.product.data.map((p) => p.id)).toEqual(a.product.data.map((p) => p.id));
      expect(a.category?.route).toBe('premium');
    });

    it('lists promotions', async () => {
      const body = await listing('/promotion-product?sort=price-asc');
      expect(body.product.data.map((p) => [p.name, shown(p)])).toEqual([
        ['Alpha Rouge No. 6', 50],
        ['Alpha Rouge No. 7', 60],
      ]);
    });
  });

  describe('shop-by-price', () => {
    it('lists products whose displayed price is at most max', async () => {
      const res = await post('/shop-by-price', { max: 50 });
      expect(res.statusCode).toBe(200);
      const body = res.json<ListingResponse>();
      expect(body.product.data.map((p) => p.name).sort()).toEqual([
        'Alpha Rouge No. 1',
        'Alpha Rouge No. 2',
        'Alpha Rouge No. 6',
      ]);
      expect(body.category).toBeNull();
    });

    it('pages', async () => {
      const res = await post('/shop-by-price?page=2', { max: 1000 });
      expect(res.json().product).toMatchObject({ current_page: 2, total: 40 });
    });

    it.each([[{ max: -1 }], [{ max: 'abc' }], [{}], [{ max: 5e9 }]])('refuses %j', async (body) => {
      const res = await post('/shop-by-price', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/price|number|required|expected/i);
    });
  });

  describe('product-detail', () => {
    it('finds a product by id and by route with everything the page shows', async () => {
      const byRoute = (await get('/product-detail/alpha-rouge-no-2')).json();
      const byId = (await get(`/product-detail/${byRoute.product.id}`)).json();
      expect(byId).toEqual(byRoute);
      expect(byRoute.product).toMatchObject({
        name: 'Alpha Rouge No. 2',
        abv: 13.5,
        tasting_notes: 'Dark fruit.',
        short_description: 'Dark fruit.',
        long_description: 'Description 1',
        origin: { country: 'France', region: 'Bordeaux' },
        category: { route: 'wine', name: 'Wine', seo: { meta_title: 'Buy Wine Online in Dubai' } },
        sub_category: { route: 'red-wine' },
        slider_images: ['/images/products/alpha-rouge-no-2.svg'],
        seo: {
          meta_title: 'Alpha Rouge No. 2 — Buy in Dubai',
          schema_markup: { '@type': 'Product', name: 'Alpha Rouge No. 2', sku: String(byRoute.product.id) },
        },
      });
      expect(byRoute.product.details).toContain('AED 100');
      expect(byRoute.product.price_variation.map((v: { value: string }) => v.value)).toEqual(['750 ml', '1.5 L']);
      expect(byRoute.product.price_variation[1]).toMatchObject({
        pack_of: '',
        variation: { name: 'Size' },
        values: { name: '1.5 L' },
      });
    });

    it('offers related products from the same shelf, not itself', async () => {
      const { product, similar_products: related } = (await get('/product-detail/alpha-rouge-no-2')).json();
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(8);
      expect(related.every((p: ProductCard) => p.sub_category?.route === 'red-wine' && p.id !== product.id)).toBe(true);
    });

    it('shows offer and discount prices as AED', async () => {
      const offer = (await get('/product-detail/alpha-rouge-no-6')).json().product.price_variation[0];
      expect(offer).toMatchObject({ price: 90, offer_price: 50, discount_price: 0 });
      const discount = (await get('/product-detail/alpha-rouge-no-7')).json().product.price_variation[0];
      expect(discount).toMatchObject({ price: 100, discount_price: 60 });
    });

    it.each(['999999', '99999999999', 'no-such-bottle'])('404s %s with the error payload', async (id) => {
      const res = await get(`/product-detail/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        error: 'Product not found.',
        code: 'NOT_FOUND',
        requestId: expect.any(String),
      });
    });
  });

  describe('categories and filters', () => {
    it('filter-list gives the brands, origins, subcategories and price range present', async () => {
      const wine = (await get('/filter-list/wine')).json();
      expect(wine).toEqual({
        status: 200,
        brand: [{ id: fx.alpha.id, route: 'alpha-estate', name: 'Alpha Estate', count: 35 }],
        origin: ['France'],
        origins: [{ country: 'France', count: 35 }],
        price: { min: 40, max: 280 },
        sub_category: {
          sub_category: [
            { id: fx.red.id, route: 'red-wine', name: 'Red Wine', title: 'Red Wine' },
            { id: fx.white.id, route: 'white-wine', name: 'White Wine', title: 'White Wine' },
          ],
        },
      });
      const whiskey = (await get(`/filter-list/${fx.whiskey.id}`)).json();
      expect(whiskey.price).toEqual({ min: 200, max: 400 });
    });

    it('filters by brand', async () => {
      const body = (
        await post('/filter-product', { category_id: fx.whiskey.id, brand_id: fx.beta.id })
      ).json<ListingResponse>();
      expect(body.total).toBe(5);
      expect(
        (await post('/filter-product', { category_id: fx.whiskey.id, brand_id: [fx.alpha.id] })).json().total,
      ).toBe(0);
    });

    it('filters by origin', async () => {
      expect((await post('/filter-product', { category_id: fx.wine.id, origin: 'France' })).json().total).toBe(35);
      expect((await post('/filter-product', { category_id: fx.wine.id, origin: ['Scotland'] })).json().total).toBe(0);
    });

    it('filters by price range on the displayed price, and combines filters', async () => {
      const body = (
        await post('/filter-product?sort=price-asc', { category_id: fx.wine.id, min: 100, max: 150 })
      ).json<ListingResponse>();
      expect(body.product.data.map(shown)).toEqual([100, 110, 120, 130, 140, 150]);
      const both = (
        await post('/filter-product', {
          category_id: fx.red.id,
          min: 100,
          max: 150,
          brand_id: fx.alpha.id,
          origin: 'France',
        })
      ).json();
      expect(both.total).toBe(5);
    });

    it('answers a subcategory filter under its parent, as the subcategory page does', async () => {
      const body = (await post('/filter-product', { category_id: fx.red.id, max: 100 })).json<ListingResponse>();
      expect(body.category?.route).toBe('wine');
      expect(body.sub_category?.route).toBe('red-wine');
      expect(body.product.data.every((p) => p.sub_category?.route === 'red-wine')).toBe(true);
    });

    it('matches origins whatever their case', async () => {
      expect((await post('/filter-product', { category_id: fx.wine.id, origin: 'fRANCE' })).json().total).toBe(35);
    });

    it('takes amounts as numbers or decimal strings', async () => {
      const asText = (
        await post('/test-filter-product', { category_id: fx.wine.id, min: ' 100 ', max: '150.00' })
      ).json();
      const asNumbers = (await post('/test-filter-product', { category_id: fx.wine.id, min: 100, max: 150 })).json();
      expect(asText).toEqual(asNumbers);
    });

    it('test-filter-product previews the count', async () => {
      const res = await post('/test-filter-product', { category_id: fx.wine.id, max: 60 });
      // 40, 50, 60, the 50 offer and 60 discount reds, and the 55 and 60 whites.
      expect(res.json()).toMatchObject({ status: 200, total: 7 });
      expect(
        res
          .json()
          .product.map(shown)
          .sort((a: number, b: number) => a - b),
      ).toEqual([40, 50, 50, 55, 60, 60, 60]);
    });

    it.each([
      [{ category_id: 'x y' }, /category_id must be a category id or route/],
      [{ category_id: -3 }, /category_id must be a positive id/],
      [{ category_id: 1, min: 50, max: 10 }, /min must not be above max/],
      [{ category_id: 1, min: -5 }, /negative/],
      [{ category_id: 1, min: '-5' }, /negative/],
      [{ category_id: 1, max: null }, /Price must be a number/],
      [{ category_id: 1, max: true }, /Price must be a number/],
      [{ category_id: 1, max: [] }, /Price must be a number/],
      [{ category_id: 1, max: '0x10' }, /Price must be a number/],
      [{ category_id: 1, max: '1e3' }, /Price must be a number/],
      [{ category_id: 2147483648 }, /category_id is not a known id/],
      [{ category_id: 1, brand_id: [1, 2147483648] }, /brand_id is not a known id/],
      [{ category_id: 1, origin: 'Fr\u0000ance' }, /origin must be plain text/],
    ])('refuses %j', async (body, message) => {
      const res = await post('/filter-product', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
    });

    it('404s a filter on an unknown category', async () => {
      expect((await post('/filter-product', { category_id: 99999, max: 10 })).statusCode).toBe(404);
    });
  });

  describe('our choice and home', () => {
    it('lists curated choices and pages one', async () => {
      const list = (await get('/choices-category-list')).json();
      expect(list).toEqual([
        {
          id: expect.any(Number),
          route: 'staff-picks',
          title: 'Staff Picks',
          category_name: 'Staff Picks',
          description: 'Chosen by us.',
          image: null,
        },
      ]);
      const [page2, ...more] = (await get('/front-our-choices-list/staff-picks?page=2')).json();
      expect(more).toEqual([]);
      expect(page2.choice.route).toBe('staff-picks');
      expect(page2).toMatchObject({ total: 14, current_page: 2, last_page: 2, from: 13, to: 14 });
      expect(page2.product).toHaveLength(2);
      expect((await get('/front-our-choices-list/none')).statusCode).toBe(404);
    });

    it('home best-selling gives each row its best sellers and the banners', async () => {
      const body = (await get('/home-best-selling')).json();
      expect(body.best_selling).toHaveLength(12);
      expect(body.best_selling.slice(0, 2).map((b: { products: ProductCard }) => b.products.name)).toEqual([
        'Alpha Rouge No. 1',
        'Alpha Rouge No. 2',
      ]);
      expect(body.banners).toEqual([
        {
          id: expect.any(Number),
          title: 'Rouge offer',
          image: '/images/banners/alpha-rouge-no-6.svg',
          product_route: 'alpha-rouge-no-6',
          category_route: 'wine',
        },
      ]);
    });

    it("home featured products give each home row's category and up to 12 of its best sellers", async () => {
      const body = (await get('/home-featured-product')).json();
      expect(body.category_drop_down).toEqual([
        { id: fx.wine.id, route: 'wine', name: 'Wine', title: 'Best-selling Wine' },
        { id: fx.whiskey.id, route: 'whiskey-and-bourbon', name: 'Whiskey', title: 'Best-selling Whiskey' },
      ]);
      const ofRow = (id: number) => body.featured_products.filter((p: ProductCard) => p.category_id === id);
      expect(ofRow(fx.wine.id)).toHaveLength(12);
      expect(ofRow(fx.wine.id)[0].name).toBe('Alpha Rouge No. 1');
      expect(ofRow(fx.whiskey.id).map((p: ProductCard) => p.name)[0]).toBe('Glen Arden 16 Year Single Malt');
      expect(body.featured_products).toHaveLength(12 + FIXTURE.whiskeys);
      // The offer banner's texts, as migration 0023 seeds them.
      expect(body.offers).toEqual([
        { id: expect.any(Number), headline: 'Free delivery', detail: 'on orders above 100 AED' },
        {
          id: expect.any(Number),
          headline: 'Buy 1 wine, get the second up to 50% off',
          detail: 'for wines under 250 AED',
        },
      ]);
    });

    it('cards outside listings link to their category without carrying its page (description, seo)', async () => {
      const link = { id: fx.wine.id, route: 'wine', name: 'Wine', title: expect.any(String) };
      const featured = (await get('/home-featured-product')).json().featured_products[0];
      const best = (await get('/home-best-selling')).json().best_selling[0].products;
      const similar = (await get('/product-detail/alpha-rouge-no-2')).json().similar_products[0];
      for (const card of [featured, best, similar]) expect(card.category).toStrictEqual(link);
      // A listing's cards keep the whole category: the spec's client takes the listing's heading and seo from them.
      const listed = (await get('/product-list/wine')).json().product.data[0];
      expect(listed.category).toMatchObject({
        ...link,
        description: expect.any(String),
        seo: expect.objectContaining({ meta_title: expect.any(String) }),
      });
    });
  });

  describe('HTTP caching', () => {
    it('sends Cache-Control and ETag, and 304 when unchanged', async () => {
      const first = await get('/product-list/wine?page=2');
      expect(first.headers['cache-control']).toMatch(/public, max-age=\d+/);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"/);
      const again = await get('/product-list/wine?page=2', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['x-cache']).toBe('hit');
      const other = await get('/product-list/wine?page=2', { 'if-none-match': '"stale"' });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    });

    it('serves repeated reads from the response cache', async () => {
      const a = await get('/product-detail/alpha-rouge-no-3');
      const b = await get('/product-detail/alpha-rouge-no-3');
      expect(a.headers['x-cache']).toBe('miss');
      expect(b.headers['x-cache']).toBe('hit');
      expect(b.body).toBe(a.body);
    });

    it('gzips cached bodies for clients that take gzip, with a weak ETag', async () => {
      const plain = await get('/product-list/wine?page=3&sort=latest');
      const zipped = await get('/product-list/wine?page=3&sort=latest', { 'accept-encoding': 'gzip, br' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/accept-encoding/);
      expect(zipped.headers.etag).toBe(`W/${plain.headers.etag}`);
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
      expect(zipped.rawPayload.length).toBeLessThan(plain.body.length / 2);
      const revalidated = await get('/product-list/wine?page=3&sort=latest', {
        'accept-encoding': 'gzip',
        'if-none-match': zipped.headers.etag as string,
      });
      expect(revalidated.statusCode).toBe(304);
      const refused = await get('/product-list/wine?page=3&sort=latest', { 'accept-encoding': 'gzip;q=0' });
      expect(refused.headers['content-encoding']).toBeUndefined();
    });

    it('gives a gzip client the same weak ETag on a miss, a hit and a 304, and varies on encoding every time', async () => {
      const gzip = { 'accept-encoding': 'GZIP, deflate' };
      const miss = await get('/product-list/whiskey-and-bourbon?sort=price-asc', gzip);
      expect(miss.headers['x-cache']).toBe('miss');
      expect(miss.headers['content-encoding']).toBe('gzip');
      expect(miss.headers.vary).toMatch(/accept-encoding/);
      const etag = miss.headers.etag as string;
      expect(etag).toMatch(/^W\//);
      const hit = await get('/product-list/whiskey-and-bourbon?sort=price-asc', gzip);
      expect(hit.headers['x-cache']).toBe('hit');
      expect(hit.headers.etag).toBe(etag);
      const notModified = await get('/product-list/whiskey-and-bourbon?sort=price-asc', {
        ...gzip,
        'if-none-match': etag,
      });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.headers.vary).toMatch(/accept-encoding/);
    });

    it('keys the cache on the validated request, not the raw URL', async () => {
      const first = await get('/product-list/wine/white-wine?page=1&sort=price-desc');
      expect(first.headers['x-cache']).toBe('miss');
      for (const url of [
        '/product-list/wine/white-wine?sort=price-desc',
        '/product-list/wine/white-wine?sort=price-desc&utm_source=mail',
        '/product-list/wine/white-wine?page=01&sort=price-desc',
      ]) {
        const again = await get(url);
        expect(again.headers['x-cache'], url).toBe('hit');
        expect(again.body).toBe(first.body);
      }
      const head = await t.app.inject({ method: 'HEAD', url: '/api/v1/product-list/wine/white-wine?sort=price-desc' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['x-cache']).toBe('hit');
    });

    it('answers image revalidation with the ETag of the representation', async () => {
      const img = await get('/images/products/alpha-rouge-no-1.svg', { 'accept-encoding': 'gzip' }, '');
      const etag = img.headers.etag as string;
      expect(etag).toMatch(/^W\//);
      const again = await get(
        '/images/products/alpha-rouge-no-1.svg',
        { 'accept-encoding': 'gzip', 'if-none-match': etag },
        '',
      );
      expect(again.statusCode).toBe(304);
      expect(again.headers.etag).toBe(etag);
    });

    it('does not cache errors', async () => {
      await get('/product-detail/nope-nope');
      expect((await get('/product-detail/nope-nope')).headers['x-cache']).toBeUndefined();
    });
  });

  describe('bad bodies', () => {
    it('refuses malformed JSON with 400', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/global-search',
        payload: '{"query":',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Request body is not valid JSON.' });
    });

    it('refuses an oversized body with 413', async () => {
      const res = await post('/global-search', { query: 'x'.repeat(200_000) });
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toBe('Request body is too large.');
    });
  });
});
