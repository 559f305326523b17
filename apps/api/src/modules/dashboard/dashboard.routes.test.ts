import type { StaffDashboard } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../testing/accounts.ts';
import { shelf, shopper } from '../../testing/shopping.ts';
import { staffKey, staffPerson, staffSignIn, verifyAgeOf } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';

describe.each(testDatabases())('the back office dashboard on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '0', LOW_STOCK_THRESHOLD: '1000' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
  });
  afterAll(() => t?.close());

  const dashboard = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/staff/dashboard', headers })).json() as StaffDashboard;
  const bearer = async (role: 'manager' | 'fulfilment' | 'support') => ({
    authorization: `Bearer ${await staffKey(t, role)}`,
  });

  it("counts today's orders by state, orders awaiting an ID check, and revenue with its VAT once delivered", async () => {
    const manager = await bearer('manager');
    const before = await dashboard(manager);
    const { headers, user } = await signUp(t);
    const me = shopper(t, headers);
    await me.add(
      (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 2)!,
      2,
    );
    await me.uploadEid();
    const placed = await me.call('POST', '/auth/make-order', { address_id: await me.address(), slot: await me.slot() });
    const number = placed.headers['x-order-number'] as string;
    const waiting = await dashboard(manager);
    expect(waiting.orders!.today_by_state.placed).toBe(before.orders!.today_by_state.placed + 1);
    expect(waiting.orders!.awaiting_id_check).toBe(before.orders!.awaiting_id_check + 1);

    await verifyAgeOf(t, user.id);
    for (const state of ['confirmed', 'packed', 'out_for_delivery', 'delivered'])
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/orders/${number}/state`,
        headers: manager,
        payload: { state, id_checked: true },
      });
    const order = (await me.call('GET', `/auth/order-detail/${number}`)).json() as {
      total_amount: number;
      vat: number;
    };
    const after = await dashboard(manager);
    expect(after.orders!.awaiting_id_check).toBe(before.orders!.awaiting_id_check);
    expect(after.orders!.today_by_state.delivered).toBe(before.orders!.today_by_state.delivered + 1);
    expect(after.orders!.revenue_today.orders).toBe(before.orders!.revenue_today.orders + 1);
    expect(after.orders!.revenue_today.total).toBeCloseTo(before.orders!.revenue_today.total + order.total_amount, 2);
    expect(after.orders!.revenue_today.vat).toBeCloseTo(before.orders!.revenue_today.vat + order.vat, 2);
    expect(after.orders!.revenue_7_days.total).toBeGreaterThanOrEqual(after.orders!.revenue_today.total);
    expect(after.low_stock).toMatchObject({ threshold: 1000 });
    expect(after.low_stock!.sizes).toBeGreaterThan(0);
  });

  it('shows each role only the areas it may see', async () => {
    const fulfilment = await dashboard(await bearer('fulfilment'));
    expect(fulfilment.orders).not.toBeNull();
    expect(fulfilment.low_stock).not.toBeNull();
    expect(fulfilment.pending_comments).toBeNull();
    expect(fulfilment.quotations_to_answer).toBeNull();
    const support = await dashboard(await bearer('support'));
    expect(support.low_stock).toBeNull();
    expect(support.pending_comments).toEqual(expect.any(Number));
    expect(support.quotations_to_answer).toEqual(expect.any(Number));
    const owner = await dashboard((await staffSignIn(t, await staffPerson(t, 'owner'))).headers);
    expect(Object.values(owner).every((part) => part !== null)).toBe(true);
  });
});
