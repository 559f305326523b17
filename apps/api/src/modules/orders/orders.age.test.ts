import { ORDER_MESSAGES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../../testing/accounts.ts';
import { shelf, shopper } from '../../testing/shopping.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';

/**
 * Issue 25, item 6 (c): only an account with a date of birth 21 or more years ago buys. A Google sign-in whose token
 * carries no birth date makes an account without one; it gives one before its first order.
 */
describe.each(testDatabases())('the age an order needs, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
  });
  afterAll(() => t?.close());

  it('refuses an account without a date of birth, or under 21, and takes one of age', async () => {
    const { headers, user } = await signUp(t);
    const me = shopper(t, headers);
    await me.add(
      (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 1)!,
      1,
    );
    await me.uploadEid();
    const order = async () =>
      me.call('POST', '/auth/make-order', { address_id: await me.address(), slot: await me.slot() });
    const setDob = (dob: string | null) => t.db.execute(sql`update users set dob = ${dob} where id = ${user.id}`);

    await setDob(null);
    const without = await order();
    expect(without.statusCode).toBe(422);
    expect(without.json().errors.dob).toEqual([ORDER_MESSAGES.needsDob]);

    const twentyYearsAgo = new Date(Date.now() - 20 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    await setDob(twentyYearsAgo);
    const young = await order();
    expect(young.statusCode).toBe(422);
    expect(young.json().error).toBe(ORDER_MESSAGES.underAge);

    await setDob('1990-05-20');
    expect((await order()).statusCode).toBe(201);
  });

  it('refuses an order from an account blocked while its session was still in use', async () => {
    const { headers, user } = await signUp(t);
    const me = shopper(t, headers);
    await me.add(
      (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 1)!,
      1,
    );
    await me.uploadEid();
    const address = await me.address();
    const slot = await me.slot();
    // Blocked behind the session's back (as a block committing while this request is under way): the order's own
    // transaction reads the account and refuses.
    await t.db.execute(sql`update users set blocked_at = now(), blocked_reason = 'abuse' where id = ${user.id}`);
    const res = await me.call('POST', '/auth/make-order', { address_id: address, slot });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_BLOCKED');
    const [orders] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from orders where user_id = ${user.id}`,
    );
    expect(orders!.n).toBe(0);
  });
});
