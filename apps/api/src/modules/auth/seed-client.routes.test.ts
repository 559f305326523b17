import { ACCOUNT_MESSAGES, VERIFICATION_MESSAGES } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOutbox } from '../../notifier/outbox.ts';
import { latestCode, signUp, userForm } from '../../testing/accounts.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';

/**
 * The spec's own client's account calls, sent exactly as seed-client-contract.md records them (7.15, 7.19, 7.20 and
 * "POST /auth/login"), and read as it reads them: refusals from a 2xx body's `error` / `errors`, the token only from
 * the `x_auth_token` header, and any 2xx from `/auth/email-verification` taken for a success.
 */
describe.each(testDatabases())("the spec's client's login, sign-up and password reset on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
  /**
   * What the client shows for a 2xx answer: `body.error`, else `body.errors.email[0]` or `.mobile[0]`, else a success.
   */
  const shown = (res: { statusCode: number; json(): { error?: unknown; errors?: Record<string, string[]> } }) => {
    expect([200, 201]).toContain(res.statusCode);
    const body = res.json();
    return typeof body.error === 'string'
      ? body.error
      : (body.errors?.email?.[0] ?? body.errors?.mobile?.[0] ?? 'success');
  };

  it("shows its password login's refusals, and logs in by the header's token", async () => {
    const { form, user } = await signUp(t);
    const wrong = await post('/auth/login', { email: form.email, password: 'not-the-password' });
    expect(shown(wrong)).toBe(ACCOUNT_MESSAGES.wrongCredentials);
    expect(wrong.headers.x_auth_token).toBeUndefined();
    const social = await post('/auth/login', {
      user_type: 'user',
      full_name: 'Layla',
      email: form.email,
      profile: 'https://example.com/me.jpg',
      is_social: true,
    });
    expect(shown(social)).toBe(ACCOUNT_MESSAGES.socialNeedsToken);
    expect(social.headers.x_auth_token).toBeUndefined();
    const right = await post('/auth/login', { email: form.email, password: form.password });
    expect(shown(right)).toBe('success');
    expect(right.headers.x_auth_token).toEqual(expect.any(String));
    expect(right.json().user).toEqual({ id: user.id, user_type: 'user' });
  });

  it("shows its sign-up's refusals, then verifies the code alone with the cookie", async () => {
    const taken = await signUp(t, userForm(), 'email');
    const { form } = await signUp(t, userForm(), 'mobile');
    const client = { ...userForm(), anniversary_date: '', email_verification: true };
    expect(shown(await post('/auth/register', { ...client, email: taken.form.email }))).toBe(
      ACCOUNT_MESSAGES.emailTaken,
    );
    expect(shown(await post('/auth/register', { ...client, mobile: form.mobile }))).toBe(ACCOUNT_MESSAGES.mobileTaken);
    expect(shown(await post('/auth/register', { ...client, password: 'short' }))).toBe(
      'Password Should be 8 Character Long.',
    );

    const registered = await post('/auth/register', client);
    expect(shown(registered)).toBe('success');
    expect(registered.json().message).toBe(VERIFICATION_MESSAGES.sentEmail);
    const cookie = `pending_registration=${/pending_registration=([\w-]+)/.exec(String(registered.headers['set-cookie']))![1]}`;
    const code = await latestCode(t, client.email);
    // A wrong code must not be a 2xx: the client would take it for a success.
    const wrongCode = await post(
      '/auth/email-verification',
      { code: code === '000000' ? '000001' : '000000' },
      { cookie },
    );
    expect(wrongCode.statusCode).toBe(422);
    const verified = await post('/auth/email-verification', { code }, { cookie });
    expect(verified.statusCode).toBe(200);
    expect(verified.headers.x_auth_token).toEqual(expect.any(String));
    expect(verified.json().user).toMatchObject({ id: expect.any(Number), user_type: 'user' });
  });

  it('e-mails a reset link for its forgot-password popup; the link sets the password once', async () => {
    const { form, token } = await signUp(t);
    const asked = await post('/forget-password', { email: form.email });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe('Reset Password link sent to email Address.');
    const mail = await vi.waitFor(async () => {
      const last = (await readOutbox(t.env.DATA_DIR)).filter((m) => m.to === form.email).at(-1);
      expect(last?.text).toMatch(/reset-password#token=/);
      return last!;
    });
    // The link is the shop's own address (PUBLIC_BASE_URL, or this server), never one the request named.
    const link = /(\S+)\/reset-password#token=([\w-]{43})/.exec(mail.text)!;
    expect(link[1]).toBe(`http://localhost:${t.env.PORT}`);
    const linkToken = link[2]!;
    expect((await post('/reset-password', { token: linkToken, password: 'short' })).statusCode).toBe(400);
    const reset = await post('/reset-password', { token: linkToken, password: 'a-linked-cellar-secret' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(ACCOUNT_MESSAGES.passwordReset);
    // Every session ended; the new password logs in; the link and its code are spent.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(401);
    expect(shown(await post('/auth/login', { email: form.email, password: 'a-linked-cellar-secret' }))).toBe('success');
    const again = await post('/reset-password', { token: linkToken, password: 'yet-another-secret-1' });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    expect(
      (await post('/reset-password', { email: form.email, code, password: 'yet-another-secret-1' })).statusCode,
    ).toBe(422);
  });

  it('refuses a reset link whose token is forged, and one sent with a forged Host header still points at the shop', async () => {
    const { form } = await signUp(t);
    expect(
      (await post('/reset-password', { token: 'x'.repeat(43), password: 'a-linked-cellar-secret' })).json().error,
    ).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    await post('/forget-password', { email: form.email }, { host: 'attacker.example' });
    await vi.waitFor(async () => {
      const last = (await readOutbox(t.env.DATA_DIR)).filter((m) => m.to === form.email).at(-1);
      expect(last?.text).toContain(`http://localhost:${t.env.PORT}/reset-password#token=`);
      expect(last?.text).not.toContain('attacker.example');
    });
  });
});
