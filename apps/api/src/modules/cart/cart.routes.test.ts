import {
  CART_MESSAGES,
  COMMERCE_MESSAGES,
  MAX_LINE_QTY,
  type CartResponse,
  type PriceVariation,
  type WishlistItem,
} from '@shop/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { corporateForm, signUp } from '../../testing/accounts.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';

type Card = { id: number; route: string; price_variation: PriceVariation[] };

describe.each(testDatabases())('cart and wishlist on %s', (kind) => {
  let t: TestApp;
  let wines: Card[];
  beforeAll(async () => {
    t = await createTestApp(kind, {
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    wines = (await t.app.inject({ method: 'GET', url: '/api/v1/product-list-get/wine' })).json().product;
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload && { payload }) });
  const sizeOf = (card: Card) => ({
    product_id: card.id,
    product_variation_id: card.price_variation[0]!.variation_id,
    product_value_id: card.price_variation[0]!.variation_value_id,
  });
  const inStock = (min: number) => wines.find((w) => w.price_variation[0]!.stock >= min)!;
  const soldOut = () => wines.find((w) => w.price_variation[0]!.stock === 0)!;

  it('adds, shows, updates and removes lines, pricing them from the catalog', async () => {
    const { headers, user } = await signUp(t);
    expect((await call('GET', `/auth/carts/${user.id}`, headers)).json()).toEqual({
      status: 404,
      message: CART_MESSAGES.empty,
    });
    const [a, b] = [inStock(5), wines.filter((w) => w.price_variation[0]!.stock >= 5)[1]!];
    const added = await call('POST', '/auth/carts', headers, { user_id: user.id, ...sizeOf(a), qty: 2 });
    expect(added.json()).toEqual({ status: 200, message: CART_MESSAGES.added });
    expect(added.headers['cache-control']).toBe('no-store');
    await call('POST', '/auth/carts', headers, { user_id: user.id, ...sizeOf(b), qty: 1 });
    await call('POST', '/auth/carts', headers, { user_id: user.id, ...sizeOf(a), qty: 1 });

    const cart = (await call('GET', `/auth/carts/${user.id}`, headers)).json() as Extract<
      CartResponse,
      { status: 200 }
    >;
    expect(cart.status).toBe(200);
    expect(cart.data.cart.map((l) => [l.id, l.qty, l.is_wine])).toEqual([
      [a.id, 3, true],
      [b.id, 1, true],
    ]);
    const line = cart.data.cart[0]!;
    expect(line).toMatchObject({
      cart_id: expect.any(Number),
      route: a.route,
      category: { name: expect.any(String) },
      price_variation: [{ variation: { name: expect.any(String) }, values: { name: expect.any(String) } }],
    });
    expect(line.name).not.toMatch(/</);
    const unit = (c: Card) =>
      c.price_variation[0]!.discount_price || c.price_variation[0]!.offer_price || c.price_variation[0]!.price;
    expect(cart.data.total).toBeCloseTo(unit(a) * 3 + unit(b), 2);
    // Four wines under 250 AED: the wine offer takes half of the cheaper of each pair.
    expect(cart.data.summary.offer_discount).toBeGreaterThan(0);
    expect(cart.data.summary.items).toBe(4);

    const updated = await call('POST', '/auth/update-cart', headers, {
      user_id: user.id,
      cart: cart.data.cart.map((l) => ({ cart_id: l.cart_id, qty: 1 })),
    });
    expect(updated.json().status).toBe(200);
    expect(
      ((await call('GET', `/auth/carts/${user.id}`, headers)).json() as Extract<CartResponse, { status: 200 }>).data
        .summary.items,
    ).toBe(2);
    expect((await call('DELETE', `/auth/remove-cart/${line.cart_id}`, headers)).json()).toEqual({
      status: 200,
      message: CART_MESSAGES.removed,
    });
    expect(
      ((await call('GET', `/auth/carts/${user.id}`, headers)).json() as Extract<CartResponse, { status: 200 }>).data
        .cart,
    ).toHaveLength(1);
  });

  it('refuses sold-out sizes and quantities above stock, as body status 404 with a message', async () => {
    const { headers } = await signUp(t);
    expect((await call('POST', '/auth/carts', headers, { ...sizeOf(soldOut()), qty: 1 })).json()).toEqual({
      status: 404,
      message: CART_MESSAGES.outOfStock,
    });
    const few = inStock(1);
    const stock = few.price_variation[0]!.stock;
    expect((await call('POST', '/auth/carts', headers, { ...sizeOf(few), qty: stock + 1 })).json()).toEqual({
      status: 404,
      message: COMMERCE_MESSAGES.notEnoughStock(stock),
    });
    expect((await call('POST', '/auth/carts', headers, { product_id: 999_999, qty: 1 })).json()).toEqual({
      status: 404,
      message: COMMERCE_MESSAGES.noSuchProduct,
    });
    expect(
      (await call('POST', '/auth/carts', headers, { ...sizeOf(few), product_value_id: 987_654, qty: 1 })).json().status,
    ).toBe(404);
    await call('POST', '/auth/carts', headers, { ...sizeOf(few), qty: 1 });
    const cart = (
      await call('GET', `/auth/carts/${(await call('GET', '/auth/me', headers)).json().id}`, headers)
    ).json() as Extract<CartResponse, { status: 200 }>;
    const tooMany = await call('POST', '/auth/update-cart', headers, {
      cart: [{ cart_id: cart.data.cart[0]!.cart_id, qty: stock + 1 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error).toBe(COMMERCE_MESSAGES.notEnoughStock(stock));
  });

  it('adds sent at once neither lose one another nor pass the stock together', async () => {
    const { headers, user } = await signUp(t);
    const few = inStock(4);
    const stock = few.price_variation[0]!.stock;
    // One bottle each, twice as many adds as bottles: exactly `stock` are accepted, the rest refused with the limit.
    const answers = await Promise.all(
      Array.from({ length: stock * 2 }, () => call('POST', '/auth/carts', headers, { ...sizeOf(few), qty: 1 })),
    );
    const bodies = answers.map((a) => a.json() as { status: number; message: string });
    expect(bodies.filter((b) => b.status === 200)).toHaveLength(stock);
    expect(
      bodies.filter((b) => b.status === 404).every((b) => b.message === COMMERCE_MESSAGES.notEnoughStock(stock)),
    ).toBe(true);
    const cart = (await call('GET', `/auth/carts/${user.id}`, headers)).json() as Extract<
      CartResponse,
      { status: 200 }
    >;
    expect(cart.data.cart.map((l) => l.qty)).toEqual([stock]);
  });

  it("keeps every cart and wishlist to its owner: another user's id or line gets 403 or nothing", async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    await call('POST', '/auth/carts', alice.headers, { ...sizeOf(inStock(2)), qty: 1 });
    await call('POST', '/auth/wishlist', alice.headers, sizeOf(inStock(2)));
    const aliceCart = (await call('GET', `/auth/carts/${alice.user.id}`, alice.headers)).json() as Extract<
      CartResponse,
      { status: 200 }
    >;
    const aliceWish = (await call('GET', `/auth/wishlist/${alice.user.id}`, alice.headers)).json() as WishlistItem[];

    expect((await call('GET', `/auth/carts/${alice.user.id}`, bob.headers)).statusCode).toBe(403);
    expect((await call('GET', `/auth/wishlist/${alice.user.id}`, bob.headers)).statusCode).toBe(403);
    expect(
      (await call('POST', '/auth/carts', bob.headers, { user_id: alice.user.id, ...sizeOf(inStock(2)), qty: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/auth/remove-wishlist/${alice.user.id}`, bob.headers)).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/auth/update-cart', bob.headers, {
          cart: [{ cart_id: aliceCart.data.cart[0]!.cart_id, qty: 2 }],
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await call('DELETE', `/auth/remove-cart/${aliceCart.data.cart[0]!.cart_id}`, bob.headers)).json().status,
    ).toBe(404);
    expect((await call('DELETE', `/auth/wishlist/${aliceWish[0]!.wishlist_id}`, bob.headers)).json().status).toBe(404);
    // Alice's are untouched.
    expect(
      (
        (await call('GET', `/auth/carts/${alice.user.id}`, alice.headers)).json() as Extract<
          CartResponse,
          { status: 200 }
        >
      ).data.cart[0]!.qty,
    ).toBe(1);
    expect((await call('GET', `/auth/wishlist/${alice.user.id}`, alice.headers)).json()).toHaveLength(1);
  });

  it('refuses corporate accounts with 403 and guests with 401, on every call', async () => {
    const corporate = await signUp(t, corporateForm(), 'mobile');
    const calls: Array<['GET' | 'POST' | 'DELETE', string, object?]> = [
      ['POST', '/auth/carts', { product_id: 1 }],
      ['POST', '/auth/update-cart', { cart: [{ cart_id: 1, qty: 1 }] }],
      ['GET', `/auth/carts/${corporate.user.id}`],
      ['DELETE', '/auth/remove-cart/1'],
      ['POST', '/auth/wishlist', { product_id: 1 }],
      ['GET', `/auth/wishlist/${corporate.user.id}`],
      ['DELETE', '/auth/wishlist/1'],
      ['DELETE', `/auth/remove-wishlist/${corporate.user.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const refused = await call(method, url, corporate.headers, payload);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code, url).toBe('CORPORATE_REFUSED');
      expect((await call(method, url, {}, payload)).statusCode, url).toBe(401);
    }
  });

  it('keeps a product once in the wishlist, answers a bare array, removes and clears', async () => {
    const { headers, user } = await signUp(t);
    expect((await call('GET', `/auth/wishlist/${user.id}`, headers)).json()).toEqual([]);
    const [a, b] = [inStock(1), soldOut()];
    expect((await call('POST', '/auth/wishlist', headers, { user_id: user.id, ...sizeOf(a) })).json()).toEqual({
      status: 200,
      message: CART_MESSAGES.wishlistAdded,
    });
    expect((await call('POST', '/auth/wishlist', headers, sizeOf(a))).json()).toEqual({
      status: 404,
      message: COMMERCE_MESSAGES.alreadyInWishlist,
    });
    expect((await call('POST', '/auth/wishlist', headers, sizeOf(b))).json().status).toBe(200);
    expect((await call('POST', '/auth/wishlist', headers, { product_id: 999_999 })).json()).toEqual({
      status: 404,
      message: COMMERCE_MESSAGES.noSuchProduct,
    });
    const list = (await call('GET', `/auth/wishlist/${user.id}`, headers)).json() as WishlistItem[];
    expect(list.map((w) => w.id)).toEqual([a.id, b.id]);
    expect(list[1]!.price_variation[0]!.stock).toBe(0);
    expect((await call('DELETE', `/auth/wishlist/${list[0]!.wishlist_id}`, headers)).json()).toEqual({
      status: 200,
      message: CART_MESSAGES.wishlistRemoved,
    });
    expect((await call('DELETE', `/auth/remove-wishlist/${user.id}`, headers)).json()).toEqual({
      status: 200,
      message: CART_MESSAGES.wishlistCleared,
    });
    expect((await call('GET', `/auth/wishlist/${user.id}`, headers)).json()).toEqual([]);
  });

  it('keeps a line to MAX_LINE_QTY however many adds it takes, even with more in stock', async () => {
    const { headers, user } = await signUp(t);
    const whisky = (
      (await t.app.inject({ method: 'GET', url: '/api/v1/product-list-get/whiskey-and-bourbon' })).json()
        .product as Card[]
    )[0]!;
    await t.db.execute(sql`update price_variations set stock = 1000 where id = ${whisky.price_variation[0]!.id}`);
    // The catalog hears of the change on its next read of the change feed.
    await expect
      .poll(
        async () =>
          (await call('POST', '/auth/carts', headers, { ...sizeOf(whisky), qty: MAX_LINE_QTY })).json().status,
        { timeout: 5000 },
      )
      .toBe(200);
    const more = await call('POST', '/auth/carts', headers, { ...sizeOf(whisky), qty: 1 });
    expect(more.json()).toEqual({ status: 404, message: COMMERCE_MESSAGES.lineFull(MAX_LINE_QTY) });
    const cart = (await call('GET', `/auth/carts/${user.id}`, headers)).json() as Extract<
      CartResponse,
      { status: 200 }
    >;
    expect(cart.data.cart.map((l) => l.qty)).toEqual([MAX_LINE_QTY]);
  });
});

describe.each(testDatabases())('a cart read by a replica whose catalog is behind, on %s', (kind) => {
  let t: TestApp;
  let late: { productId: number; sizeId: number };
  beforeAll(async () => {
    // The catalog is built once and then never hears of a change (no polling): it stands for a replica a moment behind.
    t = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
        const [row] = await queryRows<{ product_id: number; id: number }>(
          db,
          sql`
          select pv.product_id, pv.id from price_variations pv join products p on p.id = pv.product_id where pv.stock > 0 order by p.id limit 1`,
        );
        late = { productId: Number(row!.product_id), sizeId: Number(row!.id) };
        await db.execute(sql`update products set is_active = false where id = ${late.productId}`);
      },
    });
  });
  afterAll(() => t?.close());

  it('hides a line whose product it does not know yet, and removes it only once the database says it is gone', async () => {
    const { headers, user } = await signUp(t);
    // Another replica put the product on sale and took it into this shopper's cart.
    await t.db.execute(sql`update products set is_active = true where id = ${late.productId}`);
    await t.db.execute(
      sql`insert into cart_items (user_id, product_id, price_variation_id, qty) values (${user.id}, ${late.productId}, ${late.sizeId}, 1)`,
    );
    const lines = async () => (await queryRows(t.db, sql`select 1 from cart_items where user_id = ${user.id}`)).length;

    const read = await t.app.inject({ method: 'GET', url: `/api/v1/auth/carts/${user.id}`, headers });
    expect(read.json()).toEqual({ status: 404, message: CART_MESSAGES.empty });
    expect(await lines()).toBe(1);

    await t.db.execute(sql`update products set is_active = false where id = ${late.productId}`);
    await t.app.inject({ method: 'GET', url: `/api/v1/auth/carts/${user.id}`, headers });
    expect(await lines()).toBe(0);
  });
});
