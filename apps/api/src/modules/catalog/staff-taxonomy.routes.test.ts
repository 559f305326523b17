import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, expectForbidden, staffHeaders, type StaffRequest } from '../../testing/staff.ts';
import { testDatabases, type TestApp } from '../../testing/test-app.ts';
import { catalogTestApp, seedCatalogFixture } from './catalog.fixtures.ts';

type Fixture = Awaited<ReturnType<typeof seedCatalogFixture>>;
type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const CATEGORY = {
  route: 'sake',
  title: 'Sake',
  description: '<p>Rice wine.</p><script>alert(1)</script>',
  image: 'categories/sake.jpg',
  meta_title: 'Buy Sake Online',
  meta_description: 'Junmai and more.',
  schema_markup: '{"@type":"CollectionPage"}',
};

describe.each(testDatabases())('the staff taxonomy calls on %s', (kind) => {
  let t: TestApp;
  let fx: Fixture;
  let editor: Headers;
  const call = (method: Method, url: string, payload?: unknown, headers = editor) =>
    t.app.inject({ method, url: `/api/v1/staff${url}`, payload: payload as object, headers });
  const menu = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/categories-menu' })).json().data;

  beforeAll(async () => {
    ({ t, fx } = await catalogTestApp(kind));
    editor = await staffHeaders(t, 'editor');
  });
  afterAll(() => t?.close());

  it('refuses fulfilment and support members (403) and callers without a session (401)', async () => {
    const requests = ['/catalog/categories', '/catalog/brands', '/catalog/origins'].flatMap(
      (path): StaffRequest<Method>[] => [
        ['GET', path],
        ['POST', path, {}],
      ],
    );
    requests.push(
      ['DELETE', `/catalog/categories/${fx.others.id}`],
      ['PUT', '/catalog/brands/order', { ids: [fx.alpha.id] }],
    );
    await expectForbidden(t, ['fulfilment', 'support'], requests, call);
    expect((await call('GET', '/catalog/categories', undefined, {})).statusCode).toBe(401);
  });

  it('lists categories with their product counts, top-level ones first', async () => {
    const { data } = (await call('GET', '/catalog/categories')).json();
    const wine = data.find((c: { route: string }) => c.route === 'wine');
    expect(wine).toMatchObject({ parent_id: null, title: 'Wine', meta_title: 'Buy Wine Online in Dubai' });
    expect(wine.product_count).toBe(35);
    expect(data.findIndex((c: { parent_id: number | null }) => c.parent_id !== null)).toBeGreaterThan(4);
  });

  it('creates a category, cleaned and audited, and the storefront menu shows it once the call has answered', async () => {
    const res = await call('POST', '/catalog/categories', CATEGORY);
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({ route: 'sake', parent_id: null, position: 6, product_count: 0 });
    expect(made.description).toBe('<p>Rice wine.</p>');
    expect((await menu()).at(-1)).toMatchObject({ route: 'sake', title: 'Sake' });
    const [entry] = await auditOf(t, 'category', made.id);
    expect(entry).toMatchObject({ action: 'category.create', before: null, after: { route: 'sake' } });

    const sub = await call('POST', '/catalog/categories', {
      ...CATEGORY,
      route: 'junmai',
      title: 'Junmai',
      parent_id: made.id,
    });
    expect(sub.statusCode).toBe(201);
    expect((await menu()).at(-1).children.map((c: { route: string }) => c.route)).toEqual(['junmai']);
  });

  it('updates a category: the storefront shows the new title and SEO at once, the audit keeps before and after', async () => {
    const res = await call('PUT', `/catalog/categories/${fx.white.id}`, {
      ...CATEGORY,
      route: 'white-wine',
      title: 'White Wines',
      meta_title: 'White wine in Dubai',
    });
    expect(res.statusCode).toBe(200);
    const listing = (await t.app.inject({ method: 'GET', url: '/api/v1/product-list/white-wine' })).json();
    expect(listing.category.sub_category?.title ?? JSON.stringify(listing)).toContain('White Wines');
    const entries = await auditOf(t, 'category', fx.white.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'category.update',
      before: { title: 'White Wine' },
      after: { title: 'White Wines', meta_title: 'White wine in Dubai' },
    });
  });

  it('keeps routes unique: another category, brand or list route already taken is refused on the route field', async () => {
    for (const [path, body] of [
      ['/catalog/categories', { ...CATEGORY, route: 'wine' }],
      ['/catalog/brands', { route: 'glen-arden', name: 'Glen' }],
    ] as const) {
      const res = await call('POST', path, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().errors.route[0]).toMatch(/already uses this route/);
    }
    const renamed = await call('PUT', `/catalog/categories/${fx.red.id}`, { ...CATEGORY, route: 'white-wine' });
    expect(renamed.statusCode).toBe(409);
    // Its own route is no conflict.
    expect(
      (await call('PUT', `/catalog/categories/${fx.red.id}`, { ...CATEGORY, route: 'red-wine', title: 'Red Wine' }))
        .statusCode,
    ).toBe(200);
  });

  it('reports bad input on every field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...CATEGORY, route: 'Red Wine' }, 'route'],
      [{ ...CATEGORY, route: '' }, 'route'],
      [{ ...CATEGORY, route: 'a'.repeat(121) }, 'route'],
      [{ ...CATEGORY, title: '  ' }, 'title'],
      [{ ...CATEGORY, title: 'a'.repeat(161) }, 'title'],
      [{ ...CATEGORY, description: 5 }, 'description'],
      [{ ...CATEGORY, image: 'has space.jpg' }, 'image'],
      [{ ...CATEGORY, image: '../etc/passwd' }, 'image'],
      [{ ...CATEGORY, meta_title: 'a'.repeat(201) }, 'meta_title'],
      [{ ...CATEGORY, meta_description: 'a'.repeat(401) }, 'meta_description'],
      [{ ...CATEGORY, schema_markup: '[1]' }, 'schema_markup'],
      [{ ...CATEGORY, schema_markup: '{oops' }, 'schema_markup'],
      [{ ...CATEGORY, parent_id: 'x' }, 'parent_id'],
      [{ ...CATEGORY, route: 'orphan', parent_id: 999999 }, 'parent_id'],
      [{ ...CATEGORY, route: 'grandchild', parent_id: fx.red.id }, 'parent_id'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/catalog/categories', body);
      expect([res.statusCode, Object.keys(res.json().errors ?? {})], JSON.stringify(body).slice(0, 80)).toEqual([
        expect.any(Number),
        [field],
      ]);
      expect([400, 422]).toContain(res.statusCode);
    }
    for (const [body, field] of [
      [{ route: 'x', name: '' }, 'name'],
      [{ route: 'x', name: 'X', meta_title: 'a'.repeat(201) }, 'meta_title'],
      [{ route: 'x', name: 'X', description: [] }, 'description'],
    ] as const) {
      const res = await call('POST', '/catalog/brands', body);
      expect(Object.keys(res.json().errors ?? {})).toEqual([field]);
    }
    for (const [body, field] of [
      [{ country: '' }, 'country'],
      [{ country: 'a'.repeat(81) }, 'country'],
      [{ country: 'Japan', region: 'a'.repeat(121) }, 'region'],
    ] as const) {
      const res = await call('POST', '/catalog/origins', body);
      expect(Object.keys(res.json().errors ?? {})).toEqual([field]);
    }
    expect((await call('PUT', '/catalog/categories/abc', CATEGORY)).statusCode).toBe(400);
    expect((await call('PUT', '/catalog/categories/999999', CATEGORY)).statusCode).toBe(404);
  });

  it('refuses to delete a category that still has products, naming the count', async () => {
    const res = await call('DELETE', `/catalog/categories/${fx.red.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This category still has 25 products: move them to another category first.');
    const top = await call('DELETE', `/catalog/categories/${fx.others.id}`);
    expect(top.statusCode).toBe(409);
    expect(top.json().error).toMatch(/still has 1 subcategory/);
    const cigars = (await call('GET', '/catalog/categories'))
      .json()
      .data.find((c: { route: string }) => c.route === 'cigars');
    expect((await call('DELETE', `/catalog/categories/${cigars.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/catalog/categories/${fx.others.id}`)).statusCode).toBe(204);
    expect((await menu()).map((c: { route: string }) => c.route)).not.toContain('others');
    expect((await auditOf(t, 'category', fx.others.id)).at(-1)).toMatchObject({
      action: 'category.delete',
      after: null,
    });
  });

  it('reorders siblings when sent every id once, and refuses anything else', async () => {
    const tops = (await menu()).map((c: { id: number }) => c.id);
    const reversed = [...tops].reverse();
    expect((await call('PUT', '/catalog/categories/order', { ids: reversed })).statusCode).toBe(204);
    expect((await menu()).map((c: { id: number }) => c.id)).toEqual(reversed);
    for (const ids of [reversed.slice(1), [...reversed, fx.red.id], [reversed[0], reversed[0]]]) {
      const res = await call('PUT', '/catalog/categories/order', { ids });
      // A list naming an id twice is refused by the schema (400), one that is not the list's by the service (422).
      expect(res.statusCode).toBe(ids.length === 2 ? 400 : 422);
      expect(res.json().errors.ids[0]).toBe('Send every id of the list exactly once, in the new order.');
    }
    const wineSubs = [fx.white.id, fx.red.id];
    expect((await call('PUT', '/catalog/categories/order', { parent_id: fx.wine.id, ids: wineSubs })).statusCode).toBe(
      204,
    );
    const wine = (await menu()).find((c: { id: number }) => c.id === fx.wine.id);
    expect(wine.children.map((c: { id: number }) => c.id)).toEqual(wineSubs);
  });

  it('brands: created with description and SEO, edited, ordered for the filters, and kept while they have products', async () => {
    const made = await call('POST', '/catalog/brands', {
      route: 'maison-b',
      name: 'Maison B',
      description: '<b>Family</b> house',
      meta_title: 'Maison B wines',
      meta_description: 'From Bordeaux.',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ name: 'Maison B', meta_title: 'Maison B wines', product_count: 0 });
    const refused = await call('DELETE', `/catalog/brands/${fx.alpha.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('This brand still has 35 products: give them another brand first.');
    const edited = await call('PUT', `/catalog/brands/${fx.alpha.id}`, {
      route: 'alpha-estate',
      name: 'Alpha Estates',
    });
    expect(edited.json().name).toBe('Alpha Estates');
    const filters = (await t.app.inject({ method: 'GET', url: '/api/v1/filter-list/wine' })).json();
    expect(filters.brand[0].name).toBe('Alpha Estates');
    const ids = (await call('GET', '/catalog/brands')).json().data.map((b: { id: number }) => b.id);
    expect((await call('PUT', '/catalog/brands/order', { ids: [...ids].reverse() })).statusCode).toBe(204);
    expect((await call('GET', '/catalog/brands')).json().data.map((b: { id: number }) => b.id)).toEqual(
      [...ids].reverse(),
    );
    expect((await call('DELETE', `/catalog/brands/${made.json().id}`)).statusCode).toBe(204);
    expect((await auditOf(t, 'brand', made.json().id)).map((e) => e.action)).toEqual(['brand.create', 'brand.delete']);
  });

  it('origins: unique by country and region, kept while they have products', async () => {
    const made = await call('POST', '/catalog/origins', { country: 'Japan', region: '' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ country: 'Japan', region: null });
    const twice = await call('POST', '/catalog/origins', { country: 'japan', region: null });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.region[0]).toBe('This country and region are already an origin.');
    const refused = await call('DELETE', `/catalog/origins/${fx.alpha.id}`);
    expect([404, 409]).toContain(refused.statusCode);
    const { data } = (await call('GET', '/catalog/origins')).json();
    const bordeaux = data.find((o: { region: string | null }) => o.region === 'Bordeaux');
    const kept = await call('DELETE', `/catalog/origins/${bordeaux.id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().error).toBe(
      `This origin still has ${bordeaux.product_count} products: give them another origin first.`,
    );
    expect(
      (await call('PUT', `/catalog/origins/${made.json().id}`, { country: 'Japan', region: 'Niigata' })).json().region,
    ).toBe('Niigata');
    expect((await call('DELETE', `/catalog/origins/${made.json().id}`)).statusCode).toBe(204);
  });
});
