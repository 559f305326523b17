import { ACCOUNT_MESSAGES, LOGIN_MESSAGES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, latestCode, messagesTo, signUp, userForm } from '../../testing/accounts.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { PASSWORD_FAILURES_ALLOWED } from './login.service.ts';

/** A multipart body of plain fields, as the spec's client sends `/newLogin`, `/resendOTP` and `/verifyOTP`. */
function multipart(fields: Record<string, string>) {
  const boundary = '----cellar-test-boundary';
  const body =
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDatabases())('logins on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });
  const ageCodes = (target: string) =>
    t.db.execute(
      sql`update one_time_codes set created_at = created_at - interval '31 seconds' where target = ${target}`,
    );

  it('logs in by a code sent to the mobile number, multipart as the spec says', async () => {
    const { form, user } = await signUp(t, userForm(), 'mobile');
    const mobile = String(form.mobile);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newLogin',
      ...multipart({ mobile: mobile.replace('+971', '+971 ') }),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: LOGIN_MESSAGES.sent, resend_after: 30 });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the SMS leaves in the background
    const code = await latestCode(t, mobile);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verifyOTP',
      ...multipart({ mobile, otp: code }),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      message: LOGIN_MESSAGES.success,
      user: { id: user.id, user_type: 'user' },
    });
    expect((await me(verified.headers.x_auth_token as string)).json()).toMatchObject({ mobile_verified: true });
  });

  it('answers a number with no account exactly as one with an account, and sends it nothing', async () => {
    const { form } = await signUp(t, userForm(), 'mobile');
    const known = await post('/newLogin', { mobile: form.mobile });
    const unknown = await post('/newLogin', { mobile: '+971509999001' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect((await post('/newLogin', { mobile: '+971509999001' })).statusCode).toBe(
      (await post('/newLogin', { mobile: form.mobile })).statusCode,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await messagesTo(t, '+971509999001')).toBe(0);
    const guess = await post('/verifyOTP', { mobile: '+971509999001', otp: '123456' });
    expect(guess.statusCode).toBe(422);
    expect(guess.json().error).toBe(LOGIN_MESSAGES.invalidOtp);
  });

  it('makes Resend wait 30 seconds, and a wrong code then a resent one works', async () => {
    const { form } = await signUp(t, userForm(), 'mobile');
    const mobile = String(form.mobile);
    await post('/newLogin', { mobile });
    const early = await post('/resendOTP', { mobile });
    expect(early.statusCode).toBe(429);
    expect(early.json().error).toMatch(/wait \d+ seconds/);
    expect((await post('/verifyOTP', { mobile, otp: '000000' })).json().error).toBe(LOGIN_MESSAGES.invalidOtp);
    await ageCodes(mobile);
    const resent = await post('/resendOTP', { mobile });
    expect(resent.json()).toMatchObject({ message: LOGIN_MESSAGES.resent });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await post('/verifyOTP', { mobile, otp: await latestCode(t, mobile) })).statusCode).toBe(200);
  });

  it('answers a form it cannot read with 400, not a failure', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newLogin',
      payload: 'garbage',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_FORM', error: 'The form could not be read.' });
  });

  it("refuses malformed numbers and incomplete codes with the spec's messages", async () => {
    expect((await post('/newLogin', { mobile: '' })).json().error).toBe(LOGIN_MESSAGES.mobileRequired);
    expect((await post('/newLogin', { mobile: '12' })).json().error).toBe(ACCOUNT_MESSAGES.mobileInvalid);
    expect((await post('/verifyOTP', { mobile: '+971501234567', otp: '12345' })).json().error).toBe(
      LOGIN_MESSAGES.invalidOtp,
    );
    expect((await post('/verifyOTP', { mobile: '+971501234567', otp: '' })).json().error).toBe(
      LOGIN_MESSAGES.otpIncomplete,
    );
  });

  it('logs in by password with the e-mail or the mobile number, and throttles failures per identifier', async () => {
    const { form } = await signUp(t);
    const byEmail = await post('/auth/login', { email: String(form.email).toUpperCase(), password: form.password });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.headers.x_auth_token).toBe(byEmail.json().token);
    expect((await post('/auth/login', { email: form.mobile, password: form.password })).statusCode).toBe(200);
    expect((await post('/auth/login', { mobile: form.mobile, password: form.password })).statusCode).toBe(200);
    // Each login is a new session.
    expect(byEmail.json().token).not.toBe(
      (await post('/auth/login', { email: form.email, password: form.password })).json().token,
    );

    // Refusals come inside a 200 with no token, as the spec's own client reads them (decision 018).
    const wrong = await post('/auth/login', { email: form.email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({ status: 422, error: ACCOUNT_MESSAGES.wrongCredentials });
    expect(wrong.headers.x_auth_token).toBeUndefined();
    const nobody = await post('/auth/login', { email: 'nobody@example.ae', password: 'not-the-password' });
    expect(nobody.json()).toEqual({ ...wrong.json(), requestId: nobody.json().requestId });
    for (let i = 0; i < 9; i++) await post('/auth/login', { email: form.email, password: 'not-the-password' });
    const throttled = await post('/auth/login', { email: form.email, password: form.password });
    expect(answerOf(throttled).status).toBe(429);
    expect(throttled.headers.x_auth_token).toBeUndefined();
  });

  it('holds its per-address limits against requests sent all at once', async () => {
    const { form } = await signUp(t, userForm(), 'mobile');
    // Thirty wrong passwords together: no more than the allowed ten are checked; the rest wait.
    const guesses = (
      await Promise.all(
        Array.from({ length: 30 }, () => post('/auth/login', { email: form.email, password: 'not-the-password' })),
      )
    ).map(answerOf);
    expect(guesses.filter((r) => r.status === 422).length).toBeLessThanOrEqual(PASSWORD_FAILURES_ALLOWED);
    expect(guesses.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(30 - PASSWORD_FAILURES_ALLOWED);
    // Twenty login codes asked together for one number: one is made and sent, the others wait their 30 seconds.
    const mobile = String(form.mobile);
    const asks = await Promise.all(Array.from({ length: 20 }, () => post('/newLogin', { mobile })));
    expect(asks.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(asks.filter((r) => r.statusCode === 429)).toHaveLength(19);
    const made = await t.db.execute(
      sql`select count(*)::int as n from one_time_codes where target = ${mobile} and purpose = 'login'`,
    );
    expect(Number((made as unknown as { rows: Array<{ n: number }> }).rows[0]!.n)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the SMS leaves in the background
    const code = await latestCode(t, mobile);
    expect((await post('/verifyOTP', { mobile, otp: code })).statusCode).toBe(200);
  });

  it('refuses a social login without a verified token, whatever else it says', async () => {
    const { form } = await signUp(t);
    const social = await post('/auth/login', {
      user_type: 'user',
      full_name: 'Layla',
      email: form.email,
      profile: 'https://example.com/p.jpg',
      is_social: true,
    });
    expect(answerOf(social)).toMatchObject({ status: 422, body: { error: ACCOUNT_MESSAGES.socialNeedsToken } });
    expect(social.headers.x_auth_token).toBeUndefined();
  });

  it('ends this session on logout, and every session on a password change', async () => {
    const { form, token } = await signUp(t);
    const second = (await post('/auth/login', { email: form.email, password: form.password })).json().token as string;
    // Both used first, so the server has them in memory: ending them must reach that too.
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);
    expect((await post('/auth/logout', {}, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);

    const changed = await post(
      '/auth/change-password',
      { password: form.password, change_password: 'a-new-cellar-secret', confirm_password: 'a-new-cellar-secret' },
      { authorization: `Bearer ${second}` },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: ACCOUNT_MESSAGES.passwordChanged, original: {} });
    expect((await me(second)).statusCode).toBe(401);
    expect(answerOf(await post('/auth/login', { email: form.email, password: form.password })).status).toBe(422);
    expect(answerOf(await post('/auth/login', { email: form.email, password: 'a-new-cellar-secret' })).status).toBe(
      200,
    );
  });

  it('answers 401 to a tampered, unknown or malformed token', async () => {
    const { token } = await signUp(t);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const header of [`Bearer ${tampered}`, 'Bearer unknown-token', 'Bearer ', token, 'Basic abc']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: header } });
      expect(res.statusCode, header).toBe(401);
      expect(res.json().code, header).toMatch(/SESSION_INVALID|LOGIN_REQUIRED/);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' })).json()).toMatchObject({
      code: 'LOGIN_REQUIRED',
      error: ACCOUNT_MESSAGES.loginRequired,
    });
  });

  it('resets a forgotten password with the e-mailed code, ending every session; an unknown address looks the same', async () => {
    const { form, token } = await signUp(t);
    expect((await me(token)).statusCode).toBe(200);
    const known = await post('/forget-password', { email: form.email });
    const unknown = await post('/forget-password', { email: 'nobody-here@example.ae' });
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(ACCOUNT_MESSAGES.resetSent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await messagesTo(t, 'nobody-here@example.ae')).toBe(0);
    const code = await latestCode(t, String(form.email));
    expect(
      (
        await post('/reset-password', {
          email: form.email,
          code: code === '111111' ? '222222' : '111111',
          password: 'reset-cellar-secret',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await post('/reset-password', { email: form.email, code, password: 'reset-cellar-secret' })).statusCode,
    ).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await post('/auth/login', { email: form.email, password: 'reset-cellar-secret' })).statusCode).toBe(200);
  });

  it('keeps e-mail codes and SMS codes apart: a login code does not verify a sign-up', async () => {
    const form = userForm();
    await post('/auth/register', { ...form, email_verification: false });
    const signupCode = await latestCode(t, String(form.mobile));
    expect((await post('/verifyOTP', { mobile: form.mobile, otp: signupCode })).statusCode).toBe(422);
    expect(
      (await post('/auth/email-verification', { code: signupCode, mobile: form.mobile, password: form.password }))
        .statusCode,
    ).toBe(200);
  });
});
