import { ACCOUNT_MESSAGES, CUSTOMER_MESSAGES, LOGIN_MESSAGES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { answerOf, latestCode, signUp, userForm } from '../../testing/accounts.ts';
import { shopper } from '../../testing/shopping.ts';
import { auditOf, staffKey, staffPerson, staffSignIn, verifyAgeOf } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';

type Headers = Record<string, string>;
const REASON = 'Chargebacks on three orders';

describe.each(testDatabases())('the staff customer calls on %s', (kind) => {
  let t: TestApp;
  /** A manager's service key: the role that reads and blocks customers. */
  let manager: Headers;
  let tag = 0;
  /** A name no other test's customer has, so a search finds exactly whom a test made. */
  const uniqueName = (what: string) => `${what} ${kind} ${++tag}x${process.pid}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = { authorization: `Bearer ${await staffKey(t, 'manager')}` };
  });
  afterAll(() => t?.close());

  const staffCall = (method: 'GET' | 'POST', url: string, payload?: object, headers: Headers = manager) =>
    t.app.inject({ method, url: `/api/v1/staff${url}`, headers, ...(payload && { payload }) });
  const search = (q: string, page?: number) =>
    staffCall('GET', `/customers?${new URLSearchParams({ q, ...(page && { page: String(page) }) })}`);
  const foundIds = async (q: string) => ((await search(q)).json().data as Array<{ id: number }>).map((c) => c.id);
  const block = (id: number, reason = REASON, headers = manager) =>
    staffCall('POST', `/customers/${id}/block`, { reason }, headers);
  const unblock = (id: number, reason = 'Paid back, appeal accepted', headers = manager) =>
    staffCall('POST', `/customers/${id}/unblock`, { reason }, headers);
  const me = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
  const passwordLogin = (form: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: form.email, password: form.password },
    });

  /** An order of the customer's, written as the orders module stores one: `total` AED, delivered. */
  async function orderOf(userId: number, total: number, eid: boolean, daysAgo: number) {
    const fils = total * 100;
    const [row] = await queryRows<{ id: number; order_number: string }>(
      t.db,
      sql`insert into orders (user_id, state, fulfilment, slot_start, slot_end, payment, customer_name, customer_email,
            subtotal_fils, offer_discount_fils, coupon_discount_fils, shipping_fils, total_fils, vat_fils,
            eid_provided, created_at)
          values (${userId}, 'delivered', 'delivery', now(), now() + interval '2 hours', 'cash', 'Layla Haddad',
            'layla@example.ae', ${fils}, 0, 0, 0, ${fils}, ${Math.round(fils / 21)}, ${eid},
            now() - make_interval(days => ${daysAgo}))
          returning id, order_number`,
    );
    return { id: Number(row!.id), orderNumber: row!.order_number };
  }

  it('finds a customer by part of the name or e-mail, the mobile as typed here, and the id', async () => {
    const form = userForm({ full_name: uniqueName('Zainab Karimi') });
    const { user } = await signUp(t, form);
    const mobile = String(form.mobile);
    const local = `0${mobile.slice(4, 6)} ${mobile.slice(6, 9)} ${mobile.slice(9)}`;
    for (const q of [
      String(form.full_name).toLowerCase().slice(7),
      String(form.email).toUpperCase().slice(0, -4),
      mobile,
      local,
      mobile.slice(-7),
      String(user.id),
    ])
      expect(await foundIds(q), q).toContain(user.id);
    // Wildcards are searched for as written: none of them matches every account.
    expect((await search('%')).json().total).toBe(0);
    expect((await search('_')).json().total).toBe(0);
  });

  it('pages the accounts a search finds, 25 a page, newest first', async () => {
    const name = uniqueName('Pager');
    await t.db.execute(sql`
      insert into users (user_type, full_name, created_at)
      select 'user', ${name} || ' #' || g, now() - make_interval(mins => 40 - g) from generate_series(1, 30) g`);
    const first = (await search(name)).json();
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 25, from: 1, to: 25, total: 30 });
    expect(first.data[0]).toMatchObject({ full_name: `${name} #30`, user_type: 'user', email: null, blocked: false });
    const second = (await search(name, 2)).json();
    expect(second).toMatchObject({ current_page: 2, from: 26, to: 30, total: 30 });
    expect(second.data.map((c: { full_name: string }) => c.full_name)).toEqual(
      [5, 4, 3, 2, 1].map((n) => `${name} #${n}`),
    );
    // No search lists everyone, newest first.
    const all = (await staffCall('GET', '/customers')).json();
    const times = (all.data as Array<{ created_at: string }>).map((c) => c.created_at);
    expect(times).toEqual(times.toSorted().reverse());
    expect(all).toMatchObject({ per_page: 25, total: expect.any(Number) });
    expect(all.total).toBeGreaterThanOrEqual(30);
  });

  it('shows a customer with their orders, addresses and age proof, and never a hash, code, token or session', async () => {
    const { user, form, headers, token } = await signUp(t, userForm({ full_name: uniqueName('Omar Nasser') }));
    await shopper(t, headers).address();
    await shopper(t, headers).uploadEid();
    const older = await orderOf(user.id, 250, true, 3);
    const newer = await orderOf(user.id, 120, false, 1);
    const res = await staffCall('GET', `/customers/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.customer).toMatchObject({
      id: user.id,
      full_name: form.full_name,
      email: form.email,
      mobile: form.mobile,
      dob: '1990-04-12',
      email_verified_at: expect.any(String),
      google_linked: false,
      blocked: false,
      blocked_at: null,
      blocked_reason: null,
    });
    expect(body.orders).toEqual([
      {
        id: newer.id,
        order_number: newer.orderNumber,
        created_at: expect.any(String),
        state: 'delivered',
        total_amount: 120,
        eid_provided: false,
      },
      {
        id: older.id,
        order_number: older.orderNumber,
        created_at: expect.any(String),
        state: 'delivered',
        total_amount: 250,
        eid_provided: true,
      },
    ]);
    expect(body.order_count).toBe(2);
    expect(body.addresses).toEqual([
      expect.objectContaining({ city: 'Dubai', address_line1: 'Villa 12, Street 4', is_default: true }),
    ]);
    expect(body.age_proof).toEqual({
      has_date_of_birth: true,
      emirates_id_provided: true,
      emirates_id_orders: 1,
      id_check: { state: 'checking', reason: null },
    });
    expect(res.body).not.toMatch(/password|hash|token|session|google_subject|argon2/i);
    expect(res.body).not.toContain(token);
    await verifyAgeOf(t, user.id);
    const checked = (await staffCall('GET', `/customers/${user.id}`)).json();
    expect(checked.age_proof.id_check).toEqual({ state: 'verified', reason: null });
  });

  it("blocks: the customer's sessions end at once, and every way of logging in is refused until an unblock", async () => {
    const { user, form, headers } = await signUp(t, userForm(), 'mobile');
    // The session is in the cache now: a block must reach it there too.
    expect((await me(headers)).statusCode).toBe(200);
    const blocked = await block(user.id, `  ${REASON}  `);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ id: user.id, blocked: true, blocked_reason: REASON });
    expect(blocked.json().blocked_at).toEqual(expect.any(String));

    expect((await me(headers)).statusCode).toBe(401);
    const order = await t.app.inject({ method: 'POST', url: '/api/v1/auth/make-order', headers, payload: {} });
    expect(order.statusCode).toBe(401);
    expect(order.json().code).toBe('SESSION_INVALID');

    const byPassword = answerOf(await passwordLogin(form));
    expect(byPassword).toMatchObject({ status: 403, body: { error: ACCOUNT_MESSAGES.accountBlocked } });
    expect(byPassword.body.token).toBeUndefined();
    // The code is sent as to anyone, and refused once it proved right.
    const mobile = String(form.mobile);
    await t.app.inject({ method: 'POST', url: '/api/v1/newLogin', payload: { mobile } });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the SMS leaves in the background
    const byCode = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verifyOTP',
      payload: { mobile, otp: await latestCode(t, mobile) },
    });
    expect(byCode.statusCode).toBe(403);
    expect(byCode.json()).toMatchObject({ error: ACCOUNT_MESSAGES.accountBlocked, code: 'ACCOUNT_BLOCKED' });

    // A session that escaped the block (started in the same instant) opens nothing either.
    await t.db.execute(sql`update sessions set revoked_at = null where user_id = ${user.id}`);
    expect((await me(headers)).statusCode).toBe(401);
    await t.db.execute(sql`update sessions set revoked_at = now() where user_id = ${user.id}`);

    const unblocked = await unblock(user.id);
    expect(unblocked.json()).toMatchObject({ blocked: false, blocked_at: null, blocked_reason: null });
    const again = answerOf(await passwordLogin(form));
    expect(again).toMatchObject({ status: 200, body: { message: LOGIN_MESSAGES.success } });
    expect((await me({ authorization: `Bearer ${again.body.token}` })).statusCode).toBe(200);
    // The sessions the block ended stay ended.
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('audits each block and unblock in its transaction: who, and the state and reason before and after', async () => {
    const person = await staffPerson(t, 'manager');
    const session = await staffSignIn(t, person);
    const { user } = await signUp(t);
    // The cookie alone could be a forged cross-site request: refused before anything is written.
    expect((await block(user.id, REASON, { cookie: session.cookie })).json().code).toBe('CSRF_FAILED');
    expect((await block(user.id, REASON, session.headers)).statusCode).toBe(200);
    // A second block, or an unblock of an account not blocked, changes nothing and records nothing.
    expect((await block(user.id, REASON, session.headers)).json()).toMatchObject({
      code: 'CONFLICT',
      error: CUSTOMER_MESSAGES.alreadyBlocked,
    });
    expect((await unblock(user.id, 'Appeal accepted', session.headers)).statusCode).toBe(200);
    const notBlocked = await unblock(user.id, 'Appeal accepted', session.headers);
    expect(notBlocked.statusCode).toBe(409);
    expect(notBlocked.json().error).toBe(CUSTOMER_MESSAGES.notBlocked);
    const entries = await auditOf(t, 'customer', user.id);
    expect(entries).toHaveLength(2);
    const who = {
      staffId: person.id,
      actor: `manager person <${person.email}> (manager)`,
      requestId: expect.any(String),
    };
    expect(entries[0]).toMatchObject({
      ...who,
      action: 'customer.block',
      before: { blocked: false, reason: null },
      after: { blocked: true, reason: REASON },
    });
    expect(entries[1]).toMatchObject({
      ...who,
      action: 'customer.unblock',
      before: { blocked: true, reason: REASON },
      after: { blocked: false, reason: 'Appeal accepted' },
    });
  });

  it('answers only to staff whose role allows the call, and a customer session opens none', async () => {
    const { user, headers } = await signUp(t);
    const support = { authorization: `Bearer ${await staffKey(t, 'support')}` };
    const fulfilment = { authorization: `Bearer ${await staffKey(t, 'fulfilment')}` };
    // Support reads customers but does not block them; fulfilment does neither.
    expect((await staffCall('GET', `/customers/${user.id}`, undefined, support)).statusCode).toBe(200);
    const refusals: Array<[Promise<{ statusCode: number; json(): { code: string } }>, number, string]> = [
      [block(user.id, REASON, support), 403, 'STAFF_FORBIDDEN'],
      [staffCall('GET', '/customers', undefined, fulfilment), 403, 'STAFF_FORBIDDEN'],
      [staffCall('GET', `/customers/${user.id}`, undefined, fulfilment), 403, 'STAFF_FORBIDDEN'],
      [staffCall('GET', '/customers', undefined, headers), 401, 'STAFF_ONLY'],
      [block(user.id, REASON, {}), 401, 'STAFF_LOGIN_REQUIRED'],
    ];
    for (const [call, status, code] of refusals) {
      const res = await call;
      expect(res.statusCode, code).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect((await me(headers)).statusCode).toBe(200);
    expect(await auditOf(t, 'customer', user.id)).toEqual([]);
  });

  it('answers 404 for an id no customer has, and audits nothing', async () => {
    for (const res of [await staffCall('GET', '/customers/999999'), await block(999_999), await unblock(999_999)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(CUSTOMER_MESSAGES.notFound);
    }
    expect(await auditOf(t, 'customer', 999_999)).toEqual([]);
  });

  it.each([
    ['GET', '/customers/abc', undefined, 'id', 'id must be a number.'],
    ['GET', '/customers/0', undefined, 'id', 'id must be a positive id.'],
    ['GET', `/customers?q=${'a'.repeat(101)}`, undefined, 'q', CUSTOMER_MESSAGES.searchTooLong],
    ['GET', '/customers?q=%01abc', undefined, 'q', CUSTOMER_MESSAGES.searchUnreadable],
    ['GET', '/customers?page=abc', undefined, 'page', 'page must be a number.'],
    ['POST', '/customers/1/block', {}, 'reason', CUSTOMER_MESSAGES.reasonRequired],
    ['POST', '/customers/1/block', { reason: '  ok  ' }, 'reason', CUSTOMER_MESSAGES.reasonRequired],
    ['POST', '/customers/1/unblock', { reason: 'x'.repeat(301) }, 'reason', CUSTOMER_MESSAGES.reasonTooLong],
  ] as const)('refuses %s %s %j', async (method, url, payload, field, message) => {
    const res = await staffCall(method, url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
  });
});
