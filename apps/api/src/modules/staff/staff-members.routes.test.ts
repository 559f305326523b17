import { STAFF_MESSAGES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../notifier/outbox.ts';
import { nextTotp, staffPerson, staffSignIn } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { totpCode } from './totp.ts';

describe.each(testDatabases())('staff members and the audit log on %s', (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof staffPerson>>;
  let ownerHeaders: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await staffPerson(t, 'owner');
    ownerHeaders = (await staffSignIn(t, owner)).headers;
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = ownerHeaders) =>
    t.app.inject({ method, url: `/api/v1/staff${url}`, headers, ...(payload && { payload }) });
  const audit = async (query = '') =>
    (await call('GET', `/audit${query}`)).json().entries as Array<Record<string, unknown>>;

  it('invites a person, who sets a password and an authenticator, and signs in', async () => {
    const email = `invitee-${kind}@staff.test`;
    const invited = await call('POST', '/members', { email: email.toUpperCase(), name: 'Fatima', role: 'fulfilment' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email, status: 'invited', role: 'fulfilment' });
    const mailTo = async () => (await readOutbox(t.env.DATA_DIR)).filter((m) => m.to === email).at(-1)?.text ?? '';
    await expect.poll(mailTo).toContain('accept-invite#token=');
    const token = /accept-invite#token=([A-Za-z0-9_-]+)/.exec(await mailTo())![1]!;
    // Not yet active: no login.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/login',
      payload: { email, password: 'whatever password is it', totp: '123456' },
    });
    expect(early.statusCode).toBe(401);
    const invitation = await t.app.inject({ method: 'GET', url: `/api/v1/staff/invitations/${token}` });
    expect(invitation.statusCode).toBe(200);
    const { otpauth_uri, totp_secret } = invitation.json();
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    const accept = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/staff/invitations/accept', payload: { token, ...payload } });
    const short = await accept({ password: 'short', totp: totpCode(totp_secret) });
    expect(short.statusCode).toBe(400);
    expect((await accept({ password: 'password1234', totp: totpCode(totp_secret) })).json().error).toBe(
      STAFF_MESSAGES.passwordCommon,
    );
    expect((await accept({ password: 'fatima packs the orders', totp: '000000' })).statusCode).toBe(422);
    const accepted = await accept({ password: 'fatima packs the orders', totp: totpCode(totp_secret) });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().recovery_codes).toHaveLength(10);
    // The invitation is spent.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/staff/invitations/${token}` })).statusCode).toBe(404);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/login',
      payload: { email, password: 'fatima packs the orders', totp: totpCode(totp_secret, Date.now() + 30_000) },
    });
    expect(login.statusCode).toBe(200);
    const id = invited.json().id;
    expect((await audit(`?entity=staff&entity_id=${id}`)).map((e) => e.action)).toEqual([
      'staff.accept',
      'staff.invite',
    ]);
  });

  it('refuses a second member with one e-mail', async () => {
    const res = await call('POST', '/members', { email: owner.email, name: 'Twin', role: 'support' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(STAFF_MESSAGES.emailTaken);
  });

  it('invites again a person who never accepted: the withdrawn link dies, a new one works, with the new role', async () => {
    const email = `reinvited-${kind}@staff.test`;
    const mails = async () => (await readOutbox(t.env.DATA_DIR)).filter((m) => m.to === email);
    const linkIn = (text: string) => /accept-invite#token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
    const first = (await call('POST', '/members', { email, name: 'Rahul', role: 'support' })).json();
    await expect.poll(async () => (await mails()).length).toBe(1);
    const oldToken = linkIn((await mails())[0]!.text);
    expect((await call('POST', `/members/${first.id}/disable`)).statusCode).toBe(200);
    // Enabling does not bring a withdrawn invitation back: the answer says what to do.
    const enabled = await call('POST', `/members/${first.id}/enable`);
    expect(enabled.statusCode).toBe(409);
    expect(enabled.json().error).toBe(STAFF_MESSAGES.inviteAgain);

    const again = await call('POST', '/members', { email, name: 'Rahul Menon', role: 'fulfilment' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: first.id, name: 'Rahul Menon', role: 'fulfilment', status: 'invited' });
    // The list says until when the new link works: from the new invitation on, not from the first.
    expect(Date.parse(again.json().invite_expires_at)).toBeGreaterThan(Date.parse(first.invite_expires_at));
    await expect.poll(async () => (await mails()).length).toBe(2);
    const newToken = linkIn((await mails())[1]!.text);
    expect((await call('GET', `/invitations/${oldToken}`)).statusCode).toBe(404);
    expect((await call('GET', `/invitations/${newToken}`)).json()).toMatchObject({ email, role: 'fulfilment' });
    expect((await audit(`?entity=staff&entity_id=${first.id}`)).map((e) => e.action)).toEqual([
      'staff.reinvite',
      'staff.disable',
      'staff.invite',
    ]);
    // Someone who ever signed in keeps their account: inviting their e-mail is refused.
    expect((await call('POST', '/members', { email: owner.email, name: 'Noor', role: 'owner' })).statusCode).toBe(409);
  });

  it('disables a member: their session ends at once, and enabling brings them back', async () => {
    const member = await staffPerson(t, 'support');
    const session = await staffSignIn(t, member);
    const me = () => t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers: { cookie: session.cookie } });
    expect((await me()).statusCode).toBe(200);
    const disabled = await call('POST', `/members/${member.id}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().status).toBe('disabled');
    expect((await me()).statusCode).toBe(401);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/login',
        payload: { email: member.email, password: 'a long staff password 4 tests', totp: nextTotp(member.secret) },
      });
    expect((await login()).statusCode).toBe(401);
    expect((await call('POST', `/members/${member.id}/enable`)).json().status).toBe('active');
    expect((await login()).statusCode).toBe(200);
    const [entry] = await audit(`?entity=staff&entity_id=${member.id}&limit=1`);
    expect(entry).toMatchObject({
      action: 'staff.enable',
      staff_id: owner.id,
      before: { status: 'disabled' },
      after: { status: 'active' },
    });
    expect(entry!.request_id).toBeTruthy();
    expect(String(entry!.actor)).toContain(owner.email);
  });

  it('keeps an owner: none disables or demotes themselves, and the last one stays', async () => {
    for (const url of [`/members/${owner.id}/disable`, `/members/${owner.id}/role`]) {
      const res = await call('POST', url, { role: 'support' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(STAFF_MESSAGES.notYourself);
    }
    const second = await staffPerson(t, 'owner');
    const secondHeaders = (await staffSignIn(t, second)).headers;
    // Two owners: one may demote the other, but not the last one left.
    expect((await call('POST', `/members/${second.id}/role`, { role: 'manager' })).json().role).toBe('manager');
    const third = await staffPerson(t, 'owner');
    expect((await call('POST', `/members/${third.id}/disable`)).statusCode).toBe(200);
    // The demoted member's role applies at their next call.
    expect((await call('GET', '/members', undefined, secondHeaders)).statusCode).toBe(403);
  });

  it('filters the log by member, entity and day, and pages it', async () => {
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    const mine = await audit(`?staff_id=${owner.id}&from=${today}&to=${today}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.staff_id === owner.id)).toBe(true);
    expect(await audit(`?staff_id=${owner.id}&to=2020-01-01`)).toEqual([]);
    const page = (await call('GET', '/audit?limit=1')).json();
    expect(page.entries).toHaveLength(1);
    const next = (await call('GET', `/audit?limit=1&before_id=${page.next_before_id}`)).json();
    expect(next.entries[0].id).toBeLessThan(page.entries[0].id);
    expect((await call('GET', '/audit?from=yesterday')).statusCode).toBe(400);
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'done',
        (err: { cause?: Error } & Error) => (err.cause ?? err).message,
      );
    expect(await refusal(t.db.execute(sql`update audit_log set actor = 'someone else'`))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
    expect((await audit()).length).toBeGreaterThan(0);
  });
});
