import { ACCOUNT_MESSAGES, LOGIN_MESSAGES, VERIFICATION_MESSAGES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { readOutbox } from '../../notifier/outbox.ts';
import { answerOf, latestCode, messagesTo, signUp, userForm } from '../../testing/accounts.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';

/**
 * Decision 018, tried as an attacker would: an e-mail or mobile belongs to an account only once proven. Each case is
 * one of the holes an unproven address opened before.
 */
describe.each(testDatabases())('unproven addresses on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  /** A call from a client of its own (its own network address), with or without a browser's cookie. */
  const post = (url: string, payload: object, from = '198.51.100.10', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: from, headers });
  const me = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })).json();
  const usersWith = (email: string) =>
    queryRows<{ id: number }>(t.db, sql`select id from users where email = ${email}`);
  const lastMessageTo = async (to: string) =>
    (await readOutbox(t.env.DATA_DIR)).filter((m) => m.to === to).at(-1)?.text ?? '';

  it("a mobile typed into someone else's e-mail sign-up blocks nobody: its owner signs up, and the claim goes", async () => {
    const claimer = await signUp(t, userForm(), 'email');
    const mobile = String(claimer.form.mobile);
    const ownerForm = userForm({ mobile });
    const registered = await post('/auth/register', { ...ownerForm, email_verification: false });
    expect(answerOf(registered)).toMatchObject({ status: 200, body: { message: VERIFICATION_MESSAGES.sentPhone } });
    const owner = await post('/auth/email-verification', {
      code: await latestCode(t, mobile),
      mobile,
      password: ownerForm.password,
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.id).not.toBe(claimer.user.id);
    expect(await me({ authorization: `Bearer ${owner.json().token}` })).toMatchObject({
      mobile,
      mobile_verified: true,
    });
    // The claimer keeps its proven e-mail and its account, loses the number, and hears of it there.
    expect(await me(claimer.headers)).toMatchObject({ email: claimer.form.email, email_verified: true, mobile: '' });
    await vi.waitFor(async () => expect(await lastMessageTo(String(claimer.form.email))).toContain(mobile));
  });

  it("an e-mail typed into someone else's SMS sign-up blocks nobody: its owner signs up, and the claimer is told by SMS", async () => {
    const claimer = await signUp(t, userForm(), 'mobile');
    const email = String(claimer.form.email);
    const ownerForm = userForm({ email });
    expect(answerOf(await post('/auth/register', ownerForm)).status).toBe(200);
    const owner = await post('/auth/email-verification', {
      code: await latestCode(t, email),
      email,
      password: ownerForm.password,
    });
    expect(owner.statusCode).toBe(200);
    expect(await usersWith(email)).toEqual([{ id: owner.json().user.id }]);
    expect(await me(claimer.headers)).toMatchObject({ email: '', mobile: claimer.form.mobile, mobile_verified: true });
    await vi.waitFor(async () => expect(await lastMessageTo(String(claimer.form.mobile))).toContain(email));
    // A sign-up with the e-mail now proven is refused, as before.
    expect(answerOf(await post('/auth/register', userForm({ email })))).toMatchObject({
      status: 422,
      body: { errors: { email: [ACCOUNT_MESSAGES.emailTaken] } },
    });
  });

  it('a login by code never opens an account through a number it only claims', async () => {
    const claimer = await signUp(t, userForm(), 'email');
    const mobile = String(claimer.form.mobile);
    // The same answer as for any number, but no code is sent and none opens the claimer's account.
    const asked = await post('/newLogin', { mobile });
    expect(asked.json()).toMatchObject({ message: LOGIN_MESSAGES.sent });
    const [code] = await queryRows<{ user_id: number | null }>(
      t.db,
      sql`select user_id from one_time_codes where target = ${mobile} and purpose = 'login'`,
    );
    expect(code).toEqual({ user_id: null });
    await new Promise((resolve) => setTimeout(resolve, 50)); // what would be sent leaves in the background
    expect(await messagesTo(t, mobile)).toBe(0);
    expect((await post('/verifyOTP', { mobile, otp: '123456' })).statusCode).toBe(422);
    // Its own password is proof enough: the claimer still logs in with the number it typed.
    const byPassword = await post('/auth/login', { mobile, password: claimer.form.password });
    expect(answerOf(byPassword).status).toBe(200);
    expect(byPassword.json().user.id).toBe(claimer.user.id);
  });

  it("a pending sign-up never blocks anyone: the owner's own sign-up goes through, again and again", async () => {
    const email = `owner-${Date.now()}@example.ae`;
    for (let round = 0; round < 3; round++) {
      expect(
        answerOf(await post('/auth/register', userForm({ email, password: 'an-attackers-password-1' }), '203.0.113.66'))
          .status,
      ).toBe(200);
      const ownerForm = userForm({ email });
      const owners = await post('/auth/register', ownerForm, `198.51.100.${20 + round}`);
      expect(answerOf(owners)).toMatchObject({ status: 200, body: { message: VERIFICATION_MESSAGES.sentEmail } });
    }
    // The owner's last code, with the owner's password, makes the owner's account.
    const ownerForm = userForm({ email });
    expect(answerOf(await post('/auth/register', ownerForm, '198.51.100.30')).status).toBe(200);
    const verified = await post('/auth/email-verification', {
      code: await latestCode(t, email),
      email,
      password: ownerForm.password,
    });
    expect(verified.statusCode).toBe(200);
    expect(answerOf(await post('/auth/login', { email, password: ownerForm.password })).status).toBe(200);
    expect(answerOf(await post('/auth/login', { email, password: 'an-attackers-password-1' })).status).toBe(422);
  });

  it("the code of an attacker's pending sign-up, typed in by the address's owner, creates nothing", async () => {
    const email = `victim-${Date.now()}@example.ae`;
    const attacker = userForm({ email, password: 'an-attackers-password-2' });
    const started = await post('/auth/register', attacker, '203.0.113.67');
    expect(answerOf(started).status).toBe(200);
    const code = await latestCode(t, email);
    // The owner received the code and types it in, with the address, or with their own password: neither opens it.
    const withAddress = await post('/auth/email-verification', { code, email });
    expect(withAddress.statusCode).toBe(422);
    expect(withAddress.json().error).toBe(ACCOUNT_MESSAGES.signupNotFound);
    expect(
      (await post('/auth/email-verification', { code, email, password: 'the-owners-own-password-9' })).statusCode,
    ).toBe(422);
    expect(await usersWith(email)).toHaveLength(0);
    // Only the browser that started it (its cookie) could finish it, with the code it would have to get from the owner.
    const cookie = `pending_registration=${/pending_registration=([\w-]+)/.exec(String(started.headers['set-cookie']))![1]}`;
    expect((await post('/auth/email-verification', { code }, '203.0.113.67', { cookie })).statusCode).toBe(200);
  });

  it('two accounts claiming one unproven e-mail each log in with their own password, to their own account', async () => {
    const email = `shared-${Date.now()}@example.ae`;
    const first = await signUp(t, userForm({ email, password: 'first-claimers-secret' }), 'mobile');
    const second = await signUp(t, userForm({ email, password: 'second-claimers-secret' }), 'mobile');
    expect((await post('/auth/login', { email, password: 'first-claimers-secret' })).json().user.id).toBe(
      first.user.id,
    );
    expect((await post('/auth/login', { email, password: 'second-claimers-secret' })).json().user.id).toBe(
      second.user.id,
    );
    expect(answerOf(await post('/auth/login', { email, password: 'somebody-elses-secret' })).status).toBe(422);
  });

  it('a reset code or link goes only to an e-mail an account proved', async () => {
    const claimer = await signUp(t, userForm(), 'mobile');
    const email = String(claimer.form.email);
    const before = await messagesTo(t, email);
    expect((await post('/forget-password', { email })).json()).toMatchObject({ message: ACCOUNT_MESSAGES.resetSent });
    await new Promise((resolve) => setTimeout(resolve, 50)); // what would be sent leaves in the background
    expect(await messagesTo(t, email)).toBe(before);
  });
});
