import { BlogDetailResponseSchema, COMMENT_RULES } from '@shop/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../../testing/accounts.ts';
import { CONTENT_FIXTURE as F, seedContentFixtures } from '../../testing/content.fixtures.ts';
import { staffKey, staffPerson, staffSignIn, auditOf as auditOfEntity } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { blogComments } from './comments.schema.ts';
import { formTokenKey, signFormToken } from './form-token.ts';

let mailbox = 0;
/** A fresh address for each test, so the per-address limit counts only that test's comments. */
const newEmail = () => `reader${++mailbox}.${Date.now()}@example.com`;

describe.each(testDatabases())('blog comments on %s', (kind) => {
  let t: TestApp;
  let postId: number;
  let otherPostId: number;
  /** A support service account's key: the role that moderates comments. */
  let staff: Record<string, string>;
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url: `/api/v1${url}`, payload, headers });
  /** A token for the post's form issued `ageMs` ago (10 s: a person who took their time). */
  const token = (blogId = postId, ageMs = 10_000) =>
    signFormToken(formTokenKey(t.env.AUTH_SECRET), blogId, Date.now() - ageMs);
  const comment = (overrides: Record<string, unknown> = {}) => ({
    blog_id: postId,
    name: 'Layla Haddad',
    email: newEmail(),
    message: 'I keep my reds at 14°C. Is that too warm?',
    website: '',
    form_token: token(),
    ...overrides,
  });
  const stored = async (email: string) => t.db.select().from(blogComments).where(eq(blogComments.email, email));
  const shown = async (id = postId) =>
    BlogDetailResponseSchema.parse((await call('GET', `/blog-detail/${id}`)).json()).blog.comments;
  const auditOf = (id: number) => auditOfEntity(t, 'comment', id);

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: seedContentFixtures });
    staff = { authorization: `Bearer ${await staffKey(t, 'support')}` };
    postId = (await call('GET', '/blog-detail/blog-5')).json().blog.id;
    otherPostId = (await call('GET', '/blog-detail/blog-6')).json().blog.id;
  });
  afterAll(() => t?.close());

  describe('GET /comment-token', () => {
    it('gives a fresh token for the post, never cached; sent at once it is refused as too fast', async () => {
      const res = await call('GET', `/comment-token?blog_id=${postId}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { form_token } = res.json();
      expect(res.json()).toEqual({ status: 200, form_token: expect.stringMatching(/^\d+\.[\w-]{22}\.[\w-]{43}$/) });
      const sent = await call('POST', '/comments', comment({ form_token }));
      expect(sent.statusCode).toBe(400);
      expect(sent.json()).toMatchObject({
        code: 'FORM_TOO_FAST',
        errors: { form_token: ['Please take a moment to write your comment, then send it again.'] },
      });
    });

    it.each(['', 'abc', '0', '-1'])('refuses blog_id=%s', async (id) => {
      expect((await call('GET', `/comment-token?blog_id=${id}`)).statusCode).toBe(400);
    });
  });

  describe('POST /comments', () => {
    it("stores a comment pending, with the seed client's answer; it shows only once approved, at the time it was written", async () => {
      const body = comment({ name: '  Omar  ', email: 'Omar.Saeed@Example.com' });
      const res = await call('POST', '/comments', body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ status: 201, message: 'Review has been Submitted Successfully!' });
      const [row] = await stored('omar.saeed@example.com');
      expect(row).toMatchObject({
        blogId: postId,
        userId: null,
        name: 'Omar',
        message: body.message,
        approvedAt: null,
      });

      // The post's answer is cached: a pending comment never enters it, and approving it refreshes it at once.
      expect(await shown()).toEqual([]);
      expect((await call('GET', `/blog-detail/${postId}`)).headers['x-cache']).toBe('hit');
      const approved = await call('POST', `/staff/comments/${row!.id}/approve`, undefined, staff);
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({
        id: row!.id,
        blog_id: postId,
        email: 'omar.saeed@example.com',
        approved_at: expect.any(String),
      });
      for (const spelling of [String(postId), 'blog-5']) {
        const res = await call('GET', `/blog-detail/${spelling}`);
        expect(res.json().blog.comments).toEqual([
          { id: row!.id, name: 'Omar', created_at: new Date(row!.createdAt).toISOString(), message: body.message },
        ]);
      }
      // Approving twice changes nothing, and records nothing more.
      expect((await call('POST', `/staff/comments/${row!.id}/approve`, undefined, staff)).json().approved_at).toBe(
        approved.json().approved_at,
      );
      expect((await auditOf(row!.id)).map((e) => e.action)).toEqual(['comment.approve']);
    });

    it('lists only approved comments, oldest first, each under its own post', async () => {
      const post = async (name: string, blogId = otherPostId) => {
        const email = newEmail();
        expect(
          (await call('POST', '/comments', comment({ name, email, blog_id: blogId, form_token: token(blogId) })))
            .statusCode,
        ).toBe(201);
        return (await stored(email))[0]!.id;
      };
      const [first, pending, second] = [await post('First'), await post('Pending'), await post('Second')];
      for (const id of [second, first])
        expect((await call('POST', `/staff/comments/${id}/approve`, undefined, staff)).statusCode).toBe(200);
      expect((await shown(otherPostId)).map((c) => c.name)).toEqual(['First', 'Second']);
      expect((await shown(otherPostId)).map((c) => c.id)).not.toContain(pending);
      expect((await shown()).map((c) => c.name)).not.toContain('First');
    });

    it("keeps the signed-in author's account with the comment (the name and e-mail as sent)", async () => {
      const { headers, user } = await signUp(t);
      const email = newEmail();
      expect((await call('POST', '/comments', comment({ email, name: 'Layla H.' }), headers)).statusCode).toBe(201);
      expect((await stored(email))[0]).toMatchObject({ userId: user.id, name: 'Layla H.' });
    });

    it('keeps markup as typed: it is text, shown escaped wherever it is read', async () => {
      const email = newEmail();
      const message = '<script>alert(1)</script> & <b>bold</b>';
      expect((await call('POST', '/comments', comment({ email, message }))).statusCode).toBe(201);
      expect((await stored(email))[0]!.message).toBe(message);
    });

    it.each([
      ['no name', { name: ' ' }, 'name', 'Please Enter Name.'],
      ['a bad e-mail', { email: 'layla@' }, 'email', 'Invalid Email Address.'],
      ['no message', { message: '' }, 'message', 'Please Enter Message.'],
      [
        'a message over 2,000 characters',
        { message: 'x'.repeat(2001) },
        'message',
        'Comment is too long (2,000 characters at most).',
      ],
      [
        '3 links',
        { message: 'Cheap: http://a.example www.b.example c.example/buy' },
        'message',
        'Please include at most 2 links.',
      ],
      ['no post', { blog_id: undefined }, 'blog_id', undefined],
      ['a post id that is not one', { blog_id: 'blog-5' }, 'blog_id', undefined],
      [
        "no form token (the spec's own client sends none)",
        { form_token: undefined },
        'form_token',
        'This form could not be checked. Please reload the page and send your comment again.',
      ],
      ['a hidden field that is not text', { website: 42 }, 'website', undefined],
    ])("refuses %s with 400 and the field's message, storing nothing", async (_label, overrides, field, message) => {
      const body = comment(overrides);
      const res = await call('POST', '/comments', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: expect.any(String) });
      const errors = res.json().errors as Record<string, string[]>;
      expect(Object.keys(errors)).toContain(field);
      if (message) expect(errors[field]).toContain(message);
      expect(await stored(body.email)).toEqual([]);
    });

    it('takes 2 links', async () => {
      const email = newEmail();
      expect(
        (await call('POST', '/comments', comment({ email, message: 'Compare https://a.example and www.b.example' })))
          .statusCode,
      ).toBe(201);
      expect(await stored(email)).toHaveLength(1);
    });

    it.each([
      ['an unknown post', () => ({ blog_id: 999_999, form_token: token(999_999) })],
      [
        'a scheduled post',
        async () => {
          const [{ id }] = (await queryRows<{ id: number }>(
            t.db,
            sql`select id from blogs where route = ${F.scheduledBlogRoute}`,
          )) as [{ id: number }];
          return { blog_id: id, form_token: token(id) };
        },
      ],
    ])('answers 404 for %s', async (_label, target) => {
      const body = comment(await target());
      const res = await call('POST', '/comments', body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Blog not found.', code: 'NOT_FOUND' });
      expect(await stored(body.email)).toEqual([]);
    });
  });

  describe('the spam defences', () => {
    it('drops a comment whose hidden field is filled in, answering as if it were taken', async () => {
      const body = comment({ website: 'http://spam.example' });
      const res = await call('POST', '/comments', body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ status: 201, message: 'Review has been Submitted Successfully!' });
      expect(await stored(body.email)).toEqual([]);
    });

    it.each([
      [
        'under 3 s old',
        () => token(postId, 2_000),
        'FORM_TOO_FAST',
        'Please take a moment to write your comment, then send it again.',
      ],
      [
        'over a day old',
        () => token(postId, COMMENT_RULES.tokenMaxAgeSeconds * 1000 + 60_000),
        'FORM_TOKEN_EXPIRED',
        'This form has expired. Please send your comment again.',
      ],
      [
        'of another post',
        () => token(otherPostId),
        'FORM_TOKEN_INVALID',
        'This form has expired. Please send your comment again.',
      ],
      [
        'signed with another secret',
        () => signFormToken(formTokenKey('not-the-shop-secret-but-long-enough-xx'), postId, Date.now() - 10_000),
        'FORM_TOKEN_INVALID',
        undefined,
      ],
      [
        'with its time changed',
        () => `${Date.now() - 3_600_000}.${token().split('.').slice(1).join('.')}`,
        'FORM_TOKEN_INVALID',
        undefined,
      ],
    ])('refuses a form token %s, storing nothing', async (_label, make, code, message) => {
      const body = comment({ form_token: make() });
      const res = await call('POST', '/comments', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code, errors: { form_token: [message ?? expect.any(String)] } });
      expect(await stored(body.email)).toEqual([]);
    });

    it('takes one comment per form token, even when the form is sent twice at once', async () => {
      const once = comment();
      expect((await call('POST', '/comments', once)).statusCode).toBe(201);
      const again = await call('POST', '/comments', comment({ form_token: once.form_token }));
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'FORM_TOKEN_USED',
        errors: { form_token: ['This form has been sent already. Please send your comment again.'] },
      });
      const twins = comment();
      const answers = await Promise.all([call('POST', '/comments', twins), call('POST', '/comments', twins)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
      expect(await stored(twins.email)).toHaveLength(1);
    });

    it(`takes ${COMMENT_RULES.perEmailPerHour} comments an hour from one address, however it is written, even sent all at once`, async () => {
      const email = newEmail();
      const spellings = [email, email.toUpperCase(), ` ${email}`];
      const results = await Promise.all(
        Array.from({ length: COMMENT_RULES.perEmailPerHour + 3 }, (_, i) =>
          call('POST', '/comments', comment({ email: spellings[i % 3] })),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([
        ...Array(COMMENT_RULES.perEmailPerHour).fill(201),
        429,
        429,
        429,
      ]);
      const refused = results.find((r) => r.statusCode === 429)!.json();
      expect(refused).toEqual({
        error: expect.stringMatching(
          /^This e-mail address has sent 5 comments in the last hour\. Please try again in (60|59) minutes\.$/,
        ),
        code: 'RATE_LIMITED',
        requestId: expect.any(String),
      });
      expect((await t.db.select({ n: count() }).from(blogComments).where(eq(blogComments.email, email)))[0]!.n).toBe(
        COMMENT_RULES.perEmailPerHour,
      );
      // Another address is not held back.
      expect((await call('POST', '/comments', comment())).statusCode).toBe(201);
    });

    it('lets the address comment again once its oldest comment is an hour old', async () => {
      const email = newEmail();
      for (let i = 0; i < COMMENT_RULES.perEmailPerHour; i++)
        expect((await call('POST', '/comments', comment({ email }))).statusCode).toBe(201);
      const [oldest] = await stored(email);
      await t.db
        .update(blogComments)
        .set({ createdAt: new Date(Date.now() - 3_600_000 - 5_000).toISOString() })
        .where(eq(blogComments.id, oldest!.id));
      expect((await call('POST', '/comments', comment({ email }))).statusCode).toBe(201);
      expect((await call('POST', '/comments', comment({ email }))).statusCode).toBe(429);
    });
  });

  describe('the staff calls', () => {
    it('answer only to staff whose role moderates, and change nothing otherwise', async () => {
      const email = newEmail();
      expect((await call('POST', '/comments', comment({ email }))).statusCode).toBe(201);
      const id = (await stored(email))[0]!.id;
      const key = staff.authorization!.slice('Bearer '.length);
      const attempts: Array<[Record<string, string>, number, string]> = [
        [{}, 401, 'STAFF_LOGIN_REQUIRED'],
        // A key without the Bearer scheme is not read at all.
        [{ authorization: key }, 401, 'STAFF_LOGIN_REQUIRED'],
        // A customer's session is no staff credential, and neither is a key nobody was given.
        [(await signUp(t)).headers, 401, 'STAFF_ONLY'],
        [{ authorization: `Bearer sk_${'A'.repeat(43)}` }, 401, 'STAFF_SESSION_INVALID'],
        // Fulfilment packs orders; it does not moderate.
        [{ authorization: `Bearer ${await staffKey(t, 'fulfilment')}` }, 403, 'STAFF_FORBIDDEN'],
      ];
      for (const [headers, status, code] of attempts) {
        for (const [method, url] of [
          ['GET', '/staff/comments/pending'],
          ['POST', `/staff/comments/${id}/approve`],
          ['DELETE', `/staff/comments/${id}`],
        ] as const) {
          const res = await call(method, url, undefined, headers);
          expect(res.statusCode, `${code} ${method} ${url}`).toBe(status);
          expect(res.json().code).toBe(code);
        }
      }
      expect(await stored(email)).toMatchObject([{ id, approvedAt: null }]);
      expect(await auditOf(id)).toEqual([]);
    });

    it("take a signed-in person's session: reads with the cookie, writes with the CSRF token too", async () => {
      const email = newEmail();
      expect((await call('POST', '/comments', comment({ email }))).statusCode).toBe(201);
      const id = (await stored(email))[0]!.id;
      const person = await staffPerson(t, 'support');
      const session = await staffSignIn(t, person);
      const cookieOnly = { cookie: session.cookie };
      expect((await call('GET', '/staff/comments/pending', undefined, cookieOnly)).statusCode).toBe(200);
      // The cookie alone could be a forged cross-site request: a write is refused without the token.
      const forged = await call('POST', `/staff/comments/${id}/approve`, undefined, cookieOnly);
      expect(forged.statusCode).toBe(403);
      expect(forged.json().code).toBe('CSRF_FAILED');
      expect((await stored(email))[0]!.approvedAt).toBeNull();
      expect((await call('POST', `/staff/comments/${id}/approve`, undefined, session.headers)).statusCode).toBe(200);
      expect(await auditOf(id)).toMatchObject([
        { staffId: person.id, actor: `support person <${person.email}> (support)`, action: 'comment.approve' },
      ]);
    });

    it('list the pending comments oldest first, e-mail included', async () => {
      const emails = [newEmail(), newEmail()];
      for (const email of emails) expect((await call('POST', '/comments', comment({ email }))).statusCode).toBe(201);
      const res = await call('GET', '/staff/comments/pending', undefined, staff);
      expect(res.statusCode).toBe(200);
      const pending = res.json().data as { email: string; approved_at: string | null }[];
      expect(pending.every((c) => c.approved_at === null)).toBe(true);
      const ours = pending.filter((c) => emails.includes(c.email)).map((c) => c.email);
      expect(ours).toEqual(emails);
    });

    it('delete a comment: an approved one leaves its post at once, and the audit log keeps what it said', async () => {
      const email = newEmail();
      await call('POST', '/comments', comment({ email, blog_id: otherPostId, form_token: token(otherPostId) }));
      const id = (await stored(email))[0]!.id;
      const approved = (await call('POST', `/staff/comments/${id}/approve`, undefined, staff)).json();
      expect((await shown(otherPostId)).map((c) => c.id)).toContain(id);
      const res = await call('DELETE', `/staff/comments/${id}`, undefined, staff);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, email });
      expect((await shown(otherPostId)).map((c) => c.id)).not.toContain(id);
      expect(await stored(email)).toEqual([]);
      // The comment is gone from its table, not from the record of who approved and then deleted it.
      const entries = await auditOf(id);
      expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
        ['comment.approve', { ...approved, status: 'pending', approved_at: null }, approved],
        ['comment.delete', approved, null],
      ]);
      for (const entry of entries) expect(entry.actor).toMatch(/^support bot <.+> \(support\)$/);
    });

    it.each([
      ['POST', '/staff/comments/999999/approve', 404],
      ['DELETE', '/staff/comments/999999', 404],
      ['POST', '/staff/comments/abc/approve', 400],
      ['POST', '/staff/comments/0/approve', 400],
    ] as const)('%s %s answers %i', async (method, url, status) => {
      expect((await call(method, url, undefined, staff)).statusCode).toBe(status);
    });
  });
});

describe('the per-client limit on comments', () => {
  it('takes 10 comments an hour from one client, then answers 429 with the error payload', async () => {
    const t = await createTestApp('pglite', { seed: seedContentFixtures, env: { RATE_LIMITS: 'true' } });
    try {
      const blogId = (await t.app.inject({ method: 'GET', url: '/api/v1/blog-detail/blog-2' })).json().blog
        .id as number;
      const send = (n: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/comments',
          payload: {
            blog_id: blogId,
            name: 'Reader',
            email: `client-limit-${n}@example.com`,
            message: 'Nice.',
            form_token: signFormToken(formTokenKey(t.env.AUTH_SECRET), blogId, Date.now() - 10_000),
          },
        });
      for (let n = 0; n < 10; n++) expect((await send(n)).statusCode).toBe(201);
      const refused = await send(10);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'RATE_LIMITED',
        error: expect.stringMatching(/^Too many requests/),
      });
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await t.close();
    }
  });
});
