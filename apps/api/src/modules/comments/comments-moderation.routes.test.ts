import { BlogDetailResponseSchema, MODERATION_MESSAGES } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../testing/accounts.ts';
import { CONTENT_FIXTURE as F, seedContentFixtures } from '../../testing/content.fixtures.ts';
import { staffKey, auditOf as auditOfEntity } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { blogComments } from './comments.schema.ts';

let written = 0;

describe.each(testDatabases())('comment moderation in the back office on %s', (kind) => {
  let t: TestApp;
  let postId: number;
  let postTitle: string;
  /** A support service account's key: the role that moderates comments. */
  let support: Record<string, string>;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = support) =>
    t.app.inject({ method, url: `/api/v1${url}`, payload, headers });
  const moderate = (id: number | string, payload: unknown, headers = support) =>
    call('POST', `/staff/comments/${id}/moderate`, payload as object, headers);
  const shown = async () =>
    BlogDetailResponseSchema.parse((await call('GET', `/blog-detail/${postId}`, undefined, {})).json()).blog.comments;
  /** A comment waiting for a decision, as a reader's form leaves it. */
  const pendingComment = async (message = `Comment ${++written}`) => {
    const [row] = await t.db
      .insert(blogComments)
      .values({ blogId: postId, name: 'Layla Haddad', email: `reader${written}@example.com`, message })
      .returning();
    return row!.id;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: seedContentFixtures });
    support = { authorization: `Bearer ${await staffKey(t, 'support')}` };
    const post = (await call('GET', '/blog-detail/blog-7', undefined, {})).json().blog;
    postId = post.id;
    postTitle = post.title;
    expect(F).toBeDefined();
  });
  afterAll(() => t?.close());

  it('lists pending comments with their post, oldest first, and the dashboard counts them', async () => {
    const first = await pendingComment('First of two');
    const second = await pendingComment('Second of two');
    const res = await call('GET', '/staff/comments?status=pending');
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data as { id: number }[]).map((c) => c.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(res.json().data.find((c: { id: number }) => c.id === first)).toEqual({
      id: first,
      post: { id: postId, title: postTitle, route: 'blog-7' },
      name: 'Layla Haddad',
      email: expect.stringMatching(/@example\.com$/),
      message: 'First of two',
      status: 'pending',
      created_at: expect.any(String),
      decided_at: null,
    });
    expect(res.json()).toMatchObject({ current_page: 1, per_page: 20, total: expect.any(Number) });
    const dashboard = (await call('GET', '/staff/dashboard')).json();
    expect(dashboard.pending_comments).toBe(res.json().total);
  });

  it('approves a comment: it appears under its post at once, audited once however often it is sent', async () => {
    const id = await pendingComment('An approved comment appears under its post');
    expect((await shown()).map((c) => c.id)).not.toContain(id);
    const res = await moderate(id, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'approved', approved_at: expect.any(String), rejected_at: null });
    expect((await shown()).map((c) => c.id)).toContain(id);
    expect((await moderate(id, { decision: 'approve' })).json().approved_at).toBe(res.json().approved_at);
    const entries = await auditOfEntity(t, 'comment', id);
    expect(
      entries.map((e) => [e.action, (e.before as { status: string }).status, (e.after as { status: string }).status]),
    ).toEqual([['comment.approve', 'pending', 'approved']]);
    expect(entries[0]!.actor).toMatch(/^support bot <.+> \(support\)$/);
    const approved = (await call('GET', '/staff/comments?status=approved')).json().data as { id: number }[];
    expect(approved.map((c) => c.id)).toContain(id);
  });

  it('rejects a comment, even one approved before: it leaves its post at once, is kept, and can be approved again', async () => {
    const id = await pendingComment('Changed our mind');
    await moderate(id, { decision: 'approve' });
    expect((await shown()).map((c) => c.id)).toContain(id);
    const rejected = await moderate(id, { decision: 'reject' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      id,
      status: 'rejected',
      approved_at: null,
      rejected_at: expect.any(String),
    });
    expect((await shown()).map((c) => c.id)).not.toContain(id);
    const list = (await call('GET', '/staff/comments?status=rejected')).json().data as {
      id: number;
      decided_at: string;
    }[];
    expect(list.find((c) => c.id === id)?.decided_at).toBe(rejected.json().rejected_at);
    const pending = (await call('GET', '/staff/comments')).json().data as { id: number }[];
    expect(pending.map((c) => c.id)).not.toContain(id);
    expect((await moderate(id, { decision: 'approve' })).json().status).toBe('approved');
    expect((await shown()).map((c) => c.id)).toContain(id);
    expect((await auditOfEntity(t, 'comment', id)).map((e) => e.action)).toEqual([
      'comment.approve',
      'comment.reject',
      'comment.approve',
    ]);
  });

  it('answers only to staff whose role moderates; an editor is refused with 403', async () => {
    const id = await pendingComment();
    const refusals: Array<[Record<string, string>, number, string]> = [
      [{}, 401, 'STAFF_LOGIN_REQUIRED'],
      [(await signUp(t)).headers, 401, 'STAFF_ONLY'],
      [{ authorization: `Bearer ${await staffKey(t, 'editor')}` }, 403, 'STAFF_FORBIDDEN'],
      [{ authorization: `Bearer ${await staffKey(t, 'fulfilment')}` }, 403, 'STAFF_FORBIDDEN'],
    ];
    for (const [headers, status, code] of refusals) {
      for (const res of [
        await call('GET', '/staff/comments', undefined, headers),
        await moderate(id, { decision: 'approve' }, headers),
      ]) {
        expect(res.statusCode, code).toBe(status);
        expect(res.json().code).toBe(code);
      }
    }
    expect((await shown()).map((c) => c.id)).not.toContain(id);
    expect(await auditOfEntity(t, 'comment', id)).toEqual([]);
  });

  it.each([
    ['no body', undefined, 'decision', MODERATION_MESSAGES.decisionRequired],
    ['no decision', {}, 'decision', MODERATION_MESSAGES.decisionRequired],
    ['an unknown decision', { decision: 'delete' }, 'decision', MODERATION_MESSAGES.decisionRequired],
    ['a decision that is not text', { decision: true }, 'decision', MODERATION_MESSAGES.decisionRequired],
  ])('refuses %s with 400 on its field', async (_label, body, field, message) => {
    const id = await pendingComment();
    const res = await moderate(id, body);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.values(errors).flat()).toContain(message);
    if (body !== undefined) expect(errors[field]).toContain(message);
    expect((await call('GET', '/staff/comments')).json().data.map((c: { id: number }) => c.id)).toContain(id);
  });

  it.each([
    ['abc', 400],
    ['0', 400],
    ['-3', 400],
    ['99999999999', 400],
    ['999999', 404],
  ])('answers comment id %s with %i', async (id, status) => {
    const res = await moderate(id, { decision: 'reject' });
    expect(res.statusCode).toBe(status);
    if (status === 404) expect(res.json().error).toBe(MODERATION_MESSAGES.commentNotFound);
    else expect(res.json().errors.id).toBeDefined();
  });

  it.each([
    ['status=spam', 'status', MODERATION_MESSAGES.commentStateUnknown],
    ['page=abc', 'page', undefined],
    ['page=-1', 'page', undefined],
  ])('refuses the list with %s on its field', async (query, field, message) => {
    const res = await call('GET', `/staff/comments?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBeDefined();
    if (message) expect(res.json().errors[field]).toContain(message);
  });
});
