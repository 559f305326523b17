import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { OrderDetail } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.ts';
import { readOutbox } from '../../notifier/outbox.ts';
import { signUp } from '../../testing/accounts.ts';
import { shelf, shopper } from '../../testing/shopping.ts';
import { auditOf as auditOfEntity, staffKey, staffPerson, staffSignIn, verifyAgeOf } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';

const COMMAND = path.resolve(import.meta.dirname, '../../commands/order-status.ts');

describe('the order staff call', () => {
  let t: TestApp;
  /** A fulfilment service account's key: the role that moves orders day to day. */
  let fulfilment: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    fulfilment = { authorization: `Bearer ${await staffKey(t, 'fulfilment')}` };
  });
  afterAll(() => t?.close());

  /** A shopper's order, its buyer's age verified by a manager (as the back office does before confirming). */
  async function placeOrder() {
    const { headers, user } = await signUp(t);
    const me = shopper(t, headers);
    await me.add(
      (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 1)!,
      1,
    );
    await me.uploadEid();
    const res = await me.call('POST', '/auth/make-order', { address_id: await me.address(), slot: await me.slot() });
    const number = res.headers['x-order-number'] as string;
    await verifyAgeOf(t, user.id);
    const detail = async () => (await me.call('GET', `/auth/order-detail/${number}`)).json() as OrderDetail;
    return { me, number, id: (await detail()).id, detail };
  }

  /** A staff move; a delivery comes with the courier's ID check ticked. */
  const move = (order: string, state: string, headers: Record<string, string> = fulfilment) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/orders/${order}/state`,
      headers,
      payload: { state, ...(state === 'delivered' && { id_checked: true }) },
    });
  const auditOf = (orderId: number) => auditOfEntity(t, 'order', orderId);

  it('moves an order along the allowed transitions only, keeps the timeline, audits and tells the customer', async () => {
    const { id, number, detail } = await placeOrder();
    expect((await move(number, 'delivered')).statusCode).toBe(409);
    for (const state of ['confirmed', 'packed', 'out_for_delivery', 'delivered'])
      expect((await move(number, state)).statusCode, state).toBe(200);
    const done = await detail();
    expect(done.timeline.map((e) => e.state)).toEqual([
      'placed',
      'confirmed',
      'packed',
      'out_for_delivery',
      'delivered',
    ]);
    expect(done).toMatchObject({ state: 'delivered', status: 'ORDERDELIVERED', can_cancel: false });
    // Each move, and only the moves made, is in the audit log under the service account that made it.
    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['order.move', { state: 'placed', version: 1 }, { state: 'confirmed', version: 2 }],
      ['order.move', { state: 'confirmed', version: 2 }, { state: 'packed', version: 3 }],
      ['order.move', { state: 'packed', version: 3 }, { state: 'out_for_delivery', version: 4 }],
      ['order.move', { state: 'out_for_delivery', version: 4 }, { state: 'delivered', version: 5, id_checked: true }],
    ]);
    for (const entry of entries) {
      expect(entry.actor).toMatch(/^fulfilment bot <.+> \(fulfilment\)$/);
      expect(entry.staffId).toEqual(expect.any(Number));
      expect(entry.requestId).toEqual(expect.any(String));
    }
    // The customer hears of it by e-mail and SMS (sent in the background).
    await expect
      .poll(
        async () =>
          (await readOutbox(t.env.DATA_DIR)).filter((m) => m.text.includes(number) && m.text.includes('delivered'))
            .length,
      )
      .toBe(2);
    expect((await move(number, 'cancelled')).statusCode).toBe(409);
    expect(await auditOf(id)).toHaveLength(4);
  });

  it('answers only to staff whose role may move orders', async () => {
    const { id, number, detail } = await placeOrder();
    const customer = await signUp(t);
    const refusals: Array<[Record<string, string>, number, string]> = [
      [{}, 401, 'STAFF_LOGIN_REQUIRED'],
      // A customer's session is no staff credential, and neither is a key nobody was given.
      [customer.headers, 401, 'STAFF_ONLY'],
      [{ authorization: `Bearer sk_${'A'.repeat(43)}` }, 401, 'STAFF_SESSION_INVALID'],
      // Support reads orders but does not move them.
      [{ authorization: `Bearer ${await staffKey(t, 'support')}` }, 403, 'STAFF_FORBIDDEN'],
    ];
    for (const [headers, status, code] of refusals) {
      const res = await move(number, 'confirmed', headers);
      expect(res.statusCode, code).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect((await detail()).state).toBe('placed');
    expect(await auditOf(id)).toEqual([]);
  });

  it("takes a signed-in person's session too, with the CSRF token on the write, and audits them by name", async () => {
    const { id, number } = await placeOrder();
    const person = await staffPerson(t, 'manager');
    const session = await staffSignIn(t, person);
    // The cookie alone could be a forged cross-site request: refused, nothing moves.
    const forged = await move(number, 'confirmed', { cookie: session.cookie });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('CSRF_FAILED');
    expect((await move(number, 'confirmed', session.headers)).statusCode).toBe(200);
    expect(await auditOf(id)).toMatchObject([
      { staffId: person.id, actor: `manager person <${person.email}> (manager)`, action: 'order.move' },
    ]);
  });

  it('is driven by `npm run order:status` with a service key, which prints the timeline', async () => {
    const { id, number } = await placeOrder();
    const { port } = t.app.server.address() as AddressInfo;
    const env = {
      ...process.env,
      STAFF_API_KEY: await staffKey(t, 'fulfilment'),
      SHOP_URL: `http://127.0.0.1:${port}`,
      INIT_CWD: t.env.DATA_DIR,
    };
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', COMMAND, number, 'confirmed', 'Checked', 'by', 'phone'],
      { env },
    );
    expect(stdout).toMatch(new RegExp(`^${number}: confirmed\\n.*Placed\\n.*Confirmed\\n$`, 's'));
    // The note travels with the move into the audit log.
    expect(await auditOf(id)).toMatchObject([{ after: { state: 'confirmed', note: 'Checked by phone' } }]);
    const refused = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', COMMAND, number, 'delivered', '--id-checked'],
      { env },
    ).catch((err: { code: number; stderr: string }) => err);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/cannot become delivered/) });
  }, 60_000);
});

