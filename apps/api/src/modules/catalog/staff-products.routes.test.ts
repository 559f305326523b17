import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { auditOf, staffHeaders, staffKey } from '../../testing/staff.ts';
import { replicasAvailable } from '../../testing/replicas.ts';
import { testDatabases, type TestApp } from '../../testing/test-app.ts';
import { catalogTestApp, seedCatalogFixture, useCatalogReplicas } from './catalog.fixtures.ts';

type Fixture = Awaited<ReturnType<typeof seedCatalogFixture>>;
type Headers = Record<string, string>;

describe.each(testDatabases())('the staff product calls on %s', (kind) => {
  let t: TestApp;
  let f: Fixture;
  let picks: number;
  let manager: Headers;
  let editor: Headers;
  let fulfilment: Headers;
  let serial = 0;

  /** A valid body with two sizes and a route of its own; `over` replaces fields. */
  const body = (over: Record<string, unknown> = {}) => ({
    name: 'Test Reserve',
    route: `test-reserve-${++serial}`,
    category_id: f.wine.id,
    sub_category_id: f.red.id,
    brand_id: f.alpha.id,
    origin_id: null,
    abv: 13.5,
    featured_img: 'products/test-reserve.jpg',
    gallery: ['products/test-reserve-back.jpg'],
    is_premium: false,
    is_promotion: true,
    choice_ids: [],
    description: '<p>Dark fruit.</p>',
    tasting_notes: '<p>Plum and <strong>cedar</strong>.</p>',
    meta_title: '',
    meta_description: '',
    sizes: [
      { value: '750 ml', price_fils: 12_000, offer_price_fils: 9_900, stock: 12, pack_size: 1, cost_fils: 6_000 },
      { value: '6 x 750 ml', price_fils: 66_000, offer_price_fils: 0, stock: 3, pack_size: 6, cost_fils: 33_000 },
    ],
    ...over,
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1/staff${url}`,
      headers,
      ...(payload !== undefined && { payload: payload as object }),
    });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await call('POST', '/products', manager, body(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; route: string; sizes: { id: number; value: string }[] } & Record<
      string,
      unknown
    >;
  };
  /** The product as an edit sends it back: the read minus what the body does not carry. */
  const editable = (p: Record<string, unknown>) => {
    const { id: _id, old_routes: _o, archived: _a, created_at: _c, sizes, ...rest } = p;
    return {
      ...rest,
      sizes: (sizes as Record<string, unknown>[]).map(({ discount_price_fils: _d, in_orders: _i, ...size }) => size),
    };
  };
  const detail = (idOrRoute: string | number) =>
    t.app.inject({ method: 'GET', url: `/api/v1/product-detail/${idOrRoute}` });

  beforeAll(async () => {
    ({ t, fx: f } = await catalogTestApp(kind));
    [{ id: picks }] = await queryRows<{ id: number }>(t.db, sql`select id from choice_categories limit 1`).then((r) =>
      r.map((c) => ({ id: Number(c.id) })),
    );
    manager = await staffHeaders(t, 'manager');
    editor = await staffHeaders(t, 'editor');
    fulfilment = await staffHeaders(t, 'fulfilment');
  });
  afterAll(() => t?.close());

  it('creates a product with two sizes: on sale, in its listing and in search once the call has answered', async () => {
    const made = await create({ name: 'Zanzibar Nightfall Merlot', choice_ids: [picks] });
    expect(made).toMatchObject({
      name: 'Zanzibar Nightfall Merlot',
      archived: false,
      choice_ids: [picks],
      sizes: [
        { value: '750 ml', price_fils: 12_000, offer_price_fils: 9_900, stock: 12, pack_size: 1, cost_fils: 6_000 },
        { value: '6 x 750 ml', price_fils: 66_000, pack_size: 6, in_orders: false },
      ],
    });
    const page = await detail(made.route);
    expect(page.statusCode).toBe(200);
    expect(page.json().product).toMatchObject({
      name: 'Zanzibar Nightfall Merlot',
      price_variation: [
        { price: 120, offer_price: 99, stock: 12 },
        { price: 660, pack_of: '6' },
      ],
    });
    const search = await t.app.inject({ method: 'POST', url: '/api/v1/global-search', payload: { query: 'zanzibar' } });
    expect(search.json().products.map((p: { id: number }) => p.id)).toContain(made.id);
    const shelf = await t.app.inject({ method: 'GET', url: `/api/v1/product-list/wine/red-wine?sort=latest` });
    expect(shelf.json().product.data.map((p: { id: number }) => p.id)).toContain(made.id);
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/front-our-choices-list/${picks}?page=2` });
    expect(JSON.stringify(list.json())).toContain('Zanzibar Nightfall Merlot');
  });

  it('audits the creation and each size price, which the price history shows', async () => {
    const made = await create();
    const [entry] = await auditOf(t, 'product', made.id);
    expect(entry).toMatchObject({ action: 'product.create', before: null, after: { id: made.id, route: made.route } });
    const history = await call('GET', `/products/${made.id}/price-history`, manager);
    expect(history.json().changes).toHaveLength(2);
    expect(history.json().changes).toContainEqual(
      expect.objectContaining({ size: '750 ml', before: null, after: { price_fils: 12_000, offer_price_fils: 9_900 } }),
    );
  });

  it('edits a product: a price change shows on its page at once and joins the price history', async () => {
    const made = await create();
    const edit = editable(made);
    edit.sizes[0]!.price_fils = 13_500;
    edit.sizes[0]!.offer_price_fils = 0;
    const res = await call('PUT', `/products/${made.id}`, manager, edit);
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(made.id)).json().product.price_variation[0]).toMatchObject({ price: 135, offer_price: 0 });
    const [newest] = (await call('GET', `/products/${made.id}/price-history`, manager)).json().changes;
    expect(newest).toMatchObject({
      size: '750 ml',
      actor: expect.stringContaining('(manager)'),
      before: { price_fils: 12_000, offer_price_fils: 9_900 },
      after: { price_fils: 13_500, offer_price_fils: 0 },
    });
    const updates = (await auditOf(t, 'product', made.id)).filter((e) => e.action === 'product.update');
    expect(updates).toHaveLength(1);
    expect(updates[0]!.before).toMatchObject({ sizes: [{ price_fils: 12_000 }, {}] });
    expect(updates[0]!.after).toMatchObject({ sizes: [{ price_fils: 13_500 }, {}] });
  });

  it('adds, reorders and removes sizes; refuses to remove a size that is in orders', async () => {
    const made = await create();
    const edit = editable(made);
    const [bottle, pack] = edit.sizes;
    const res = await call('PUT', `/products/${made.id}`, manager, {
      ...edit,
      sizes: [pack, { value: '375 ml', price_fils: 7_000, stock: 4 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sizes.map((s: { value: string }) => s.value)).toEqual(['6 x 750 ml', '375 ml']);
    expect((await detail(made.id)).json().product.price_variation.map((v: { value: string }) => v.value)).toEqual([
      '6 x 750 ml',
      '375 ml',
    ]);
    expect(bottle).toBeDefined();

    const half = res.json().sizes[1] as { id: number };
    const [order] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into orders (fulfilment, slot_start, slot_end, payment, customer_name, customer_email, subtotal_fils,
        offer_discount_fils, coupon_discount_fils, shipping_fils, total_fils, vat_fils)
      values ('pickup', now(), now(), 'cod', 'A Buyer', 'buyer@example.com', 7000, 0, 0, 0, 7000, 333) returning id`,
    );
    await t.db.execute(sql`insert into order_lines (order_id, product_id, price_variation_id, name, size, image,
      unit_fils, qty, line_fils, is_wine) values (${order!.id}, ${made.id}, ${half.id}, 'Test', '375 ml', 'x.jpg',
      7000, 1, 7000, true)`);
    const again = editable(res.json());
    const refused = await call('PUT', `/products/${made.id}`, manager, { ...again, sizes: [again.sizes[0]] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.sizes[0]).toMatch(/^375 ml: This size is in orders/);
    expect((await call('GET', `/products/${made.id}`, manager)).json().sizes[1].in_orders).toBe(true);
  });

  it('moves a product to a new route: the old route answers 301 to the new one, in the API and the storefront list', async () => {
    const made = await create();
    const edit = { ...editable(made), route: `${made.route}-renamed` };
    const res = await call('PUT', `/products/${made.id}`, manager, edit);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().old_routes).toEqual([made.route]);
    const old = await detail(made.route);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/api/v1/product-detail/${made.route}-renamed`);
    expect((await detail(`${made.route}-renamed`)).statusCode).toBe(200);
    // Another product may not take the old route: its links lead to the first.
    const other = await call('POST', '/products', manager, body({ route: made.route }));
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.route).toEqual([
      'Another product had this route before, and its old links lead there. Choose another.',
    ]);
    // The product may take its old route back: the redirect is dropped.
    const back = await call('PUT', `/products/${made.id}`, manager, { ...edit, route: made.route });
    expect(back.json().old_routes).toEqual([`${made.route}-renamed`]);
    expect((await detail(made.route)).statusCode).toBe(200);
    expect((await detail(`${made.route}-renamed`)).statusCode).toBe(301);
  });

  it('archives and restores a product: off every list while archived, back after', async () => {
    const made = await create();
    const archive = (archived: boolean) => call('POST', `/products/${made.id}/archive`, manager, { archived });
    expect((await archive(true)).json().archived).toBe(true);
    expect((await detail(made.id)).statusCode).toBe(404);
    expect((await archive(true)).statusCode).toBe(409);
    const archived = await call('GET', `/products?state=archived&search=${made.route}`, manager);
    expect(archived.json().data.map((p: { id: number }) => p.id)).toEqual([made.id]);
    expect((await archive(false)).json().archived).toBe(false);
    expect((await detail(made.id)).statusCode).toBe(200);
    expect((await auditOf(t, 'product', made.id)).map((e) => e.action)).toEqual([
      'product.create',
      'product.archive',
      'product.restore',
    ]);
  });

  it('refreshes only the cached answers showing the product: others stay cached', async () => {
    const made = await create();
    const other = `/api/v1/product-detail/${f.productIds.at(-1)}`; // a whisky: another shelf
    await t.app.inject({ method: 'GET', url: other });
    expect((await t.app.inject({ method: 'GET', url: other })).headers['x-cache']).toBe('hit');
    const picked = () => t.app.inject({ method: 'GET', url: `/api/v1/front-our-choices-list/${picks}?page=1` });
    const before = (await picked()).json()[0].total as number;
    expect((await picked()).headers['x-cache']).toBe('hit');
    const res = await call('PUT', `/products/${made.id}`, manager, {
      ...editable(made),
      name: 'Renamed Reserve',
      choice_ids: [picks],
    });
    expect(res.statusCode).toBe(200);
    expect((await detail(made.id)).json().product.name).toBe('Renamed Reserve');
    // The list it joined is refreshed; an answer that does not show it stays cached.
    expect((await picked()).json()[0].total).toBe(before + 1);
    expect((await t.app.inject({ method: 'GET', url: other })).headers['x-cache']).toBe('hit');
  });

  it('writes only what a save changed: a product saved unchanged stays cached, a new name leaves its sizes', async () => {
    const made = await create();
    const page = `/api/v1/product-detail/${made.id}`;
    const feedSize = async () =>
      (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from catalog_changes`))[0]!.n;
    // The row versions of its sizes: a size written gets a new one.
    const sizeVersions = async () =>
      (
        await queryRows<{ v: string }>(
          t.db,
          sql`select xmin::text as v from price_variations where product_id = ${made.id} order by id`,
        )
      ).map((r) => r.v);
    await t.app.inject({ method: 'GET', url: page });
    const [feedBefore, sizesBefore] = [await feedSize(), await sizeVersions()];
    const unchanged = await call('PUT', `/products/${made.id}`, manager, { ...editable(made), sizes: made.sizes });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(await feedSize()).toBe(feedBefore);
    expect((await t.app.inject({ method: 'GET', url: page })).headers['x-cache']).toBe('hit');
    const renamed = await call('PUT', `/products/${made.id}`, manager, {
      ...editable(made),
      name: 'Renamed Only',
      sizes: made.sizes,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await detail(made.id)).json().product.name).toBe('Renamed Only');
    expect(await sizeVersions()).toEqual(sizesBefore);
  });

  it('keeps the descriptions to the shared allow-list and uses the SEO fields', async () => {
    const made = await create({
      description: '<p onclick="x()">Fine<script>alert(1)</script></p><img src=x onerror=alert(1)>',
      meta_title: 'Buy Test Reserve',
      meta_description: 'A red from nowhere.',
    });
    const stored = (await call('GET', `/products/${made.id}`, manager)).json();
    expect(stored.description).toMatch(/^<p>Fine<\/p>/);
    expect(stored.description).not.toMatch(/script|onclick|onerror/);
    const seo = (await detail(made.id)).json().product.seo;
    expect(seo).toMatchObject({ meta_title: 'Buy Test Reserve', meta_description: 'A red from nowhere.' });
  });

  it('lists products by search, state, category and page', async () => {
    const res = await call('GET', `/products?category_id=${f.whiskey.id}&state=active`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ current_page: 1, per_page: 25 });
    expect(res.json().data.length).toBeGreaterThan(0);
    const options = (await call('GET', '/products/options', manager)).json();
    expect(options.categories).toContainEqual({ id: f.red.id, name: 'Red Wine', parent_id: f.wine.id });
    expect((await call('GET', '/products?state=gone', manager)).statusCode).toBe(400);
  });

  describe('refusals', () => {
    it('answers only staff with catalog:write', async () => {
      expect((await call('GET', '/products', {})).statusCode).toBe(401);
      expect((await call('GET', '/products', fulfilment)).statusCode).toBe(403);
      expect((await call('POST', '/products', fulfilment, body())).statusCode).toBe(403);
      expect((await call('POST', '/products/1/archive', fulfilment, { archived: true })).statusCode).toBe(403);
    });

    it('lets an editor change names, texts, lists and SEO, but no price and no stock (403 on those fields)', async () => {
      const made = await create();
      const edit = editable(made);
      const named = await call('PUT', `/products/${made.id}`, editor, {
        ...edit,
        name: 'Edited by an editor',
        choice_ids: [picks],
      });
      expect(named.statusCode, named.body).toBe(200);
      const priced = structuredClone(edit);
      priced.sizes[1]!.price_fils = 1;
      priced.sizes[0]!.offer_price_fils = 100;
      const refused = await call('PUT', `/products/${made.id}`, editor, priced);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'STAFF_FORBIDDEN',
        errors: {
          'sizes.1.price_fils': ['Your role may not set prices: ask a manager.'],
          'sizes.0.offer_price_fils': ['Your role may not set prices: ask a manager.'],
        },
      });
      const stocked = structuredClone(edit);
      stocked.sizes[0]!.stock = 99;
      expect((await call('PUT', `/products/${made.id}`, editor, stocked)).json().errors).toEqual({
        'sizes.0.stock': ['Your role may not set stock: ask someone who counts stock.'],
      });
      const created = await call('POST', '/products', editor, body());
      expect(created.statusCode).toBe(403);
      expect(Object.keys(created.json().errors)).toContain('sizes.0.price_fils');
      expect((await detail(made.id)).json().product.price_variation[1].price).toBe(660);
    });

    const bad: Array<[string, Record<string, unknown>, string]> = [
      ['an empty name', { name: '  ' }, 'name'],
      ['a long name', { name: 'x'.repeat(201) }, 'name'],
      ['a route with spaces', { route: 'no spaces here' }, 'route'],
      ['an all-digit route', { route: '12345' }, 'route'],
      ['an upper-case route', { route: 'Red-Wine' }, 'route'],
      ['a category that is no id', { category_id: 'wine' }, 'category_id'],
      ['a sub-category of 0', { sub_category_id: 0 }, 'sub_category_id'],
      ['a brand of -1', { brand_id: -1 }, 'brand_id'],
      ['an origin of 1.5', { origin_id: 1.5 }, 'origin_id'],
      ['an abv above 100', { abv: 101 }, 'abv'],
      ['an abv of 12.25', { abv: 12.25 }, 'abv'],
      ['no featured picture', { featured_img: '' }, 'featured_img'],
      ['a picture path going up', { featured_img: '../etc/passwd' }, 'featured_img'],
      ['a gallery of 13', { gallery: Array.from({ length: 13 }, (_, i) => `p/${i}.jpg`) }, 'gallery'],
      ['a flag that is a string', { is_premium: 'yes' }, 'is_premium'],
      ['a curated list that is no id', { choice_ids: ['x'] }, 'choice_ids.0'],
      ['a description too long', { description: 'x'.repeat(20_001) }, 'description'],
      ['tasting notes too long', { tasting_notes: 'x'.repeat(20_001) }, 'tasting_notes'],
      ['an SEO title too long', { meta_title: 'x'.repeat(201) }, 'meta_title'],
      ['an SEO description too long', { meta_description: 'x'.repeat(401) }, 'meta_description'],
      ['no sizes', { sizes: [] }, 'sizes'],
    ];
    const size = { value: '750 ml', price_fils: 5_000, offer_price_fils: 0, stock: 1, pack_size: 1, cost_fils: 0 };
    const badSizes: Array<[string, Record<string, unknown>, string]> = [
      ['an empty size', { value: '' }, 'value'],
      ['a price of 0', { price_fils: 0 }, 'price_fils'],
      ['a price in AED with decimals', { price_fils: 49.5 }, 'price_fils'],
      ['a price too high', { price_fils: 100_000_001 }, 'price_fils'],
      ['a negative offer', { offer_price_fils: -1 }, 'offer_price_fils'],
      ['an offer at the price', { offer_price_fils: 5_000 }, 'offer_price_fils'],
      ['an offer above the price', { offer_price_fils: 6_000 }, 'offer_price_fils'],
      ['a negative stock', { stock: -1 }, 'stock'],
      ['a pack size of 0', { pack_size: 0 }, 'pack_size'],
      ['a negative cost', { cost_fils: -5 }, 'cost_fils'],
      ['a size id of 0', { id: 0 }, 'id'],
    ];

    it.each([
      ...bad,
      ...badSizes.map(([what, over, field]): [string, Record<string, unknown>, string] => [
        what,
        {
          sizes: [
            { ...size, value: '1 L' },
            { ...size, ...over },
          ],
        },
        `sizes.1.${field}`,
      ]),
      ['a duplicate size', { sizes: [size, { ...size, value: ' 750 ML' }] }, 'sizes.1.value'],
    ])('refuses %s with a message on the field', async (_what, over, field) => {
      const res = await call('POST', '/products', manager, body(over));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]?.[0], JSON.stringify(res.json().errors)).toEqual(expect.any(String));
    });

    it.each([
      ['a category that does not exist', () => ({ category_id: 99_999 }), 'category_id'],
      ['a subcategory as the category', () => ({ category_id: f.red.id, sub_category_id: null }), 'category_id'],
      ['a subcategory of another category', () => ({ sub_category_id: f.scotch.id }), 'sub_category_id'],
      ['a brand that does not exist', () => ({ brand_id: 99_999 }), 'brand_id'],
      ['an origin that does not exist', () => ({ origin_id: 99_999 }), 'origin_id'],
      ['a curated list that does not exist', () => ({ choice_ids: [99_999] }), 'choice_ids.0'],
      ['a route another product has', () => ({ route: 'alpha-blanc-reserve-1' }), 'route'],
    ])('refuses %s (422, on the field)', async (_what, over, field) => {
      const res = await call('POST', '/products', manager, body(over()));
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    });

    it('refuses a size id of another product, and an unknown product', async () => {
      const made = await create();
      const edit = editable(made);
      edit.sizes[0]!.id = f.productIds.length + 100_000;
      const res = await call('PUT', `/products/${made.id}`, manager, edit);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ 'sizes.0.id': ['This size is not one of the product’s sizes.'] });
      expect((await call('PUT', '/products/99999', manager, body())).statusCode).toBe(404);
      expect((await call('GET', '/products/99999', manager)).statusCode).toBe(404);
      expect((await call('POST', '/products/99999/archive', manager, { archived: true })).statusCode).toBe(404);
      expect((await call('GET', '/products/99999/price-history', manager)).statusCode).toBe(404);
    });
  });
});

describe.runIf(replicasAvailable)('staff product writes on two replicas', () => {
  const replicas = useCatalogReplicas('staff-products');

  it('a product created and repriced through one replica shows on the other within 2 s', async () => {
    const { t, a, b, seeded: f } = replicas;
    const headers = { authorization: `Bearer ${await staffKey(t, 'manager')}` };
    const made = await a.inject({
      method: 'POST',
      url: '/api/v1/staff/products',
      headers,
      payload: {
        name: 'Replica Ridge Shiraz',
        route: 'replica-ridge-shiraz',
        category_id: f.wine.id,
        sub_category_id: f.red.id,
        featured_img: 'products/replica.jpg',
        sizes: [{ value: '750 ml', price_fils: 8_000, stock: 5 }],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const seen = async () => {
      const res = await b.inject({ method: 'GET', url: '/api/v1/product-detail/replica-ridge-shiraz' });
      return res.statusCode === 200 ? (res.json().product.price_variation[0].price as number) : res.statusCode;
    };
    await expect.poll(seen, { timeout: 2000, interval: 50 }).toBe(80);
    const search = () =>
      b.inject({ method: 'POST', url: '/api/v1/global-search', payload: { query: 'replica ridge' } });
    expect((await search()).json().products.map((p: { id: number }) => p.id)).toContain(made.json().id);
    const { id, old_routes: _o, archived: _a, created_at: _c, sizes, ...rest } = made.json();
    const repriced = await a.inject({
      method: 'PUT',
      url: `/api/v1/staff/products/${id}`,
      headers,
      payload: {
        ...rest,
        sizes: [{ ...sizes[0], discount_price_fils: undefined, in_orders: undefined, price_fils: 9_500 }],
      },
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    await expect.poll(seen, { timeout: 2000, interval: 50 }).toBe(95);
  });
});
