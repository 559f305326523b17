import { ORDER_MESSAGES, type StaffOrderDetail, type StaffOrderList } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { readOutbox } from '../../notifier/outbox.ts';
import { signUp } from '../../testing/accounts.ts';
import { shelf, shopper } from '../../testing/shopping.ts';
import { auditOf, staffKey, verifyAgeOf } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';

/** The back office's orders (issue 25, items 5 to 7): the queue, one order, proof of age and the rules of moves. */
describe.each(testDatabases())('staff orders on %s', (kind) => {
  let t: TestApp;
  let manager: Record<string, string>;
  let otherManager: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '0', ORDERS_EMAIL: 'orders@shop.test' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    manager = { authorization: `Bearer ${await staffKey(t, 'manager')}` };
    otherManager = { authorization: `Bearer ${await staffKey(t, 'manager')}` };
  });
  afterAll(() => t?.close());

  const stockOf = async (id: number) =>
    (await queryRows<{ stock: number }>(t.db, sql`select stock from price_variations where id = ${id}`))[0]!.stock;

  async function placeOrder(qty = 1) {
    const { headers, user, form } = await signUp(t);
    const me = shopper(t, headers);
    const wine = (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 5)!;
    await me.add(wine, qty);
    await me.uploadEid();
    const res = await me.call('POST', '/auth/make-order', { address_id: await me.address(), slot: await me.slot() });
    expect(res.statusCode).toBe(201);
    return {
      me,
      userId: user.id,
      form,
      number: res.headers['x-order-number'] as string,
      sizeId: wine.price_variation[0]!.id,
    };
  }
  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = manager) =>
    t.app.inject({ method, url: `/api/v1/staff${url}`, headers, ...(payload && { payload }) });
  const detail = async (number: string) => (await call('GET', `/orders/${number}`)).json() as StaffOrderDetail;
  const move = (number: string, payload: object, headers = manager) =>
    call('POST', `/orders/${number}/state`, payload, headers);

  it("confirms an order only once a staff member verified the buyer's Emirates ID, and shows it through a signed link", async () => {
    const { number, userId, form } = await placeOrder();
    const refused = await move(number, { state: 'confirmed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(ORDER_MESSAGES.ageNotVerified);

    const order = await detail(number);
    expect(order).toMatchObject({ state: 'placed', version: 1, customer: { id: userId, dob: form.dob } });
    expect(order.age.verified_until).toBeNull();
    const [doc] = order.age.documents;
    expect(doc).toMatchObject({ decision: 'pending' });

    const link = (await call('GET', `/id-documents/${doc!.id}/link`)).json() as { url: string };
    expect(link.url).toMatch(/^\/api\/v1\/staff\/id-documents\/\d+\/file\?expires=\d+&signature=/);
    const file = await t.app.inject({ method: 'GET', url: link.url, headers: manager });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\/|^application\/pdf/);
    expect(file.headers['cache-control']).toContain('no-store');
    // The link is its viewer's: another manager's, a changed one or one without its signature opens nothing.
    expect((await t.app.inject({ method: 'GET', url: link.url, headers: otherManager })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: link.url.replace(/expires=\d+/, 'expires=9999999999'),
          headers: manager,
        })
      ).statusCode,
    ).toBe(403);
    expect((await auditOf(t, 'eid', doc!.id)).map((e) => e.action)).toEqual(['eid.view']);

    const rejected = await call('POST', `/id-documents/${doc!.id}/decision`, {
      decision: 'rejected',
      reason: 'the photo is blurred',
    });
    expect(rejected.json()).toMatchObject({ decision: 'rejected', reason: 'the photo is blurred' });
    await expect
      .poll(
        async () => (await readOutbox(t.env.DATA_DIR)).filter((m) => m.text.includes('the photo is blurred')).length,
      )
      .toBe(2);
    expect((await move(number, { state: 'confirmed' })).statusCode).toBe(409);
    const expired = await call('POST', `/id-documents/${doc!.id}/decision`, {
      decision: 'verified',
      id_expires_on: '2020-01-01',
      name_and_dob_match: true,
    });
    expect(expired.statusCode).toBe(409);
    // An account under 21 is never proven by an ID, whatever the ID says.
    const young = new Date(Date.now() - 20 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    await t.db.execute(sql`update users set dob = ${young} where id = ${userId}`);
    const tooYoung = await call('POST', `/id-documents/${doc!.id}/decision`, {
      decision: 'verified',
      id_expires_on: '2031-05-01',
      name_and_dob_match: true,
    });
    expect(tooYoung.statusCode).toBe(409);
    await t.db.execute(sql`update users set dob = ${form.dob as string} where id = ${userId}`);
    const unticked = await call('POST', `/id-documents/${doc!.id}/decision`, {
      decision: 'verified',
      id_expires_on: '2031-05-01',
    });
    expect(unticked.statusCode).toBe(400);

    const verified = await call('POST', `/id-documents/${doc!.id}/decision`, {
      decision: 'verified',
      id_expires_on: '2031-05-01',
      name_and_dob_match: true,
    });
    expect(verified.json()).toMatchObject({ decision: 'verified', id_expires_on: '2031-05-01' });
    expect((await detail(number)).age.verified_until).toBe('2031-05-01');
    expect((await move(number, { state: 'confirmed' })).statusCode).toBe(200);
    expect((await auditOf(t, 'eid', doc!.id)).map((e) => e.action)).toEqual(['eid.view', 'eid.reject', 'eid.verify']);
    // Fulfilment may move orders but not check IDs.
    const fulfilment = { authorization: `Bearer ${await staffKey(t, 'fulfilment')}` };
    expect((await call('GET', `/id-documents/${doc!.id}/link`, undefined, fulfilment)).statusCode).toBe(403);
  });

  it("asks the customer for a new ID on the order's page after a rejection, and staff check the new one", async () => {
    const { me, number } = await placeOrder();
    const proof = async () => (await me.call('GET', `/auth/order-detail/${number}`)).json().age_proof;
    expect(await proof()).toEqual({ state: 'checking', reason: null });
    const [first] = (await detail(number)).age.documents;
    await call('POST', `/id-documents/${first!.id}/decision`, { decision: 'rejected', reason: 'the ID has expired' });
    expect(await proof()).toEqual({ state: 'rejected', reason: 'the ID has expired' });
    await expect
      .poll(async () => (await readOutbox(t.env.DATA_DIR)).find((m) => m.text.includes('the ID has expired'))?.text)
      .toContain(
        "upload a clear photo of a valid Emirates ID on your order's page, http://localhost:3000/account/orders",
      );

    await me.uploadEid();
    expect(await proof()).toEqual({ state: 'checking', reason: null });
    const [second, old] = (await detail(number)).age.documents;
    expect(second).toMatchObject({ decision: 'pending' });
    expect(old).toMatchObject({ id: first!.id, decision: 'rejected' });
    await call('POST', `/id-documents/${second!.id}/decision`, {
      decision: 'verified',
      id_expires_on: '2031-05-01',
      name_and_dob_match: true,
    });
    expect(await proof()).toEqual({ state: 'verified', reason: null });
    expect((await move(number, { state: 'confirmed' })).statusCode).toBe(200);
    // Past the ID check, the order waits for nothing of the customer's.
    expect(await proof()).toBeNull();
  });

  it('hands over only with the ID checked at the door, and a refusal gives the stock back exactly once', async () => {
    const { number, userId, sizeId } = await placeOrder(2);
    await verifyAgeOf(t, userId);
    const before = await stockOf(sizeId);
    for (const state of ['confirmed', 'packed', 'out_for_delivery'])
      expect((await move(number, { state })).statusCode, state).toBe(200);
    const unchecked = await move(number, { state: 'delivered' });
    expect(unchecked.statusCode).toBe(422);
    expect(unchecked.json().error).toBe(ORDER_MESSAGES.idCheckRequired);
    const noReason = await move(number, { state: 'refused' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().error).toBe(ORDER_MESSAGES.refusalReasonRequired);
    expect((await move(number, { state: 'refused', refusal_reason: 'drunk' })).statusCode).toBe(400);

    const refused = await move(number, { state: 'refused', refusal_reason: 'under_21' });
    expect(refused.statusCode).toBe(200);
    expect(await stockOf(sizeId)).toBe(before + 2);
    // Refused is final: neither a second refusal nor a delivery moves it, and the stock stays given back once.
    expect((await move(number, { state: 'refused', refusal_reason: 'no_id' })).statusCode).toBe(409);
    expect((await move(number, { state: 'delivered', id_checked: true })).statusCode).toBe(409);
    expect(await stockOf(sizeId)).toBe(before + 2);
    expect(await detail(number)).toMatchObject({ state: 'refused', refusal_reason: 'under_21' });
    await expect
      .poll(
        async () =>
          (await readOutbox(t.env.DATA_DIR)).filter((m) => m.text.includes(`${number} is now: refused`)).length,
      )
      .toBe(2);
  });

  it('lets one of two moves made at once win, and refuses a move made on an old version', async () => {
    const { number, userId } = await placeOrder();
    await verifyAgeOf(t, userId);
    const { version } = await detail(number);
    const [a, b] = await Promise.all([
      move(number, { state: 'confirmed', version }),
      move(number, { state: 'cancelled', version }, otherManager),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error).toMatch(/^The order changed meanwhile: it is now (confirmed|cancelled)\./);
    const stale = await move(number, { state: 'packed', version });
    expect(stale.statusCode).toBe(409);
    expect((await auditOf(t, 'order', (await detail(number)).id)).length).toBe(1);
  });

  it('lists the queue by tab, with counts, searches, filters and pages on the server', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    await verifyAgeOf(t, second.userId);
    const list = async (query: string) => (await call('GET', `/orders?${query}`)).json() as StaffOrderList;

    const waiting = await list('tab=awaiting_id&limit=100');
    expect(waiting.orders.map((o) => o.order_number)).toContain(first.number);
    expect(waiting.orders.map((o) => o.order_number)).not.toContain(second.number);
    const ready = await list('tab=new&limit=100');
    expect(ready.orders.find((o) => o.order_number === second.number)).toMatchObject({ age_verified: true, items: 1 });
    expect(ready.counts.awaiting_id).toBe(waiting.total);
    expect(ready.counts.new).toBe(ready.total);

    const byNumber = await list(`q=${first.number.toLowerCase()}`);
    expect(byNumber.orders.map((o) => o.order_number)).toEqual([first.number]);
    // A mobile as the customer says it: international, local with its 0, or only its ending.
    const mobile = String(second.form.mobile);
    const local = `0${mobile.slice(4, 6)} ${mobile.slice(6, 9)} ${mobile.slice(9)}`;
    for (const typed of [mobile.replace('+', ''), `00${mobile.slice(1)}`, local, mobile.slice(-7)]) {
      const byMobile = await list(`q=${encodeURIComponent(typed)}`);
      expect(
        byMobile.orders.map((o) => o.order_number),
        typed,
      ).toEqual([second.number]);
    }
    const byEmail = await list(`q=${encodeURIComponent(String(first.form.email).toUpperCase())}`);
    expect(byEmail.orders.map((o) => o.order_number)).toEqual([first.number]);
    expect((await list('q=nobody-orders-as-this')).total).toBe(0);
    expect((await list('fulfilment=pickup&tab=new')).orders.every((o) => o.fulfilment === 'pickup')).toBe(true);

    const all = await list('limit=100');
    const paged = await list('limit=1&page=2&sort=newest');
    expect(paged.orders[0]!.id).toBe(all.orders[1]!.id);
    expect(paged.pages).toBe(all.total);
    expect(all.newest_id).toBe(Math.max(...all.orders.map((o) => o.id)));
    expect((await list('sort=oldest&limit=1')).orders[0]!.id).toBe(Math.min(...all.orders.map((o) => o.id)));
    expect((await call('GET', '/orders?tab=everything')).statusCode).toBe(400);
    expect((await call('GET', '/orders?from=yesterday')).statusCode).toBe(400);
  });

  it('tells the shop of each new order, and prints its tax invoice and packing slip', async () => {
    const { number, userId } = await placeOrder();
    await expect
      .poll(
        async () =>
          (await readOutbox(t.env.DATA_DIR)).filter((m) => m.to === 'orders@shop.test' && m.text.includes(number))
            .length,
      )
      .toBe(1);
    for (const paper of ['invoice.pdf', 'packing-slip.pdf']) {
      const res = await call('GET', `/orders/${number}/${paper}`);
      expect(res.statusCode, paper).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    await verifyAgeOf(t, userId);
    expect((await move(number, { state: 'cancelled' })).statusCode).toBe(200);
    expect((await call('GET', `/orders/${number}/invoice.pdf`)).json().error).toBe(ORDER_MESSAGES.noInvoice);
    expect((await call('GET', `/orders/${number}/packing-slip.pdf`, undefined, {})).statusCode).toBe(401);
  });
});
