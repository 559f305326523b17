import { randomUUID } from 'node:crypto';
import type { ContactMessage, ContactMessagePage, InboxAssignee, PlatinumMemberPage } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, staffKey, staffPerson, staffSignIn } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';

const S = '/api/v1/staff';

/** Every inbox call of the back office (issue 26, item 8), with a body that passes validation. */
const INBOX_CALLS: ReadonlyArray<[method: 'GET' | 'POST' | 'PUT', url: string, body?: object]> = [
  ['GET', '/inbox/messages'],
  ['GET', '/inbox/assignees'],
  ['POST', '/inbox/messages/1/read'],
  ['PUT', '/inbox/messages/1/assignee', { staff_id: null }],
  ['POST', '/inbox/messages/1/done'],
  ['GET', '/inbox/platinum-members'],
  ['GET', '/inbox/platinum-members.csv'],
  ['GET', '/inbox/quotations'],
  ['POST', '/quotations/1/answer', { lines: [{ id: 1, unit_price: 10 }], valid_until: '2099-01-01' }],
  ['GET', '/quotations/1/quote.pdf'],
  ['GET', '/inbox/subscribers'],
  ['GET', '/inbox/subscribers.csv'],
  ['GET', '/inbox/newsletter-sends'],
  ['POST', '/inbox/newsletter-sends', { key: randomUUID(), subject: 'Hi', body: '<p>Hi</p>' }],
];

