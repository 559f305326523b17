import { STAFF_MESSAGES } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../testing/accounts.ts';
import { nextTotp, STAFF_TEST_PASSWORD, staffKey, staffPerson, staffSignIn } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { STAFF_FAILURES_ALLOWED } from './staff-auth.service.ts';

describe.each(testDatabases())('staff sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload });
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers });

  it('signs in with password and TOTP: an HttpOnly, strict cookie for the staff calls only, and a CSRF token', async () => {
    const person = await staffPerson(t, 'fulfilment');
    const res = await login({
      email: person.email.toUpperCase(),
      password: STAFF_TEST_PASSWORD,
      totp: nextTotp(person.secret),
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'staff_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/staff' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const body = res.json();
    expect(body.staff).toMatchObject({ email: person.email, role: 'fulfilment', kind: 'person', status: 'active' });
    expect(body.staff.permissions).toEqual(['orders:read', 'orders:move', 'stock:read', 'stock:write']);
    expect(JSON.stringify(body)).not.toMatch(/hash|secret|totp/i);
    expect(body.csrf_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mine = await me({ cookie: `staff_session=${cookie.value}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().email).toBe(person.email);
    expect(mine.headers['cache-control']).toContain('no-store');
  });

  it('refuses a wrong password, a wrong or replayed code and an unknown e-mail alike', async () => {
    const person = await staffPerson(t, 'support');
    const refusals = [
      await login({ email: person.email, password: 'not the password at all', totp: nextTotp(person.secret) }),
      await login({ email: person.email, password: STAFF_TEST_PASSWORD, totp: '000000' }),
      await login({ email: 'nobody@staff.test', password: STAFF_TEST_PASSWORD, totp: '123456' }),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(STAFF_MESSAGES.wrongCredentials);
    }
    const code = nextTotp(person.secret);
    expect((await login({ email: person.email, password: STAFF_TEST_PASSWORD, totp: code })).statusCode).toBe(200);
    // The same code again: a code opens one session only.
    expect((await login({ email: person.email, password: STAFF_TEST_PASSWORD, totp: code })).statusCode).toBe(401);
  });

  it('asks for the second factor, and takes each recovery code once', async () => {
    const person = await staffPerson(t, 'manager');
    const none = await login({ email: person.email, password: STAFF_TEST_PASSWORD });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.totp).toEqual([STAFF_MESSAGES.secondFactorRequired]);
    const code = person.recoveryCodes[0]!;
    expect(person.recoveryCodes).toHaveLength(10);
    const first = await login({
      email: person.email,
      password: STAFF_TEST_PASSWORD,
      recovery_code: code.toUpperCase(),
    });
    expect(first.statusCode).toBe(200);
    const again = await login({ email: person.email, password: STAFF_TEST_PASSWORD, recovery_code: code });
    expect(again.statusCode).toBe(401);
  });

  it('locks an e-mail out after too many failures, even with the right password then', async () => {
    const person = await staffPerson(t, 'support');
    for (let i = 0; i < STAFF_FAILURES_ALLOWED; i++)
      expect((await login({ email: person.email, password: `wrong password ${i}`, totp: '111111' })).statusCode).toBe(
        401,
      );
    const locked = await login({ email: person.email, password: STAFF_TEST_PASSWORD, totp: nextTotp(person.secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe(STAFF_MESSAGES.tooManyFailures);
  });

  it('logs out: the session ends on the server', async () => {
    const person = await staffPerson(t, 'support');
    const session = await staffSignIn(t, person);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/staff/logout', headers: session.headers });
    expect(out.statusCode).toBe(204);
    const after = await me({ cookie: session.cookie });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('STAFF_SESSION_INVALID');
  });

  it("refuses a write without the CSRF token, or with another session's", async () => {
    const [a, b] = [await staffPerson(t, 'owner'), await staffPerson(t, 'owner')];
    const [sa, sb] = [await staffSignIn(t, a), await staffSignIn(t, b)];
    const invite = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/members',
        headers,
        payload: { email: `csrf-${Date.now()}@staff.test`, name: 'New one', role: 'support' },
      });
    const without: Array<Record<string, string>> = [
      { cookie: sa.cookie },
      { cookie: sa.cookie, 'x-csrf-token': sb.csrf },
    ];
    for (const headers of without) {
      const res = await invite(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('CSRF_FAILED');
    }
    expect((await invite(sa.headers)).statusCode).toBe(201);
    // Reads need no token.
    expect((await me({ cookie: sa.cookie })).statusCode).toBe(200);
  });

  it('keeps customers and staff apart: a customer token never reaches a staff call, a staff key never buys', async () => {
    const { headers: customer } = await signUp(t);
    const res = await me(customer);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('STAFF_ONLY');
    const key = await staffKey(t, 'fulfilment');
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/carts/1',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(cart.statusCode).toBe(401);
    const person = await staffPerson(t, 'owner');
    const session = await staffSignIn(t, person);
    const buying = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/carts/1',
      headers: { cookie: session.cookie },
    });
    expect(buying.statusCode).toBe(401);
    expect((await me({})).json().code).toBe('STAFF_LOGIN_REQUIRED');
  });
});
