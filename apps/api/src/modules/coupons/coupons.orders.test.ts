import { aedToFils, displayedPrice, ORDER_MESSAGES, type CheckCouponResponse } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../../testing/accounts.ts';
import { shelf, shopper, type Card } from '../../testing/shopping.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';

const BUYERS = 20;

/** Coupons at the order (issue 26): the race for a coupon's last use, and the rules a coupon can carry. */
describe.each(testDatabases())('coupons at the order on %s', (kind) => {
  let t: TestApp;
  let wine: Card;
  let whiskey: Card;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    wine = (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 1)!;
    whiskey = (await shelf(t, 'whiskey-and-bourbon')).find((w) => w.price_variation[0]!.stock >= 1)!;
    await t.db.execute(sql`update price_variations set stock = 1000 where product_id in (${wine.id}, ${whiskey.id})`);
    await t.app.catalogSync.announce();
    await t.db.execute(sql`
      insert into coupons (code, kind, value, min_order_fils, max_uses, max_uses_per_user, starts_at, max_discount_fils,
        first_order_only, category_ids) values
        ('RACE1', 'fixed', 1000, 0, 1, 1, now() - interval '1 day', null, false, '{}'),
        ('CAPPED', 'percent', 50, 0, null, 5, now() - interval '1 day', 100, false, '{}'),
        ('FIRST5', 'fixed', 500, 0, null, 5, now() - interval '1 day', null, true, '{}'),
        ('WHISKY10', 'percent', 10, 0, null, 5, now() - interval '1 day', null, false,
          (select array_agg(id) from categories where route = 'whiskey-and-bourbon'))`);
  });
  afterAll(() => t?.close());

  async function buyer(cards: Card[]) {
    const { headers, user } = await signUp(t);
    const me = shopper(t, headers);
    for (const card of cards) expect((await me.add(card, 1)).status).toBe(200);
    await me.uploadEid();
    return { me, userId: user.id, address: await me.address(), slot: await me.slot() };
  }
  const order = (b: Awaited<ReturnType<typeof buyer>>, coupon?: string) =>
    b.me.call('POST', '/auth/make-order', { address_id: b.address, slot: b.slot, ...(coupon && { coupon }) });
  const check = async (b: Awaited<ReturnType<typeof buyer>>, code: string) =>
    (await b.me.call('POST', '/check-available-coupon', { coupon_id: code })).json() as CheckCouponResponse;
  const stockOf = async (productId: number) =>
    Number(
      (
        await queryRows<{ stock: number }>(
          t.db,
          sql`select stock from price_variations where product_id = ${productId} and position = 0`,
        )
      )[0]!.stock,
    );

  it(`${BUYERS} orders at once with a one-use coupon: exactly one discounted, the others refused and left as they were`, async () => {
    const buyers = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await buyer([wine]));
    const stockBefore = await stockOf(wine.id);

    // Codes in either case: one coupon.
    const answers = await Promise.all(buyers.map((b, i) => order(b, i % 2 ? 'race1' : 'RACE1')));
    const placed = answers.filter((a) => a.statusCode === 201);
    expect(placed).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => a.statusCode)).toEqual(Array(BUYERS - 1).fill(422));
    for (const a of refused) {
      expect(a.json().error).toBe(ORDER_MESSAGES.couponUsedUp);
      expect(a.json().errors.coupon).toEqual([ORDER_MESSAGES.couponUsedUp]);
    }

    const ids = buyers.map((b) => b.userId);
    const theirs = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const orders = await queryRows<{ user_id: number; coupon_code: string; coupon_discount_fils: number }>(
      t.db,
      sql`select user_id, coupon_code, coupon_discount_fils from orders where user_id in (${theirs})`,
    );
    expect(orders).toEqual([expect.objectContaining({ coupon_code: 'RACE1', coupon_discount_fils: 1000 })]);
    const uses = await queryRows(
      t.db,
      sql`select 1 from coupon_redemptions r join coupons c on c.id = r.coupon_id where c.code = 'RACE1'`,
    );
    expect(uses).toHaveLength(1);
    // Nothing else of the refused orders changed: one bottle taken in all, every other cart as it was.
    expect(await stockOf(wine.id)).toBe(stockBefore - 1);
    const carts = await queryRows<{ user_id: number; n: number }>(
      t.db,
      sql`select user_id, count(*)::int as n from cart_items where user_id in (${theirs}) group by user_id`,
    );
    const winner = orders[0]!.user_id;
    expect(carts.map((c) => Number(c.user_id)).sort()).toEqual(ids.filter((id) => id !== winner).sort());
    expect(carts.every((c) => Number(c.n) === 1)).toBe(true);
    // A refused buyer orders the same cart without the coupon.
    const loser = buyers.find((b) => b.userId !== winner)!;
    const plain = await order(loser);
    expect(plain.statusCode).toBe(201);
  }, 240_000);

  it('caps a percentage at its maximum: the check shows what the order charges', async () => {
    const b = await buyer([whiskey]);
    const checked = await check(b, 'capped');
    expect(checked).toMatchObject({ status: 200, coupon_value: 1 });
    const placed = await order(b, 'capped');
    expect(placed.statusCode).toBe(201);
    const detail = (await b.me.call('GET', `/auth/order-detail/${placed.headers['x-order-number']}`)).json();
    expect(detail.coupon_discount).toBe(1);
  });

  it('keeps a coupon to its categories: off those lines alone, and refused with none in the cart', async () => {
    const mixed = await buyer([wine, whiskey]);
    const expected = Math.round(aedToFils(displayedPrice(whiskey.price_variation[0]!)) / 10) / 100;
    expect(await check(mixed, 'whisky10')).toMatchObject({ status: 200, coupon_value: expected });
    const placed = await order(mixed, 'WHISKY10');
    expect(placed.statusCode).toBe(201);
    const detail = (await mixed.me.call('GET', `/auth/order-detail/${placed.headers['x-order-number']}`)).json();
    expect(detail.coupon_discount).toBe(expected);

    const wineOnly = await buyer([wine]);
    expect(await check(wineOnly, 'whisky10')).toEqual({ status: 400, message: ORDER_MESSAGES.couponNotForThese });
    const refused = await order(wineOnly, 'WHISKY10');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(ORDER_MESSAGES.couponNotForThese);
  });

  it('keeps a first-order coupon to a first order', async () => {
    const b = await buyer([wine]);
    expect((await check(b, 'first5')).status).toBe(200);
    expect((await order(b)).statusCode).toBe(201);
    await b.me.add(wine, 1);
    expect(await check(b, 'first5')).toEqual({ status: 400, message: ORDER_MESSAGES.couponFirstOrder });
    const refused = await order(b, 'FIRST5');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.coupon).toEqual([ORDER_MESSAGES.couponFirstOrder]);
    const offers = (await b.me.call('GET', '/coupons')).json() as { name: string }[];
    expect(offers.map((o) => o.name)).not.toContain('FIRST5');
  });
});