describe.each(testDatabases())('the inbox: contact messages and Platinum Club on %s', (kind) => {
  let t: TestApp;
  let support: Record<string, string>;
  let supportId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { CONTACT_EMAIL: 'inbox@cellar.example' } });
    supportId = (await staffPerson(t, 'support')).id;
    support = { authorization: `Bearer ${await staffKey(t, 'support')}` };
  });
  afterAll(() => t?.close());

  const call = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${S}${url}`, headers, payload });
  const contact = (subject: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      payload: {
        name: 'Layla Haddad',
        email: 'layla@example.com',
        mobile: '0501234567',
        subject,
        message: 'Hello',
        ...extra,
      },
    });
  const openMessages = async () => (await call('GET', '/inbox/messages', support)).json() as ContactMessagePage;

  it.each(['editor', 'fulfilment'] as const)('refuses every inbox call to %s with 403', async (role) => {
    const headers = { authorization: `Bearer ${await staffKey(t, role)}` };
    for (const [method, url, body] of INBOX_CALLS) {
      const res = await call(method, url, headers, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses every inbox call without a staff session (401)', async () => {
    for (const [method, url, body] of INBOX_CALLS) expect((await call(method, url, {}, body)).statusCode).toBe(401);
  });

  it.each(['support', 'manager', 'owner'] as const)('lets %s read the inbox', async (role) => {
    const headers =
      role === 'owner'
        ? (await staffSignIn(t, await staffPerson(t, role))).headers
        : { authorization: `Bearer ${await staffKey(t, role)}` };
    for (const url of ['/inbox/messages', '/inbox/platinum-members', '/inbox/quotations', '/inbox/subscribers'])
      expect((await call('GET', url, headers)).statusCode).toBe(200);
  });

  it('reads, assigns and marks a message done, each move audited once, and the lists follow', async () => {
    expect((await contact('Corporate gifts <b>now</b>')).statusCode).toBe(201);
    const message = (await openMessages()).data.find((m) => m.subject === 'Corporate gifts <b>now</b>')!;
    expect(message).toMatchObject({ status: 'new', assignee: null, read_at: null, done_at: null });

    const read = await call('POST', `/inbox/messages/${message.id}/read`, support);
    expect(read.json()).toMatchObject({ status: 'read', read_at: expect.any(String) });
    expect((await call('POST', `/inbox/messages/${message.id}/read`, support)).statusCode).toBe(200);

    const assignees = (await call('GET', '/inbox/assignees', support)).json() as InboxAssignee[];
    expect(assignees.map((a) => a.id)).toContain(supportId);
    const assigned = await call('PUT', `/inbox/messages/${message.id}/assignee`, support, { staff_id: supportId });
    expect(assigned.statusCode).toBe(200);
    expect((assigned.json() as ContactMessage).assignee).toEqual({ id: supportId, name: 'support person' });

    const done = await call('POST', `/inbox/messages/${message.id}/done`, support);
    expect(done.json()).toMatchObject({ status: 'done', done_at: expect.any(String) });
    expect((await openMessages()).data.some((m) => m.id === message.id)).toBe(false);
    const doneList = (await call('GET', '/inbox/messages?view=done', support)).json() as ContactMessagePage;
    expect(doneList.data[0]!.id).toBe(message.id);
    expect((await call('POST', `/inbox/messages/${message.id}/done`, support)).statusCode).toBe(200);

    const entries = await auditOf(t, 'contact_message', message.id);
    expect(entries.map((e) => e.action)).toEqual([
      'contact_message.read',
      'contact_message.assign',
      'contact_message.done',
    ]);
    expect(entries[1]).toMatchObject({ before: { assignedTo: null }, after: { assignedTo: supportId } });
  });

  it('assigns only to someone who answers the inbox, and unassigns with null', async () => {
    await contact('Assign me');
    const { id } = (await openMessages()).data.find((m) => m.subject === 'Assign me')!;
    const editor = await staffPerson(t, 'editor');
    for (const staffId of [editor.id, 999_999]) {
      const res = await call('PUT', `/inbox/messages/${id}/assignee`, support, { staff_id: staffId });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.staff_id).toEqual(['Choose a staff member who answers the inbox.']);
    }
    expect((await call('PUT', `/inbox/messages/${id}/assignee`, support, { staff_id: supportId })).statusCode).toBe(
      200,
    );
    const none = await call('PUT', `/inbox/messages/${id}/assignee`, support, { staff_id: null });
    expect(none.json()).toMatchObject({ assignee: null, status: 'read' });
  });

  it.each([
    ['a missing message', 'POST', '/inbox/messages/999999/read', undefined, 404],
    ['a message id that is not a number', 'POST', '/inbox/messages/abc/done', undefined, 400],
    ['no staff_id', 'PUT', '/inbox/messages/1/assignee', {}, 400],
    ['a staff_id that is text', 'PUT', '/inbox/messages/1/assignee', { staff_id: 'Layla' }, 400],
    ['a staff_id of 0', 'PUT', '/inbox/messages/1/assignee', { staff_id: 0 }, 400],
    ['an unknown view', 'GET', '/inbox/messages?view=spam', undefined, 400],
    ['a bad page', 'GET', '/inbox/messages?page=-2', undefined, 400],
    ['a bad page of members', 'GET', '/inbox/platinum-members?page=abc', undefined, 400],
  ])('refuses %s', async (_label, method, url, body, status) => {
    const res = await call(method, url, support, body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
  });

  it('refuses a write from a signed-in member without the CSRF token', async () => {
    const signedIn = await staffSignIn(t, await staffPerson(t, 'manager'));
    expect((await call('POST', '/inbox/messages/1/read', { cookie: signedIn.cookie })).statusCode).toBe(403);
    expect((await call('GET', '/inbox/messages', signedIn.headers)).statusCode).toBe(200);
  });

  it('lists Platinum Club members and exports them as CSV, formulas neutralised', async () => {
    const join = await t.app.inject({
      method: 'POST',
      url: '/api/v1/platinum-club',
      payload: {
        first_name: '=HYPERLINK("http://evil.example")',
        last_name: 'Saeed',
        email: 'club@example.com',
        mobile: '0551234567',
        date_of_birth: '1990-05-01',
        preferences: ['wine', 'events'],
      },
    });
    expect(join.statusCode).toBe(201);
    const page = (await call('GET', '/inbox/platinum-members', support)).json() as PlatinumMemberPage;
    expect(page.data[0]).toMatchObject({ email: 'club@example.com', preferences: ['wine', 'events'] });
    const csv = await call('GET', '/inbox/platinum-members.csv', support);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="platinum-club-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('first_name,last_name,email,mobile,date_of_birth,preferences,joined_at');
    expect(lines[1], lines[1]).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil\.example""\)",Saeed,club@example\.com,'\+971551234567,1990-05-01,wine events,/,
    );
  });
});
