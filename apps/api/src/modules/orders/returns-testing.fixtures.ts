import type { OrderDetail } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../../testing/accounts.ts';
import { shelf, shopper } from '../../testing/shopping.ts';
import { staffHeaders, verifyAgeOf } from '../../testing/staff.ts';
import { createTestApp, type TestApp, type TestDatabaseKind } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { buttons, press } from '../payments/payments-testing.fixtures.ts';

/** The text an uncompressed pdfkit page shows (as invoice.test.ts reads it); the routes' PDFs are compressed. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { inflateSync } = await import('node:zlib');
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      return m[1]!;
    }
  });
  return streams
    .join('')
    .match(/<([0-9a-f]+)>/gi)!
    .map((h) => Buffer.from(h.slice(1, -1), 'hex').toString('latin1'))
    .join('');
}

/** A shop with card payment online (the stand-in gateway, no webhooks: the tests come back from the page). */
export function returnsTestApp(kind: TestDatabaseKind, env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp(kind, {
    env: {
      CATALOG_POLL_MS: '0',
      PAYMENT_PROVIDERS: 'cod,ngenius',
      PAYMENT_RECONCILE_MS: '200',
      // Short for the tests of a silent gateway, yet far beyond a local answer on a loaded machine.
      NGENIUS_TIMEOUT_MS: '3000',
      SHOP_TRN: '100123456700003',
      ...env,
    },
    seed: async (db) => {
      await seedCatalogFixture(db);
      // Every suite orders many times: enough of everything that no order runs out.
      await db.execute(sql`update price_variations set stock = 1000`);
    },
  });
}

/** Waits until a condition the database (or the gateway) answers holds: the background job runs on its own. */
export async function until(condition: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const one = async <T>(t: TestApp, query: ReturnType<typeof sql>) => (await queryRows<T>(t.db, query))[0]!;

/**
 * A customer's order of `qty` bottles of one wine and one of another, the buyer's age verified; `online` pays it by
 * card on the stand-in's page (and comes back, so it is placed), else cash on delivery.
 */
export async function orderOf(t: TestApp, options: { online?: boolean; qty?: number; coupon?: string } = {}) {
  const { headers, user } = await signUp(t);
  const me = shopper(t, headers);
  const [wine, other] = (await shelf(t, 'wine')).filter((w) => w.price_variation[0]!.stock >= 20);
  await me.add(wine!, options.qty ?? 3);
  await me.add(other!, 1);
  await me.uploadEid();
  const res = await me.call('POST', '/auth/make-order', {
    address_id: await me.address(),
    slot: await me.slot(),
    ...(options.online && { payment: 'online' }),
    ...(options.coupon && { coupon: options.coupon }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const number = res.headers['x-order-number'] as string;
  if (options.online) {
    const page = res.json() as string;
    const html = await (await fetch(page)).text();
    const back = await press(buttons(html, page).Pay!, 'pay');
    const url = new URL(back.headers.get('location')!);
    await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: 'cellar.test' } });
  }
  await verifyAgeOf(t, user.id);
  const detail = async () => {
    const answer = await me.call('GET', `/auth/order-detail/${number}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as OrderDetail;
  };
  const { id } = await detail();
  return { me, user, number, id, detail, wine: wine!, other: other! };
}

/** A staff move by a manager; a delivery comes with the courier's ID check ticked. */
export async function moveAs(t: TestApp, number: string, state: string) {
  const payload = { state, ...(state === 'delivered' && { id_checked: true }) };
  return staffCall(t, 'POST', `/orders/${number}/state`, payload, 'manager');
}

/** Takes an order from placed to delivered, as the back office does. */
export async function deliver(t: TestApp, number: string): Promise<void> {
  for (const state of ['confirmed', 'packed', 'out_for_delivery', 'delivered'])
    expect((await moveAs(t, number, state)).statusCode, state).toBe(200);
}

type Role = 'manager' | 'support' | 'fulfilment' | 'editor';
const keys = new WeakMap<TestApp, Map<Role, Promise<Record<string, string>>>>();

/** A staff call below `/api/v1/staff`, as a service account of `role` (one per role and app). */
export async function staffCall(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  role: Role = 'support',
) {
  if (!keys.has(t)) keys.set(t, new Map());
  const mine = keys.get(t)!;
  if (!mine.has(role)) mine.set(role, staffHeaders(t, role));
  return t.app.inject({
    method,
    url: `/api/v1/staff${url}`,
    headers: await mine.get(role)!,
    ...(payload && { payload }),
  });
}

/** The order's refunds as stored. */
export function refundsOf(t: TestApp, orderId: number) {
  return queryRows<{ id: number; kind: string; state: string; method: string; amount_fils: number }>(
    t.db,
    sql`select id, kind, state, method, amount_fils from refunds where order_id = ${orderId} order by id`,
  );
}

export async function stateOf(t: TestApp, orderId: number): Promise<string> {
  return (await one<{ state: string }>(t, sql`select state from orders where id = ${orderId}`)).state;
}

export async function paymentOf(t: TestApp, orderId: number) {
  return one<{ reference: string; state: string; captured_fils: number; refunded_fils: number; amount_fils: number }>(
    t,
    sql`select reference, state, captured_fils, refunded_fils, amount_fils from order_payments where order_id = ${orderId}`,
  );
}
