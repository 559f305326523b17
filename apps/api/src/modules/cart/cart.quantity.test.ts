import type { CartResponse, PriceVariation } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../testing/accounts.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';

type Card = { id: number; price_variation: PriceVariation[] };

/** What `Number()` or `z.coerce` would read as a quantity, but no shopper means as one (issue 23). */
const NOT_QUANTITIES: unknown[] = ['0x10', '1e1', true, '1.5', ' 2', '', null];

describe.each(testDatabases())('cart quantities on %s', (kind) => {
  let t: TestApp;
  let wine: Card;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    wine = (
      (await t.app.inject({ method: 'GET', url: '/api/v1/product-list-get/wine' })).json().product as Card[]
    ).find((w) => w.price_variation[0]!.stock >= 5)!;
  });
  afterAll(() => t?.close());

  const post = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });
  const size = () => ({
    product_id: wine.id,
    product_variation_id: wine.price_variation[0]!.variation_id,
    product_value_id: wine.price_variation[0]!.variation_value_id,
  });
  const linesOf = async (headers: Record<string, string>, userId: number) => {
    const cart = (
      await t.app.inject({ method: 'GET', url: `/api/v1/auth/carts/${userId}`, headers })
    ).json() as CartResponse;
    return cart.status === 200 ? cart.data.cart.map((l) => ({ cart_id: l.cart_id, qty: l.qty })) : [];
  };

  it('adds only whole quantities: a JSON integer or digits, nothing else Number() reads', async () => {
    const { headers, user } = await signUp(t);
    for (const qty of NOT_QUANTITIES) {
      const refused = await post('/auth/carts', headers, { ...size(), qty });
      expect(refused.statusCode, JSON.stringify(qty)).toBe(400);
      expect(refused.json(), JSON.stringify(qty)).toMatchObject({
        error: 'qty must be a whole number.',
        code: 'VALIDATION_FAILED',
        errors: { qty: ['qty must be a whole number.'] },
      });
    }
    expect(await linesOf(headers, user.id)).toEqual([]);
    expect((await post('/auth/carts', headers, { ...size(), qty: '2' })).json().status).toBe(200);
    expect((await post('/auth/carts', headers, { ...size(), qty: 1 })).json().status).toBe(200);
    expect((await linesOf(headers, user.id)).map((l) => l.qty)).toEqual([3]);
  });

  it('updates only to whole quantities, and a refused update changes nothing', async () => {
    const { headers, user } = await signUp(t);
    await post('/auth/carts', headers, { ...size(), qty: 2 });
    const [line] = await linesOf(headers, user.id);
    for (const qty of NOT_QUANTITIES) {
      const refused = await post('/auth/update-cart', headers, {
        user_id: user.id,
        cart: [{ cart_id: line!.cart_id, qty }],
      });
      expect(refused.statusCode, JSON.stringify(qty)).toBe(400);
      expect(refused.json().errors, JSON.stringify(qty)).toEqual({ 'cart.0.qty': ['qty must be a whole number.'] });
    }
    expect(await linesOf(headers, user.id)).toEqual([{ cart_id: line!.cart_id, qty: 2 }]);
    expect(
      (
        await post('/auth/update-cart', headers, { user_id: user.id, cart: [{ cart_id: line!.cart_id, qty: '5' }] })
      ).json().status,
    ).toBe(200);
    expect(await linesOf(headers, user.id)).toEqual([{ cart_id: line!.cart_id, qty: 5 }]);
  });
});
