import { COUPON_MESSAGES, ORDER_MESSAGES, shopToday, type CouponDetail, type StaffCoupon } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../../testing/accounts.ts';
import { shelf, shopper } from '../../testing/shopping.ts';
import { auditOf, staffKey } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';

const today = shopToday(new Date());
const coupon = (overrides: Record<string, unknown> = {}) => ({
  code: 'spring10',
  description: 'Ten percent off, spring only',
  kind: 'percent',
  value: 10,
  max_discount: 50,
  min_order: 100,
  starts_on: today,
  ends_on: '2099-12-31',
  max_uses: 100,
  max_uses_per_customer: 2,
  first_order_only: false,
  category_ids: [],
  ...overrides,
});

describe.each(testDatabases())('staff coupons on %s', (kind) => {
  let t: TestApp;
  let manager: Record<string, string>;
  let wineId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    manager = { authorization: `Bearer ${await staffKey(t, 'manager')}` };
    [{ id: wineId }] = (await queryRows<{ id: number }>(t.db, sql`select id from categories where route = 'wine'`)) as [
      { id: number },
    ];
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = manager) =>
    t.app.inject({ method, url: `/api/v1/staff${url}`, headers, ...(payload && { payload }) });

  it('refuses every call to a role without coupons:write (editor, support, fulfilment), and to nobody', async () => {
    const [made] = [(await call('POST', '/coupons', coupon({ code: 'ROLES1' }))).json() as StaffCoupon];
    for (const role of ['editor', 'support', 'fulfilment'] as const) {
      const headers = { authorization: `Bearer ${await staffKey(t, role)}` };
      const answers = await Promise.all([
        call('GET', '/coupons', undefined, headers),
        call('GET', '/coupons/categories', undefined, headers),
        call('GET', `/coupons/${made!.id}`, undefined, headers),
        call('POST', '/coupons', coupon({ code: 'NOPE1' }), headers),
        call('PUT', `/coupons/${made!.id}`, coupon({ code: 'ROLES1', value: 50 }), headers),
        call('PUT', `/coupons/${made!.id}/active`, { active: false }, headers),
      ]);
      expect(
        answers.map((a) => a.statusCode),
        role,
      ).toEqual([403, 403, 403, 403, 403, 403]);
    }
    expect((await call('GET', '/coupons', undefined, {})).statusCode).toBe(401);
    expect((await call('POST', '/coupons', coupon({ code: 'NOPE2' }), {})).statusCode).toBe(401);
    const [{ n }] = (await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from coupons where code like 'NOPE%' or value = 50`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('makes a coupon with every rule, its code upper-case and unique whatever the case, audited', async () => {
    const res = await call('POST', '/coupons', coupon({ category_ids: [wineId], first_order_only: true }));
    expect(res.statusCode).toBe(201);
    const made = res.json() as StaffCoupon;
    expect(made).toMatchObject({
      code: 'SPRING10',
      kind: 'percent',
      value: 10,
      max_discount: 50,
      min_order: 100,
      starts_on: today,
      ends_on: '2099-12-31',
      max_uses: 100,
      max_uses_per_customer: 2,
      first_order_only: true,
      categories: [{ id: wineId, name: 'Wine' }],
      customer: null,
      active: true,
      state: 'live',
      uses: 0,
    });
    const again = await call('POST', '/coupons', coupon({ code: 'Spring10' }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code).toEqual([COUPON_MESSAGES.codeTaken]);
    const [entry] = await auditOf(t, 'coupon', made.id);
    expect(entry).toMatchObject({ action: 'coupon.create', before: null });
    expect(entry!.after).toMatchObject({ code: 'SPRING10', max_discount_fils: 5000, min_order_fils: 10_000 });
  });

  it('reports each bad field on that field, with its message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'ab' }, 'code', COUPON_MESSAGES.codeLength],
      [{ code: 'X'.repeat(41) }, 'code', COUPON_MESSAGES.codeLength],
      [{ code: 'TEN OFF' }, 'code', COUPON_MESSAGES.codeCharacters],
      [{ code: 12 }, 'code', COUPON_MESSAGES.codeLength],
      [{ description: 'x'.repeat(201) }, 'description', COUPON_MESSAGES.descriptionTooLong],
      [{ description: 'two\nlines' }, 'description', COUPON_MESSAGES.descriptionUnreadable],
      [{ kind: 'bogof' }, 'kind', COUPON_MESSAGES.kind],
      [{ value: 0 }, 'value', COUPON_MESSAGES.percentValue],
      [{ value: 101 }, 'value', COUPON_MESSAGES.percentValue],
      [{ value: 12.5 }, 'value', COUPON_MESSAGES.percentValue],
      [{ value: 'ten' }, 'value', COUPON_MESSAGES.value],
      [{ value: null }, 'value', COUPON_MESSAGES.value],
      [{ kind: 'fixed', max_discount: null, value: 0 }, 'value', COUPON_MESSAGES.fixedValue],
      [{ kind: 'fixed', max_discount: null, value: 10.005 }, 'value', COUPON_MESSAGES.fixedValue],
      [{ kind: 'fixed', max_discount: null, value: 10_001 }, 'value', COUPON_MESSAGES.fixedValue],
      [{ kind: 'fixed', value: 20 }, 'max_discount', COUPON_MESSAGES.maxDiscountFixed],
      [{ max_discount: 0 }, 'max_discount', COUPON_MESSAGES.maxDiscount],
      [{ max_discount: 1.001 }, 'max_discount', COUPON_MESSAGES.maxDiscount],
      [{ min_order: -1 }, 'min_order', COUPON_MESSAGES.minOrder],
      [{ min_order: 100_001 }, 'min_order', COUPON_MESSAGES.minOrder],
      [{ starts_on: '2026-02-30' }, 'starts_on', COUPON_MESSAGES.startsOn],
      [{ starts_on: 'tomorrow' }, 'starts_on', COUPON_MESSAGES.startsOn],
      [{ ends_on: '31/12/2099' }, 'ends_on', COUPON_MESSAGES.endsOn],
      [{ starts_on: '2030-01-02', ends_on: '2030-01-01' }, 'ends_on', COUPON_MESSAGES.endsBeforeStart],
      [{ max_uses: 0 }, 'max_uses', COUPON_MESSAGES.maxUses],
      [{ max_uses: 2.5 }, 'max_uses', COUPON_MESSAGES.maxUses],
      [{ max_uses: 1_000_001 }, 'max_uses', COUPON_MESSAGES.maxUses],
      [{ max_uses_per_customer: 0 }, 'max_uses_per_customer', COUPON_MESSAGES.maxUsesPerCustomer],
      [{ max_uses_per_customer: null }, 'max_uses_per_customer', COUPON_MESSAGES.maxUsesPerCustomer],
      [{ first_order_only: 'yes' }, 'first_order_only', COUPON_MESSAGES.firstOrderOnly],
      [{ category_ids: 'wine' }, 'category_ids', COUPON_MESSAGES.categories],
      [{ category_ids: Array.from({ length: 51 }, (_, i) => i + 1) }, 'category_ids', COUPON_MESSAGES.categories],
      [{ category_ids: [wineId, wineId] }, 'category_ids', COUPON_MESSAGES.categoryRepeated],
      [{ category_ids: [0] }, 'category_ids.0', 'category_ids must be a positive id.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await call('POST', '/coupons', coupon({ code: 'BADFIELD', ...change }));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(change)).toContain(message);
    }
    const unknown = await call('POST', '/coupons', coupon({ code: 'BADFIELD', category_ids: [999_999] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.category_ids).toEqual([COUPON_MESSAGES.categoryUnknown]);
    // Several fields wrong: each is told (the body and the database's checks alike).
    const many = await call('POST', '/coupons', coupon({ code: 'SPRING10', category_ids: [999_999] }));
    expect(Object.keys(many.json().errors).sort()).toEqual(['category_ids', 'code']);
    const [{ n }] = (await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from coupons where code = 'BADFIELD'`,
    )) as [{ n: number }];
    expect(n).toBe(0);
    expect((await call('GET', '/coupons/0')).statusCode).toBe(400);
    expect((await call('GET', '/coupons/999999')).statusCode).toBe(404);
    expect((await call('PUT', '/coupons/999999', coupon({ code: 'GHOST' }))).statusCode).toBe(404);
    expect((await call('PUT', '/coupons/999999/active', { active: false })).statusCode).toBe(404);
    expect((await call('GET', '/coupons?state=gone')).json().errors.state).toEqual([COUPON_MESSAGES.state]);
    expect((await call('GET', `/coupons?search=${'x'.repeat(101)}`)).json().errors.search).toEqual([
      COUPON_MESSAGES.searchTooLong,
    ]);
  });

  it('deactivates a coupon (shoppers are refused at once), reactivates it, and lists the orders that used it', async () => {
    const made = (
      await call(
        'POST',
        '/coupons',
        coupon({ code: 'USED5', kind: 'fixed', value: 5, max_discount: null, min_order: 0 }),
      )
    ).json() as StaffCoupon;
    const { headers } = await signUp(t);
    const me = shopper(t, headers);
    await me.add(
      (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 1)!,
      1,
    );
    const check = async () => (await me.call('POST', '/check-available-coupon', { coupon_id: 'used5' })).json();

    expect((await call('PUT', `/coupons/${made.id}/active`, { active: false })).json()).toMatchObject({
      active: false,
      state: 'inactive',
    });
    expect(await check()).toEqual({ status: 400, message: ORDER_MESSAGES.couponUnknown });
    expect((await call('PUT', `/coupons/${made.id}/active`, { active: true })).json().state).toBe('live');
    expect((await check()).status).toBe(200);
    expect((await auditOf(t, 'coupon', made.id)).map((e) => e.action)).toEqual([
      'coupon.create',
      'coupon.deactivate',
      'coupon.reactivate',
    ]);

    await me.uploadEid();
    const placed = await me.call('POST', '/auth/make-order', {
      address_id: await me.address(),
      slot: await me.slot(),
      coupon: 'Used5',
    });
    expect(placed.statusCode).toBe(201);
    const detail = (await call('GET', `/coupons/${made.id}`)).json() as CouponDetail;
    expect(detail.coupon.uses).toBe(1);
    expect(detail.uses).toEqual([
      expect.objectContaining({ order_number: placed.headers['x-order-number'], discount: 5, state: 'placed' }),
    ]);
    // A used coupon keeps its code; its other rules can change, audited with before and after.
    const renamed = await call(
      'PUT',
      `/coupons/${made.id}`,
      coupon({ code: 'USED6', kind: 'fixed', value: 5, max_discount: null }),
    );
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.code).toEqual([COUPON_MESSAGES.codeUsed]);
    const changed = await call(
      'PUT',
      `/coupons/${made.id}`,
      coupon({ code: 'used5', kind: 'fixed', value: 7.5, max_discount: null, max_uses: 1 }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ code: 'USED5', value: 7.5, max_uses: 1, uses: 1, state: 'used_up' });
    const entries = await auditOf(t, 'coupon', made.id);
    expect(entries.at(-1)).toMatchObject({ action: 'coupon.update' });
    expect(entries.at(-1)!.before).toMatchObject({ value: 500 });
    expect(entries.at(-1)!.after).toMatchObject({ value: 750, max_uses: 1 });
  });

  it('lists coupons newest first, searched by code or description, kept to a state, paged', async () => {
    for (let i = 0; i < 27; i++)
      await call('POST', '/coupons', coupon({ code: `BULK${i}`, description: `bulk batch ${i}` }));
    await call('POST', '/coupons', coupon({ code: 'LATER1', starts_on: '2099-01-01', ends_on: null }));
    const first = (await call('GET', '/coupons?search=bulk')).json();
    expect(first).toMatchObject({ total: 27, current_page: 1, last_page: 2, per_page: 25 });
    expect(first.data[0].code).toBe('BULK26');
    expect((await call('GET', '/coupons?search=BATCH 3&page=1')).json().data.map((c: StaffCoupon) => c.code)).toEqual([
      'BULK3',
    ]);
    expect((await call('GET', '/coupons?search=bulk&page=2')).json().data).toHaveLength(2);
    expect((await call('GET', '/coupons?state=scheduled')).json().data.map((c: StaffCoupon) => c.code)).toEqual([
      'LATER1',
    ]);
    expect((await call('GET', '/coupons?search=100%25')).json().total).toBe(0);
    const categories = (await call('GET', '/coupons/categories')).json();
    expect(categories).toContainEqual({ id: wineId, name: 'Wine', parent_id: null });
  });
});
