import { randomUUID } from 'node:crypto';
import type { NewsletterSend, SubscriberPage } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../notifier/outbox.ts';
import { auditOf, staffKey } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { subscribers } from './newsletter.schema.ts';

describe.each(testDatabases())('the newsletter: double opt-in, unsubscribe and sends on %s', (kind) => {
  let t: TestApp;
  let support: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { PUBLIC_BASE_URL: 'https://shop.example' } });
    support = { authorization: `Bearer ${await staffKey(t, 'support')}` };
  });
  afterAll(() => t?.close());

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
  const mailsTo = async (to: string) => (await readOutbox(t.env.DATA_DIR)).filter((m) => m.to === to);
  const rowOf = async (email: string) => (await t.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];
  /** Signs an address up and follows its confirmation link, as a reader does. */
  async function confirmed(email: string): Promise<string> {
    expect((await post('/subscribers', { email })).statusCode).toBe(201);
    await expect.poll(async () => (await mailsTo(email)).length).toBeGreaterThan(0);
    const token = /#token=([a-f0-9]+)/.exec((await mailsTo(email)).at(-1)!.text)![1]!;
    expect((await post('/subscribers/confirm', { token })).statusCode).toBe(200);
    return token;
  }

  it('keeps a sign-up unconfirmed, with the spec answer, until the e-mailed link is followed (once or twice)', async () => {
    const res = await post('/subscribers', { email: 'Reader@Example.com' });
    expect(res.json()).toEqual({ status: 201, message: 'Subscribed Successfully!' });
    expect(await rowOf('reader@example.com')).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
    await expect.poll(async () => (await mailsTo('reader@example.com')).length).toBe(1);
    const mail = (await mailsTo('reader@example.com'))[0]!;
    expect(mail.subject).toBe('Please confirm your subscription to the Cellar newsletter');
    const token = /https:\/\/shop\.example\/newsletter\/confirm#token=([a-f0-9]{64})/.exec(mail.text)![1]!;

    // Signing up again before confirming sends no second e-mail straight away.
    expect((await post('/subscribers', { email: 'reader@example.com' })).statusCode).toBe(200);
    const first = await post('/subscribers/confirm', { token });
    expect(first.json()).toEqual({ message: expect.stringContaining('Your subscription is confirmed') });
    expect((await rowOf('reader@example.com'))!.confirmedAt).not.toBeNull();
    expect((await post('/subscribers/confirm', { token })).statusCode).toBe(200);
    expect(await mailsTo('reader@example.com')).toHaveLength(1);
  });

  it('unsubscribes without a login, idempotently, and a later sign-up asks again with a new link', async () => {
    const token = await confirmed('leaving@example.com');
    for (let i = 0; i < 2; i++) {
      const res = await post('/subscribers/unsubscribe', { token });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toContain('You are unsubscribed');
    }
    expect((await rowOf('leaving@example.com'))!.unsubscribedAt).not.toBeNull();
    // The old link no longer confirms.
    expect((await post('/subscribers/confirm', { token })).statusCode).toBe(404);
    const back = await post('/subscribers', { email: 'leaving@example.com' });
    expect(back.statusCode).toBe(201);
    const row = (await rowOf('leaving@example.com'))!;
    expect(row).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
    expect(row.token).not.toBe(token);
  });

  it('takes the one-click unsubscribe of a mail client (RFC 8058)', async () => {
    const token = await confirmed('oneclick@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/newsletter/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await rowOf('oneclick@example.com'))!.unsubscribedAt).not.toBeNull();
  });

  it.each([
    ['/subscribers/confirm', { token: 'f'.repeat(64) }, 404],
    ['/subscribers/unsubscribe', { token: 'f'.repeat(64) }, 404],
    ['/subscribers/confirm', { token: 'not a token' }, 400],
    ['/subscribers/unsubscribe', {}, 400],
    ['/subscribers/unsubscribe', { token: 42 }, 400],
  ])('answers %s with %j as %i', async (url, body, status) => {
    const res = await post(url, body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: expect.any(String) });
  });

  it('lists subscribers by view, and exports the confirmed ones only, formulas neutralised', async () => {
    await post('/subscribers', { email: 'pending@example.com' });
    await confirmed('=cmd@example.com');
    const confirmedPage = (
      await t.app.inject({ method: 'GET', url: '/api/v1/staff/inbox/subscribers', headers: support })
    ).json() as SubscriberPage;
    expect(confirmedPage.data.map((s) => s.email)).toContain('=cmd@example.com');
    expect(confirmedPage.data.map((s) => s.email)).not.toContain('pending@example.com');
    const pending = (
      await t.app.inject({ method: 'GET', url: '/api/v1/staff/inbox/subscribers?view=pending', headers: support })
    ).json() as SubscriberPage;
    expect(pending.data.map((s) => s.email)).toContain('pending@example.com');
    const csv = await t.app.inject({ method: 'GET', url: '/api/v1/staff/inbox/subscribers.csv', headers: support });
    const body = csv.body.replace(/^\uFEFF/, '');
    expect(body.split('\r\n')[0]).toBe('email,confirmed_at');
    expect(body).toContain("'=cmd@example.com,");
    expect(body).not.toContain('pending@example.com');
    expect(body).not.toContain('leaving@example.com');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/inbox/subscribers?view=all',
      headers: support,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sends a newsletter to confirmed subscribers only, each with its own unsubscribe link, once per key', async () => {
    const readers = ['ann@example.com', 'ben@example.com', 'cai@example.com'];
    const tokens = await Promise.all(readers.map(confirmed));
    const key = randomUUID();
    const payload = {
      key,
      subject: 'The autumn tasting',
      body: '<p>Join us <b>Friday</b></p><script>alert(1)</script>',
    };
    const res = await post('/staff/inbox/newsletter-sends', payload, support);
    expect(res.statusCode).toBe(201);
    const send = res.json() as NewsletterSend;
    expect(send.body).toBe('<p>Join us <b>Friday</b></p>');
    const everyone = send.recipients;
    expect(everyone).toBeGreaterThanOrEqual(3);

    const newsletters = async () =>
      (await readOutbox(t.env.DATA_DIR)).filter((m) => m.purpose === 'newsletter' && m.subject === payload.subject);
    await expect.poll(async () => (await newsletters()).length).toBe(everyone);
    for (const [i, reader] of readers.entries()) {
      const mail = (await newsletters()).find((m) => m.to === reader)!;
      expect(mail.text).toContain(`https://shop.example/newsletter/unsubscribe#token=${tokens[i]}`);
      expect(mail.html).toContain('<p>Join us <b>Friday</b></p>');
      expect(mail.html).not.toContain('<script>');
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<https://shop.example/api/v1/newsletter/unsubscribe?token=${tokens[i]}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    }
    expect((await newsletters()).some((m) => m.to === 'pending@example.com')).toBe(false);

    // A retry of the same send sends nothing again.
    const retry = await post('/staff/inbox/newsletter-sends', payload, support);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(send.id);
    const sends = (
      await t.app.inject({ method: 'GET', url: '/api/v1/staff/inbox/newsletter-sends', headers: support })
    ).json() as NewsletterSend[];
    await expect
      .poll(async () => {
        const list = (
          await t.app.inject({ method: 'GET', url: '/api/v1/staff/inbox/newsletter-sends', headers: support })
        ).json() as NewsletterSend[];
        return list.find((s) => s.id === send.id);
      })
      .toMatchObject({ delivered: everyone, failed: 0, finished_at: expect.any(String) });
    expect(sends[0]!.id).toBe(send.id);
    expect((await newsletters()).length).toBe(everyone);
    const [entry] = await auditOf(t, 'newsletter', send.id);
    expect(entry).toMatchObject({
      action: 'newsletter.send',
      after: { subject: payload.subject, recipients: everyone },
    });
  });

  it.each([
    ['no key', { subject: 'Hi', body: '<p>Hi</p>' }, 'key'],
    ['a key that is no UUID', { key: 'abc', subject: 'Hi', body: '<p>Hi</p>' }, 'key'],
    ['no subject', { key: randomUUID(), subject: '  ', body: '<p>Hi</p>' }, 'subject'],
    ['a subject over 150 characters', { key: randomUUID(), subject: 'x'.repeat(151), body: '<p>Hi</p>' }, 'subject'],
    ['a line break in the subject', { key: randomUUID(), subject: 'Hi\r\nBcc: x@y.z', body: '<p>Hi</p>' }, 'subject'],
    ['no body', { key: randomUUID(), subject: 'Hi', body: '' }, 'body'],
    ['a body over 50,000 characters', { key: randomUUID(), subject: 'Hi', body: 'x'.repeat(50_001) }, 'body'],
  ])('refuses a send with %s (400)', async (_label, payload, field) => {
    const res = await post('/staff/inbox/newsletter-sends', payload, support);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('refuses a body with no text once cleaned (422), and sends nothing', async () => {
    const res = await post(
      '/staff/inbox/newsletter-sends',
      { key: randomUUID(), subject: 'Empty', body: '<script>alert(1)</script>' },
      support,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.body).toEqual(['Write the newsletter.']);
  });
});

describe('a newsletter send with no confirmed subscriber', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('is refused with 422, recording nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/inbox/newsletter-sends',
      headers: { authorization: `Bearer ${await staffKey(t, 'manager')}` },
      payload: { key: randomUUID(), subject: 'Hello', body: '<p>Hello</p>' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.subject).toEqual(['No subscriber has confirmed yet: there is no one to send to.']);
  });
});
