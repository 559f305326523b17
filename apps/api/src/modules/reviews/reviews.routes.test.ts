import { REVIEW_MESSAGES, type ProductReviewsResponse } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corporateForm, signUp } from '../../testing/accounts.ts';
import { shelf, shopper, type Card } from '../../testing/shopping.ts';
import { staffKey, verifyAgeOf } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';

describe.each(testDatabases())('product reviews on %s', (kind) => {
  let t: TestApp;
  let wines: Card[];
  /** A fulfilment service account's key: it delivers the orders that make a review verified. */
  let fulfilment: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const reviewsOf = async (productId: number, page = 1) =>
    (await get(`/product-reviews/${productId}?page=${page}`)).json() as ProductReviewsResponse;
  const cardOf = async (productId: number) => (await shelf(t, 'wine')).find((c) => c.id === productId)!;
  const good = (productId: number) => ({
    product_id: productId,
    rating: 4,
    title: 'Lovely with lamb',
    message: 'Soft tannins,\nripe cherry. Would buy again.',
  });

  beforeAll(async () => {
    // No polling: a card's stars can only come from the write announcing itself.
    t = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    wines = (await shelf(t, 'wine')).filter((w) => w.price_variation[0]!.stock >= 2);
    fulfilment = await staffKey(t, 'fulfilment');
  });
  afterAll(() => t?.close());

  it("publishes a review: the product's stars, distribution and page follow at once, and so do its card and search", async () => {
    const product = wines[0]!;
    expect(product.rating).toEqual({ average: 0, count: 0 });
    const ana = await signUp(t);
    const res = await shopper(t, ana.headers).call('POST', '/reviews', good(product.id));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 201,
      message: REVIEW_MESSAGES.saved,
      review: {
        product_id: product.id,
        rating: 4,
        title: 'Lovely with lamb',
        message: good(product.id).message,
        author: 'Layla H.',
        verified: false,
      },
    });
    const bob = await signUp(t);
    expect(
      (await shopper(t, bob.headers).call('POST', '/reviews', { ...good(product.id), rating: 5 })).statusCode,
    ).toBe(201);

    const page = await reviewsOf(product.id);
    expect(page).toMatchObject({
      rating: { average: 4.5, count: 2 },
      distribution: [0, 0, 0, 1, 1],
      total: 2,
      current_page: 1,
      last_page: 1,
    });
    expect(page.data.map((r) => r.rating)).toEqual([5, 4]); // newest first
    expect(page.data[0]).not.toHaveProperty('email');
    expect((await cardOf(product.id)).rating).toEqual({ average: 4.5, count: 2 });
    const detail = (await get(`/product-detail/${product.route}`)).json();
    expect(detail.product.rating).toEqual({ average: 4.5, count: 2 });
  });

  it('takes one review per shopper and product: a second answers 409, even sent twice at once', async () => {
    const product = wines[1]!;
    const me = shopper(t, (await signUp(t)).headers);
    const twins = await Promise.all([
      me.call('POST', '/reviews', good(product.id)),
      me.call('POST', '/reviews', good(product.id)),
    ]);
    expect(twins.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(twins.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      error: REVIEW_MESSAGES.alreadyReviewed,
      code: 'CONFLICT',
    });
    expect((await reviewsOf(product.id)).total).toBe(1);
  });

  it('lets the author edit and delete their review, and nobody else', async () => {
    const product = wines[2]!;
    const author = shopper(t, (await signUp(t)).headers);
    const other = shopper(t, (await signUp(t)).headers);
    const id = (await author.call('POST', '/reviews', good(product.id))).json().review.id as number;

    const mine = await author.call('GET', `/auth/my-review/${product.id}`);
    expect(mine.json()).toMatchObject({ status: 200, review: { id, rating: 4 } });
    expect((await other.call('GET', `/auth/my-review/${product.id}`)).json()).toEqual({ status: 200, review: null });

    const edit = { rating: 2, title: 'Changed my mind', message: 'Too oaky for me.' };
    expect((await other.call('PUT', `/reviews/${id}`, edit)).statusCode).toBe(404);
    expect((await other.call('DELETE', `/reviews/${id}`)).statusCode).toBe(404);
    expect((await reviewsOf(product.id)).data[0]).toMatchObject({ rating: 4, title: 'Lovely with lamb' });

    const edited = await author.call('PUT', `/reviews/${id}`, edit);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: REVIEW_MESSAGES.updated, review: { id, ...edit } });
    expect(await reviewsOf(product.id)).toMatchObject({
      rating: { average: 2, count: 1 },
      distribution: [0, 1, 0, 0, 0],
    });
    expect((await cardOf(product.id)).rating).toEqual({ average: 2, count: 1 });

    const deleted = await author.call('DELETE', `/reviews/${id}`);
    expect(deleted.json()).toEqual({ status: 200, message: REVIEW_MESSAGES.deleted, review: null });
    expect(await reviewsOf(product.id)).toMatchObject({
      rating: { average: 0, count: 0 },
      data: [],
      total: 0,
      last_page: 1,
    });
    expect((await cardOf(product.id)).rating).toEqual({ average: 0, count: 0 });
    expect((await author.call('DELETE', `/reviews/${id}`)).statusCode).toBe(404);
  });

  it("marks a review 'verified' when its author received the product in a delivered order, and only then", async () => {
    const product = wines[3]!;
    const buyer = await signUp(t);
    const me = shopper(t, buyer.headers);
    await me.add(product, 1);
    await me.uploadEid();
    const order = await me.call('POST', '/auth/make-order', { address_id: await me.address(), slot: await me.slot() });
    const number = order.headers['x-order-number'] as string;
    await verifyAgeOf(t, buyer.user.id);
    const move = (state: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/orders/${number}/state`,
        headers: { authorization: `Bearer ${fulfilment}` },
        payload: { state, id_checked: true },
      });
    for (const state of ['confirmed', 'packed', 'out_for_delivery']) expect((await move(state)).statusCode).toBe(200);
    // Ordered but not delivered yet: not verified. A shopper who never bought it: not verified either.
    const early = (await me.call('POST', '/reviews', good(product.id))).json().review;
    expect(early.verified).toBe(false);
    await shopper(t, (await signUp(t)).headers).call('POST', '/reviews', { ...good(product.id), rating: 3 });
    expect((await move('delivered')).statusCode).toBe(200);
    // The edit rebuilds the cached page: the delivery counts now.
    const edited = (
      await me.call('PUT', `/reviews/${early.id}`, { rating: 5, title: 'Arrived well packed', message: 'Great.' })
    ).json();
    expect(edited.review.verified).toBe(true);
    const page = await reviewsOf(product.id);
    expect(page.data.map((r) => [r.rating, r.verified])).toEqual(
      expect.arrayContaining([
        [5, true],
        [3, false],
      ]),
    );
  });

  it('pages reviews newest first; a page past the last answers the last', async () => {
    const product = wines[4]!;
    for (let i = 1; i <= 7; i++) {
      const res = await shopper(t, (await signUp(t)).headers).call('POST', '/reviews', {
        ...good(product.id),
        title: `Review ${i}`,
        rating: (i % 5) + 1,
      });
      expect(res.statusCode).toBe(201);
    }
    const first = await reviewsOf(product.id, 1);
    expect(first).toMatchObject({ total: 7, per_page: 5, last_page: 2 });
    expect(first.data.map((r) => r.title)).toEqual(['Review 7', 'Review 6', 'Review 5', 'Review 4', 'Review 3']);
    const second = await reviewsOf(product.id, 2);
    expect(second.data.map((r) => r.title)).toEqual(['Review 2', 'Review 1']);
    expect(await reviewsOf(product.id, 99)).toEqual(second);
  });

  it.each([
    ['no rating', { rating: undefined }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ['6 stars', { rating: 6 }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ['half a star', { rating: 3.5 }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ['an empty title', { title: '  ' }, 'title', REVIEW_MESSAGES.titleRequired],
    ['no text', { message: '' }, 'message', REVIEW_MESSAGES.textRequired],
    ['a text over 2,000 characters', { message: 'x'.repeat(2001) }, 'message', REVIEW_MESSAGES.textTooLong],
    ['a control character in the title', { title: 'Nice\u0007' }, 'title', REVIEW_MESSAGES.titleRequired],
  ])("refuses %s with 400 and the field's message", async (_label, change, field, message) => {
    const me = shopper(t, (await signUp(t)).headers);
    const res = await me.call('POST', '/reviews', { ...good(wines[5]!.id), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
    expect((await reviewsOf(wines[5]!.id)).total).toBe(0);
  });

  it('refuses a product that is not on sale, guests and corporate accounts', async () => {
    const me = shopper(t, (await signUp(t)).headers);
    const unknown = await me.call('POST', '/reviews', good(999_999));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(REVIEW_MESSAGES.productMissing);
    expect((await get('/product-reviews/999999')).statusCode).toBe(404);

    const guest = await t.app.inject({ method: 'POST', url: '/api/v1/reviews', payload: good(wines[5]!.id) });
    expect(guest.statusCode).toBe(401);
    const corporate = await signUp(t, corporateForm());
    const refused = await shopper(t, corporate.headers).call('POST', '/reviews', good(wines[5]!.id));
    expect(refused.statusCode).toBe(403);
    expect((await reviewsOf(wines[5]!.id)).total).toBe(0);
  });

  it('keeps texts as typed: markup is stored and answered as text, never as HTML', async () => {
    const product = wines[6] ?? wines[0]!;
    const me = shopper(t, (await signUp(t)).headers);
    const message = '<img src=x onerror=alert(1)> & <b>bold</b>';
    const res = await me.call('POST', '/reviews', { ...good(product.id), title: '<script>x</script>', message });
    expect(res.statusCode).toBe(201);
    expect(res.json().review).toMatchObject({ title: '<script>x</script>', message });
  });
});
