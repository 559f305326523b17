import { ORDER_MESSAGES, type CheckCouponResponse, type CouponOffer } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { unitOfWork } from '../../db/transaction.ts';
import { readOutbox } from '../../notifier/outbox.ts';
import { notifierFromEnv } from '../../notifier/notifier.ts';
import { signUp, userForm } from '../../testing/accounts.ts';
import { shelf, shopper } from '../../testing/shopping.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { createUsersRepo } from '../auth/users.repo.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { createCouponsRepo } from './coupons.repo.ts';
import { createGiftsService } from './gifts.service.ts';

describe.each(testDatabases())('coupons on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    await t.db.execute(sql`
      insert into coupons (code, kind, value, min_order_fils, max_uses, max_uses_per_user, expires_at, starts_at) values
        ('WELCOME10', 'percent', 10, 0, null, 1, null, now() - interval '1 day'),
        ('BIG50', 'fixed', 5000, 30000, null, 5, null, now() - interval '1 day'),
        ('ONLYONE', 'fixed', 1000, 0, 1, 1, null, now() - interval '1 day'),
        ('OLD', 'percent', 20, 0, null, 1, now() - interval '1 hour', now() - interval '2 days'),
        ('LATER', 'percent', 20, 0, null, 1, null, now() + interval '1 day')`);
  });
  afterAll(() => t?.close());

  async function shopperWithCart(qty = 1) {
    const account = await signUp(t);
    const me = shopper(t, account.headers);
    await me.add(
      (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= qty)!,
      qty,
    );
    return { ...account, me };
  }
  const check = async (me: ReturnType<typeof shopper>, code: string) =>
    (await me.call('POST', '/check-available-coupon', { coupon_id: code })).json() as CheckCouponResponse;

  it('lists the coupons a user may use now, and says what one takes off the cart', async () => {
    const { me } = await shopperWithCart(2);
    const offers = (await me.call('GET', '/coupons')).json() as CouponOffer[];
    expect(offers.map((o) => o.name).sort()).toEqual(['BIG50', 'ONLYONE', 'WELCOME10']);
    const cart = await me.cart((await me.call('GET', '/auth/me')).json().id);
    const goods = cart.status === 200 ? cart.data.summary.subtotal - cart.data.summary.offer_discount : 0;
    const welcome = await check(me, 'welcome10');
    expect(welcome).toEqual({
      status: 200,
      message: ORDER_MESSAGES.couponApplied,
      coupon_value: Math.round(goods * 10) / 100,
      name: 'WELCOME10',
    });
    expect(await check(me, 'old')).toEqual({ status: 400, message: ORDER_MESSAGES.couponExpired });
    expect(await check(me, 'later')).toEqual({ status: 400, message: ORDER_MESSAGES.couponUnknown });
    expect(await check(me, 'nope')).toEqual({ status: 400, message: ORDER_MESSAGES.couponUnknown });
    expect((await check(me, 'big50')).status).toBe(400);
    expect(((await check(me, 'big50')) as { message: string }).message).toMatch(/at least AED 300\.00/);
  });

  it('answers a code no coupon could have (a NUL character, too long) as not valid, in the check and in the order', async () => {
    const { me } = await shopperWithCart();
    for (const code of ['WEL\u0000COME10', 'X'.repeat(41)]) {
      const checked = await me.call('POST', '/check-available-coupon', { coupon_id: code });
      expect(checked.statusCode, code).toBe(400);
      expect(checked.json().error).toBe(ORDER_MESSAGES.couponUnknown);
      const ordered = await me.call('POST', '/auth/make-order', {
        fulfilment: 'pickup',
        slot: await me.slot('pickup'),
        coupon: code,
      });
      expect(ordered.statusCode, code).toBe(400);
    }
  });

  it("holds a coupon to its limits in all and per user, and takes it off the order's total", async () => {
    const first = await shopperWithCart();
    await first.me.uploadEid();
    const placed = await first.me.call('POST', '/auth/make-order', {
      address_id: await first.me.address(),
      slot: await first.me.slot(),
      coupon: 'ONLYONE',
    });
    expect(placed.statusCode).toBe(201);
    const detail = (await first.me.call('GET', `/auth/order-detail/${placed.headers['x-order-number']}`)).json();
    expect(detail.coupon_discount).toBe(10);
    expect(detail.total_amount).toBeCloseTo(detail.subtotal - detail.offer_discount - 10 + detail.shipping, 2);

    const second = await shopperWithCart();
    expect(await check(second.me, 'ONLYONE')).toEqual({ status: 400, message: ORDER_MESSAGES.couponUsedUp });
    await second.me.uploadEid();
    const refused = await second.me.call('POST', '/auth/make-order', {
      address_id: await second.me.address(),
      slot: await second.me.slot(),
      coupon: 'ONLYONE',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(ORDER_MESSAGES.couponUsedUp);

    // WELCOME10 once per user.
    await first.me.add(
      (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 1)!,
      1,
    );
    expect(
      (
        await first.me.call('POST', '/auth/make-order', {
          address_id: await first.me.address(),
          slot: await first.me.slot(),
          coupon: 'WELCOME10',
        })
      ).statusCode,
    ).toBe(201);
    await first.me.add(
      (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 1)!,
      1,
    );
    expect(await check(first.me, 'WELCOME10')).toEqual({ status: 400, message: ORDER_MESSAGES.couponUsedUp });
  });
});

describe.each(testDatabases())('birthday and anniversary gifts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('gives each celebrant one personal coupon a year, however many runs race, and tells them', async () => {
    const today = new Date('2027-03-14T08:00:00Z');
    const birthday = await signUp(t, userForm({ dob: '1990-03-14' }));
    const anniversary = await signUp(t, userForm({ dob: '1985-07-01', anniversary_date: '2015-03-14' }));
    const leap = await signUp(t, userForm({ dob: '1992-02-29' }));
    await signUp(t, userForm({ dob: '1990-03-15' }));
    const gifts = () =>
      createGiftsService({
        transaction: unitOfWork(t.db, createCouponsRepo),
        celebrating: createUsersRepo(t.db).celebrating,
        notifier: notifierFromEnv(t.env),
        onDeliveryError: () => {},
      });
    const given = await Promise.all([gifts().giveDue(today), gifts().giveDue(today), gifts().giveDue(today)]);
    expect(given.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await gifts().giveDue(new Date('2027-03-14T19:00:00Z'))).toBe(0);
    // 28 February 2027 (no 29th that year) is the leap-day birthday.
    expect(await gifts().giveDue(new Date('2027-02-28T10:00:00Z'))).toBe(1);

    const coupons = await queryRows<{ user_id: number; code: string; kind: string; value: number; max_uses: number }>(
      t.db,
      sql`select user_id, code, kind, value, max_uses from coupons order by id`,
    );
    expect(coupons.map((c) => c.user_id).sort()).toEqual([birthday.user.id, anniversary.user.id, leap.user.id].sort());
    expect(coupons.every((c) => /^GIFT-[A-Z2-9]{10}$/.test(c.code) && c.kind === 'percent' && c.max_uses === 1)).toBe(
      true,
    );
    // The gift is the celebrant's own: another account cannot use it.
    const mine = coupons.find((c) => c.user_id === birthday.user.id)!.code;
    const other = shopper(t, anniversary.headers);
    expect(
      ((await other.call('POST', '/check-available-coupon', { coupon_id: mine })).json() as CheckCouponResponse).status,
    ).toBe(400);
    await expect
      .poll(async () => (await readOutbox(t.env.DATA_DIR)).filter((m) => m.purpose === 'gift').length)
      .toBe(6);
  });

  it('leaves no claim when the coupon cannot be written, so the next run gives the gift', async () => {
    const today = new Date('2027-05-20T08:00:00Z');
    const celebrant = await signUp(t, userForm({ dob: '1991-05-20' }));
    const gifts = (failing: boolean) =>
      createGiftsService({
        transaction: unitOfWork(t.db, (tx) => ({
          ...createCouponsRepo(tx),
          ...(failing && {
            insert: async () => {
              throw new Error('the coupon could not be written');
            },
          }),
        })),
        celebrating: createUsersRepo(t.db).celebrating,
        notifier: notifierFromEnv(t.env),
        onDeliveryError: () => {},
      });
    await expect(gifts(true).giveDue(today)).rejects.toThrow('the coupon could not be written');
    expect(await gifts(false).giveDue(today)).toBe(1);
    const mine = await queryRows(t.db, sql`select 1 from coupons where user_id = ${celebrant.user.id}`);
    expect(mine).toHaveLength(1);
  });
});
