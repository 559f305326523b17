import { MODERATION_MESSAGES, type ProductReviewsResponse } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../testing/accounts.ts';
import { shelf, shopper, type Card } from '../../testing/shopping.ts';
import { staffKey, auditOf as auditOfEntity } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';

describe.each(testDatabases())('hiding reviews in the back office on %s', (kind) => {
  let t: TestApp;
  let wines: Card[];
  /** A support service account's key: a role that moderates. */
  let support: Record<string, string>;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const setHidden = (id: number | string, payload: unknown, headers = support) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/reviews/${id}/visibility`,
      payload: payload as object,
      headers,
    });
  const reviewsOf = async (productId: number) =>
    (await get(`/product-reviews/${productId}`)).json() as ProductReviewsResponse;
  const cardOf = async (productId: number) => (await shelf(t, 'wine')).find((c) => c.id === productId)!;
  const review = async (productId: number, rating: number, title = 'Lovely with lamb') => {
    const res = await shopper(t, (await signUp(t)).headers).call('POST', '/reviews', {
      product_id: productId,
      rating,
      title,
      message: 'Soft tannins, ripe cherry.',
    });
    expect(res.statusCode).toBe(201);
    return res.json().review.id as number;
  };

  beforeAll(async () => {
    // No polling: the stars can only follow through the hide announcing itself.
    t = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    wines = await shelf(t, 'wine');
    support = { authorization: `Bearer ${await staffKey(t, 'support')}` };
  });
  afterAll(() => t?.close());

  it("hides a review: it leaves the product's page, average and count at once, cached answers included", async () => {
    const product = wines[0]!;
    await review(product.id, 5);
    const low = await review(product.id, 1, 'A hidden review leaves the page');
    // Read once, so the page, the card and the product are cached before the hide.
    expect((await reviewsOf(product.id)).rating).toEqual({ average: 3, count: 2 });
    expect((await cardOf(product.id)).rating).toEqual({ average: 3, count: 2 });
    expect((await get(`/product-reviews/${product.id}`)).headers['x-cache']).toBe('hit');

    const res = await setHidden(low, { hidden: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: low, product_id: product.id, hidden_at: expect.any(String) });
    const page = await reviewsOf(product.id);
    expect(page).toMatchObject({ rating: { average: 5, count: 1 }, distribution: [0, 0, 0, 0, 1], total: 1 });
    expect(page.data.map((r) => r.id)).not.toContain(low);
    expect((await cardOf(product.id)).rating).toEqual({ average: 5, count: 1 });
    const detail = (await get(`/product-detail/${product.route}`)).json();
    expect(detail.product.rating).toEqual({ average: 5, count: 1 });

    // Hiding twice changes nothing; showing it again brings it back at once.
    expect((await setHidden(low, { hidden: true })).json().hidden_at).toBe(res.json().hidden_at);
    const shownAgain = await setHidden(low, { hidden: false });
    expect(shownAgain.json()).toEqual({ id: low, product_id: product.id, hidden_at: null });
    expect((await reviewsOf(product.id)).rating).toEqual({ average: 3, count: 2 });
    expect((await cardOf(product.id)).rating).toEqual({ average: 3, count: 2 });

    const entries = await auditOfEntity(t, 'review', low);
    expect(entries.map((e) => e.action)).toEqual(['review.hide', 'review.show']);
    expect(entries[0]).toMatchObject({
      actor: expect.stringMatching(/^support bot <.+> \(support\)$/),
      before: { id: low, rating: 1, hidden_at: null },
      after: { id: low, rating: 1, hidden_at: expect.any(String) },
    });
  });

  it('lists reviews newest first with product and author, all or only the hidden ones', async () => {
    const product = wines[1]!;
    const id = await review(product.id, 2, 'Too <b>oaky</b>');
    await setHidden(id, { hidden: true });
    const all = await get('/staff/reviews', support);
    expect(all.statusCode).toBe(200);
    expect(all.json().data[0]).toEqual({
      id,
      product: { id: product.id, name: expect.any(String), route: product.route },
      rating: 2,
      title: 'Too <b>oaky</b>',
      message: 'Soft tannins, ripe cherry.',
      author: 'Layla Haddad',
      email: expect.stringContaining('@'),
      created_at: expect.any(String),
      hidden_at: expect.any(String),
    });
    expect(all.json().data[0].product.name).not.toMatch(/[<>]/);
    const hidden = (await get('/staff/reviews?visibility=hidden', support)).json().data as { id: number }[];
    expect(hidden.map((r) => r.id)).toContain(id);
    const shown = (await get('/staff/reviews?visibility=shown', support)).json().data as { id: number }[];
    expect(shown.map((r) => r.id)).not.toContain(id);
  });

  it('answers only to staff whose role moderates; an editor is refused with 403', async () => {
    const product = wines[2]!;
    const id = await review(product.id, 4);
    const refusals: Array<[Record<string, string>, number, string]> = [
      [{}, 401, 'STAFF_LOGIN_REQUIRED'],
      [(await signUp(t)).headers, 401, 'STAFF_ONLY'],
      [{ authorization: `Bearer ${await staffKey(t, 'editor')}` }, 403, 'STAFF_FORBIDDEN'],
      [{ authorization: `Bearer ${await staffKey(t, 'fulfilment')}` }, 403, 'STAFF_FORBIDDEN'],
    ];
    for (const [headers, status, code] of refusals)
      for (const res of [await get('/staff/reviews', headers), await setHidden(id, { hidden: true }, headers)]) {
        expect(res.statusCode, code).toBe(status);
        expect(res.json().code).toBe(code);
      }
    expect((await reviewsOf(product.id)).total).toBe(1);
    expect(await auditOfEntity(t, 'review', id)).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['no hidden', {}],
    ['hidden as text', { hidden: 'yes' }],
    ['hidden as a number', { hidden: 1 }],
    ['hidden as null', { hidden: null }],
  ])('refuses %s with 400 and the field message', async (_label, body) => {
    const product = wines[3]!;
    const id = await review(product.id, 3);
    const res = await setHidden(id, body);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string[]>;
    if (body === undefined) expect(Object.values(errors).flat()).toContain(MODERATION_MESSAGES.hiddenRequired);
    else expect(errors.hidden).toContain(MODERATION_MESSAGES.hiddenRequired);
    expect((await reviewsOf(product.id)).data.map((r) => r.id)).toContain(id);
  });

  it.each([
    ['abc', 400],
    ['0', 400],
    ['2.5', 400],
    ['99999999999', 400],
    ['999999', 404],
  ])('answers review id %s with %i', async (id, status) => {
    const res = await setHidden(id, { hidden: true });
    expect(res.statusCode).toBe(status);
    if (status === 404) expect(res.json().error).toBe(MODERATION_MESSAGES.reviewNotFound);
    else expect(res.json().errors.id).toBeDefined();
  });

  it.each([
    ['visibility=secret', 'visibility', MODERATION_MESSAGES.visibilityUnknown],
    ['page=abc', 'page', undefined],
  ])('refuses the list with %s on its field', async (query, field, message) => {
    const res = await get(`/staff/reviews?${query}`, support);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBeDefined();
    if (message) expect(res.json().errors[field]).toContain(message);
  });
});
