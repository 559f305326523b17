import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCOUNT_MESSAGES, LOGIN_MESSAGES } from '@shop/shared';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp, userForm } from '../../testing/accounts.ts';
import { readOutbox } from '../../notifier/outbox.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';

const CLIENT_ID = 'cellar-test.apps.googleusercontent.com';

const messages = async (t: TestApp, to: string) => (await readOutbox(t.env.DATA_DIR)).filter((m) => m.to === to);

/** Google's side in miniature: a key set served over HTTP, and ID tokens signed with its key (or another). */
async function fakeGoogle() {
  const keys = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
  const sign = (
    claims: JWTPayload,
    options: { key?: 'google' | 'stranger'; audience?: string; issuer?: string; expiresIn?: string | number } = {},
  ) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? CLIENT_ID)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 60)
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key === 'stranger' ? stranger.privateKey : keys.privateKey);
  return { url, sign, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe.each(testDatabases())('Google sign-in on %s', (kind) => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof fakeGoogle>>;
  beforeAll(async () => {
    google = await fakeGoogle();
    t = await createTestApp(kind, { env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.url } });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  const login = (google_token: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/google-login',
      payload: {
        user_type: 'user',
        full_name: 'Someone Else',
        email: 'ignored@example.com',
        is_social: true,
        google_token,
        ...extra,
      },
    });

  it('creates the account from a verified token, and logs the same person in again', async () => {
    const token = await google.sign({
      sub: 'google-1001',
      email: 'Sara.Ali@Gmail.com',
      name: 'Sara Ali',
      birthdate: '1992-06-01',
    });
    const first = await login(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: LOGIN_MESSAGES.success, user: { user_type: 'user' } });
    expect(first.headers.x_auth_token).toBe(first.json().token);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${first.json().token}` },
    });
    // The token's e-mail and name, not the payload's.
    expect(me.json()).toMatchObject({
      email: 'sara.ali@gmail.com',
      full_name: 'Sara Ali',
      email_verified: true,
      dob: '1992-06-01',
      has_password: false,
    });
    const again = await login(await google.sign({ sub: 'google-1001', email: 'sara.ali@gmail.com' }));
    expect(again.json().user.id).toBe(first.json().user.id);
  });

  it('links to the account that has the Google-verified e-mail', async () => {
    const { form, user } = await signUp(t, userForm());
    const linked = await login(await google.sign({ sub: 'google-2002', email: String(form.email) }));
    expect(linked.json().user.id).toBe(user.id);
  });

  it('never links to an account that only claims the e-mail: the owner gets an account of their own, and the claim goes', async () => {
    // Someone signs up with another person's e-mail and their own mobile, and proves the mobile.
    const claimer = await signUp(t, userForm(), 'mobile');
    const email = String(claimer.form.email);
    const owner = await login(await google.sign({ sub: 'google-3003', email }));
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.id).not.toBe(claimer.user.id);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${owner.json().token}` },
    });
    expect(me.json()).toMatchObject({ email, email_verified: true });
    // The claimer's account keeps its proven mobile, loses the e-mail, and is told by SMS.
    const claimerMe = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: claimer.headers });
    expect(claimerMe.json()).toMatchObject({ email: '', mobile: claimer.form.mobile, mobile_verified: true });
    // The notice leaves after the answer: wait for it rather than for a time.
    await vi.waitFor(async () =>
      expect((await messages(t, String(claimer.form.mobile))).at(-1)?.text).toContain(email),
    );
  });

  it('refuses a bad signature, another audience, another issuer and an expired token', async () => {
    const claims = { sub: 'google-3003', email: 'x3003@gmail.com' };
    for (const token of [
      await google.sign(claims, { key: 'stranger' }),
      await google.sign(claims, { audience: 'someone-else.apps.googleusercontent.com' }),
      await google.sign(claims, { issuer: 'https://evil.example' }),
      await google.sign(claims, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      'not-a-token-at-all-but-long-enough',
    ]) {
      const res = await login(token);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe(ACCOUNT_MESSAGES.googleInvalid);
      expect(res.headers.x_auth_token).toBeUndefined();
    }
  });

  it("refuses anyone under 21 with the spec's message, from the token or the client's birthday", async () => {
    const young = new Date(Date.now() - 20 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    const fromToken = await login(
      await google.sign({ sub: 'google-4004', email: 'young@gmail.com', birthdate: young }),
    );
    expect(fromToken.statusCode).toBe(422);
    expect(fromToken.json().error).toBe(LOGIN_MESSAGES.underAge);
    expect(
      (await login(await google.sign({ sub: 'google-4005', email: 'young2@gmail.com' }), { dob: young })).json().error,
    ).toBe(LOGIN_MESSAGES.underAge);
    // The token's own birthday wins over what the client says.
    expect(
      (
        await login(await google.sign({ sub: 'google-4006', email: 'young3@gmail.com', birthdate: young }), {
          dob: '1980-01-01',
        })
      ).statusCode,
    ).toBe(422);
  });

  it('is off without a client id', async () => {
    const off = await createTestApp(kind);
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/v1/google-login',
        payload: { google_token: await google.sign({ sub: 'g', email: 'g@gmail.com' }) },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('GOOGLE_OFF');
    } finally {
      await off.close();
    }
  });
});