describe('the retired STAFF_TOKEN', () => {
  it('stops the configuration from loading, and names what replaces it', () => {
    // A shop or command still given the old shared secret must not start believing it guards anything.
    expect(() => parseEnv({ STAFF_TOKEN: 'staff-secret-for-the-order-tooling-tests' })).toThrow(
      /STAFF_TOKEN: STAFF_TOKEN is retired: .*STAFF_API_KEY/,
    );
    // Left empty (`STAFF_TOKEN=` in an old .env) it is not set: nothing to refuse.
    expect(() => parseEnv({ STAFF_TOKEN: '' })).not.toThrow();
  });
});

describe('the tax invoice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { CATALOG_POLL_MS: '0', SHOP_TRN: '100123456700003' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
  });
  afterAll(() => t?.close());

  it("is a PDF of the customer's own order with the seller's TRN, the lines, the totals and the VAT", async () => {
    const { headers } = await signUp(t);
    const me = shopper(t, headers);
    const wines = (await shelf(t, 'wine')).filter((w) => w.price_variation[0]!.stock >= 2);
    await me.add(wines[0]!, 2);
    await me.add(wines[1]!, 1);
    await me.uploadEid();
    const number = (
      await me.call('POST', '/auth/make-order', { address_id: await me.address(), slot: await me.slot() })
    ).headers['x-order-number'] as string;
    const res = await me.call('GET', `/auth/orders/${number}/invoice`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await signUp(t);
    expect((await shopper(t, other.headers).call('GET', `/auth/orders/${number}/invoice`)).statusCode).toBe(404);
  });
});
