import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { OrderDetail } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../notifier/outbox.ts';
import { signUp } from '../../testing/accounts.ts';
import { shelf, shopper } from '../../testing/shopping.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';

const STAFF_TOKEN = 'staff-secret-for-the-order-tooling-tests';
const COMMAND = path.resolve(import.meta.dirname, '../../commands/order-status.ts');

describe('the order tooling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { STAFF_TOKEN, CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t?.close());

  async function placeOrder() {
    const { headers } = await signUp(t);
    const me = shopper(t, headers);
    await me.add(
      (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 1)!,
      1,
    );
    await me.uploadEid();
    const res = await me.call('POST', '/auth/make-order', { address_id: await me.address(), slot: await me.slot() });
    return { me, number: res.headers['x-order-number'] as string };
  }

  const move = (order: string, state: string, token = STAFF_TOKEN) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/orders/${order}/state`,
      headers: { authorization: `Bearer ${token}` },
      payload: { state },
    });

  it('moves an order along the allowed transitions only, keeps the timeline and tells the customer', async () => {
    const { me, number } = await placeOrder();
    expect((await move(number, 'delivered')).statusCode).toBe(409);
    for (const state of ['confirmed', 'packed', 'out_for_delivery', 'delivered'])
      expect((await move(number, state)).statusCode, state).toBe(200);
    const detail = (await me.call('GET', `/auth/order-detail/${number}`)).json() as OrderDetail;
    expect(detail.timeline.map((e) => e.state)).toEqual([
      'placed',
      'confirmed',
      'packed',
      'out_for_delivery',
      'delivered',
    ]);
    expect(detail).toMatchObject({ state: 'delivered', status: 'ORDERDELIVERED', can_cancel: false });
    // The customer hears of it by e-mail and SMS (sent in the background).
    await expect
      .poll(
        async () =>
          (await readOutbox(t.env.DATA_DIR)).filter((m) => m.text.includes(number) && m.text.includes('delivered'))
            .length,
      )
      .toBe(2);
    expect((await move(number, 'cancelled')).statusCode).toBe(409);
  });

  it('answers only to the staff token', async () => {
    const { number } = await placeOrder();
    expect((await move(number, 'confirmed', 'not-the-staff-token-but-long-enough-xx')).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/staff/orders/${number}/state`,
          payload: { state: 'confirmed' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('is driven by `npm run order:status`, which prints the timeline', async () => {
    const { number } = await placeOrder();
    const { port } = t.app.server.address() as AddressInfo;
    const env = { ...process.env, STAFF_TOKEN, SHOP_URL: `http://127.0.0.1:${port}`, INIT_CWD: t.env.DATA_DIR };
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', COMMAND, number, 'confirmed', 'Checked', 'by', 'phone'],
      { env },
    );
    expect(stdout).toMatch(new RegExp(`^${number}: confirmed\\n.*Placed\\n.*Confirmed\\n$`, 's'));
    const refused = await promisify(execFile)(process.execPath, ['--import', 'tsx', COMMAND, number, 'delivered'], {
      env,
    }).catch((err: { code: number; stderr: string }) => err);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/cannot become delivered/) });
  }, 60_000);
});

describe('without a staff token', () => {
  it('has no staff calls at all', async () => {
    const t = await createTestApp('pglite');
    try {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/staff/orders/1/state',
            headers: { authorization: `Bearer ${STAFF_TOKEN}` },
            payload: { state: 'confirmed' },
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await t.close();
    }
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
