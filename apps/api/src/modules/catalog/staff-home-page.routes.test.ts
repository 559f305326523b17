import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, expectForbidden, staffHeaders, staffKey, type StaffRequest } from '../../testing/staff.ts';
import { replicasAvailable } from '../../testing/replicas.ts';
import { testDatabases, type TestApp } from '../../testing/test-app.ts';
import { catalogTestApp, seedCatalogFixture, useCatalogReplicas } from './catalog.fixtures.ts';

type Fixture = Awaited<ReturnType<typeof seedCatalogFixture>>;
type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(testDatabases())('the staff home page calls on %s', (kind) => {
  let t: TestApp;
  let fx: Fixture;
  let editor: Headers;
  const call = (method: Method, url: string, payload?: unknown, headers = editor) =>
    t.app.inject({ method, url: `/api/v1/staff/home-page${url}`, payload: payload as object, headers });
  const shop = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).json();
  const fieldsOf = async (method: Method, url: string, body: unknown) => {
    const res = await call(method, url, body);
    expect([400, 409, 422]).toContain(res.statusCode);
    return Object.keys(res.json().errors ?? {});
  };

  beforeAll(async () => {
    ({ t, fx } = await catalogTestApp(kind));
    editor = await staffHeaders(t, 'editor');
  });
  afterAll(() => t?.close());

  it('refuses fulfilment and support members (403) and callers without a session (401)', async () => {
    const requests = ['/rows', '/banners', '/offers', '/choices'].flatMap((path): StaffRequest<Method>[] => [
      ['GET', path],
      ['POST', path, {}],
      ['PUT', `${path}/order`, { ids: [1] }],
    ]);
    requests.push(['PUT', '/choices/1/products', { product_ids: [] }]);
    await expectForbidden(t, ['fulfilment', 'support'], requests, call);
    expect((await call('GET', '/offers', undefined, {})).statusCode).toBe(401);
  });

  it('offer texts: edited, added, reordered and deleted, and the home page shows each change at once', async () => {
    const { data } = (await call('GET', '/offers')).json();
    expect(data.map((o: { headline: string }) => o.headline)).toEqual([
      'Free delivery',
      'Buy 1 wine, get the second up to 50% off',
    ]);
    const edited = await call('PUT', `/offers/${data[0].id}`, {
      headline: 'Free delivery',
      detail: 'on orders above 150 AED',
    });
    expect(edited.statusCode).toBe(200);
    expect((await shop('/home-featured-product')).offers[0].detail).toBe('on orders above 150 AED');
    const added = (await call('POST', '/offers', { headline: 'Gift wrapping', detail: '' })).json();
    expect(added.position).toBe(2);
    const order = [added.id, data[1].id, data[0].id];
    expect((await call('PUT', '/offers/order', { ids: order })).statusCode).toBe(204);
    expect((await shop('/home-featured-product')).offers.map((o: { id: number }) => o.id)).toEqual(order);
    expect((await call('DELETE', `/offers/${added.id}`)).statusCode).toBe(204);
    expect((await shop('/home-featured-product')).offers).toHaveLength(2);
    expect((await auditOf(t, 'offer', data[0].id))[0]).toMatchObject({
      action: 'offer.update',
      before: { detail: 'on orders above 100 AED' },
      after: { detail: 'on orders above 150 AED' },
    });
    expect(await fieldsOf('POST', '/offers', { headline: '' })).toEqual(['headline']);
    expect(await fieldsOf('POST', '/offers', { headline: 'a'.repeat(121) })).toEqual(['headline']);
    expect(await fieldsOf('POST', '/offers', { headline: 'Ok', detail: 'a'.repeat(201) })).toEqual(['detail']);
    expect((await call('PUT', '/offers/999999', { headline: 'Ok' })).statusCode).toBe(404);
  });

  it('featured rows: a category each, in order, shown by the home page at once', async () => {
    const { data } = (await call('GET', '/rows')).json();
    expect(data.map((r: { category_title: string }) => r.category_title)).toEqual(['Wine', 'Whiskey']);
    const twice = await call('POST', '/rows', { category_id: fx.wine.id, title: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.category_id[0]).toBe('This category already has a home row.');
    expect(await fieldsOf('POST', '/rows', { category_id: 999999 })).toEqual(['category_id']);
    expect(await fieldsOf('POST', '/rows', { category_id: 'x' })).toEqual(['category_id']);
    expect(await fieldsOf('POST', '/rows', { category_id: fx.red.id, title: 'a'.repeat(161) })).toEqual(['title']);
    const made = (await call('POST', '/rows', { category_id: fx.promotion.id, title: 'On offer' })).json();
    const order = [made.id, data[1].id, data[0].id];
    expect((await call('PUT', '/rows/order', { ids: order })).statusCode).toBe(204);
    const tabs = (await shop('/home-featured-product')).category_drop_down;
    expect(tabs.map((c: { title: string }) => c.title)).toEqual([
      'On offer',
      'Best-selling Whiskey',
      'Best-selling Wine',
    ]);
    expect(
      (await call('PUT', `/rows/${data[0].id}`, { category_id: fx.wine.id, title: 'Wines we love' })).statusCode,
    ).toBe(200);
    expect((await shop('/home-featured-product')).category_drop_down.at(-1).title).toBe('Wines we love');
    expect((await call('PUT', '/rows/order', { ids: order.slice(1) })).statusCode).toBe(422);
    expect((await call('DELETE', `/rows/${made.id}`)).statusCode).toBe(204);
    expect((await auditOf(t, 'home_row', made.id)).map((e) => e.action)).toEqual([
      'home_row.create',
      'home_row.delete',
    ]);
  });

  it('banners: an image key and a product, shown with the best sellers at once', async () => {
    const [product] = fx.productIds;
    const res = await call('POST', '/banners', { title: 'Summer', image: 'banners/summer.jpg', product_id: product });
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({ title: 'Summer', product_name: expect.any(String), position: 1 });
    const banners = (await shop('/home-best-selling')).banners;
    expect(banners.map((b: { title: string }) => b.title)).toEqual(['Rouge offer', 'Summer']);
    expect(banners[1].image).toBe('/images/banners/summer.jpg');
    expect(await fieldsOf('POST', '/banners', { title: '', image: 'a.jpg', product_id: product })).toEqual(['title']);
    expect(await fieldsOf('POST', '/banners', { title: 'A', image: '', product_id: product })).toEqual(['image']);
    expect(await fieldsOf('POST', '/banners', { title: 'A', image: 'a b.jpg', product_id: product })).toEqual([
      'image',
    ]);
    expect(await fieldsOf('POST', '/banners', { title: 'A', image: 'a.jpg', product_id: 999999 })).toEqual([
      'product_id',
    ]);
    expect(await fieldsOf('POST', '/banners', { title: 'A', image: 'a.jpg' })).toEqual(['product_id']);
    const ids = (await call('GET', '/banners')).json().data.map((b: { id: number }) => b.id);
    expect((await call('PUT', '/banners/order', { ids: [...ids].reverse() })).statusCode).toBe(204);
    expect((await shop('/home-best-selling')).banners[0].title).toBe('Summer');
    expect((await call('DELETE', `/banners/${made.id}`)).statusCode).toBe(204);
    expect((await shop('/home-best-selling')).banners.map((b: { title: string }) => b.title)).toEqual(['Rouge offer']);
  });

  it('our-choice lists: created with a unique route, filled in order, shown by the storefront at once', async () => {
    const res = await call('POST', '/choices', {
      route: 'gifts',
      title: 'Gifts',
      description: 'For giving',
      image: '',
    });
    expect(res.statusCode).toBe(201);
    const gifts = res.json();
    expect(gifts).toMatchObject({ route: 'gifts', image: null, products: [], position: 1 });
    const taken = await call('POST', '/choices', { route: 'staff-picks', title: 'Again' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.route[0]).toBe('Another our-choice list already uses this route.');
    expect(await fieldsOf('POST', '/choices', { route: 'Gifts!', title: 'x' })).toEqual(['route']);
    expect(await fieldsOf('POST', '/choices', { route: 'x', title: '' })).toEqual(['title']);
    expect(await fieldsOf('POST', '/choices', { route: 'x', title: 'x', image: '..//x' })).toEqual(['image']);
    const picked = fx.productIds.slice(20, 23);
    const set = await call('PUT', `/choices/${gifts.id}/products`, { product_ids: picked });
    expect(set.statusCode).toBe(200);
    expect(set.json().products.map((p: { id: number }) => p.id)).toEqual(picked);
    const [page] = await shop('/front-our-choices-list/gifts');
    expect(page.total).toBe(3);
    expect(await fieldsOf('PUT', `/choices/${gifts.id}/products`, { product_ids: [picked[0], picked[0]] })).toEqual([
      'product_ids',
    ]);
    expect(await fieldsOf('PUT', `/choices/${gifts.id}/products`, { product_ids: [999999] })).toEqual(['product_ids']);
    expect((await call('PUT', '/choices/999999/products', { product_ids: [] })).statusCode).toBe(404);
    const ids = (await call('GET', '/choices')).json().data.map((c: { id: number }) => c.id);
    expect((await call('PUT', '/choices/order', { ids: [...ids].reverse() })).statusCode).toBe(204);
    expect((await shop('/choices-category-list')).map((c: { route: string }) => c.route)).toEqual([
      'gifts',
      'staff-picks',
    ]);
    expect((await call('PUT', `/choices/${gifts.id}`, { route: 'gift-ideas', title: 'Gift ideas' })).json().route).toBe(
      'gift-ideas',
    );
    expect((await call('DELETE', `/choices/${gifts.id}`)).statusCode).toBe(204);
    expect((await shop('/choices-category-list')).map((c: { route: string }) => c.route)).toEqual(['staff-picks']);
    expect((await auditOf(t, 'choice', gifts.id)).map((e) => e.action)).toEqual([
      'choice.create',
      'choice.products',
      'choice.update',
      'choice.delete',
    ]);
  });
});

describe.runIf(replicasAvailable)('a home page edit on two replicas', () => {
  const replicas = useCatalogReplicas('home-page');

  it('an offer text written through one replica is shown by the other within 2 s, its cached answer refreshed', async () => {
    const { t, a, b } = replicas;
    const headers = { authorization: `Bearer ${await staffKey(t, 'editor')}` };
    const offersOn = async (app: typeof a) =>
      (await app.inject({ method: 'GET', url: '/api/v1/home-featured-product' })).json().offers[0].headline;
    expect(await offersOn(b)).toBe('Free delivery');
    const [first] = (await a.inject({ method: 'GET', url: '/api/v1/staff/home-page/offers', headers })).json().data;
    const res = await a.inject({
      method: 'PUT',
      url: `/api/v1/staff/home-page/offers/${first.id}`,
      payload: { headline: 'Free delivery tonight', detail: first.detail },
      headers,
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => offersOn(b), { timeout: 2000, interval: 50 }).toBe('Free delivery tonight');
  });
});
