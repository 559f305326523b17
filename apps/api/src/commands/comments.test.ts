import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { STAFF_MESSAGES } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formTokenKey, signFormToken } from '../modules/comments/form-token.ts';
import { auditLog } from '../tables.ts';
import { seedContentFixtures } from '../testing/content.fixtures.ts';
import { staffKey } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const COMMAND = path.resolve(import.meta.dirname, 'comments.ts');

describe('npm run comment:pending / comment:approve / comment:reject', () => {
  let t: TestApp;
  let env: NodeJS.ProcessEnv;
  let blogId: number;
  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', COMMAND, ...args], { env });
  const fails = (...args: string[]) =>
    run(...args).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => err,
    );

  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: seedContentFixtures });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    // A support service account: the role that moderates comments.
    env = {
      ...process.env,
      STAFF_API_KEY: await staffKey(t, 'support'),
      SHOP_URL: `http://127.0.0.1:${port}`,
      INIT_CWD: t.env.DATA_DIR,
    };
    blogId = (await t.app.inject({ method: 'GET', url: '/api/v1/blog-detail/blog-4' })).json().blog.id;
  });
  afterAll(() => t?.close());

  it('lists the pending comments, approves one so that it shows, and deletes another', async () => {
    expect((await run('pending')).stdout).toBe('No comment is waiting for approval.\n');
    for (const [name, email] of [
      ['Layla', 'layla@example.com'],
      ['Spammer', 'spam@example.com'],
    ]) {
      const form_token = signFormToken(formTokenKey(t.env.AUTH_SECRET), blogId, Date.now() - 10_000);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/comments',
        payload: { blog_id: blogId, name, email, message: `Hello from\n${name}`, form_token },
      });
      expect(res.statusCode).toBe(201);
    }
    const { stdout } = await run('pending');
    expect(stdout).toMatch(
      /^2 comments waiting for approval:\n\n#(\d+) {2}post \d+ {2}\S+ {2}pending\n {2}Layla <layla@example\.com>\n {2}Hello from Layla\n\n#\d+ .*\n {2}Spammer <spam@example\.com>\n/,
    );
    const [layla, spammer] = [...stdout.matchAll(/^#(\d+)/gm)].map((m) => m[1]!);

    expect((await run('approve', layla!)).stdout).toMatch(
      new RegExp(`^Approved:\\n#${layla} {2}post ${blogId} {2}\\S+ {2}approved \\S+\\n`),
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/blog-detail/${blogId}` }))
        .json()
        .blog.comments.map((c: { name: string }) => c.name),
    ).toEqual(['Layla']);
    expect((await run('reject', spammer!)).stdout).toMatch(new RegExp(`^Rejected:\\n#${spammer} .* rejected\\n`));
    expect((await run('pending')).stdout).toBe('No comment is waiting for approval.\n');
    // Both decisions are on record under the command's service account.
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'comment')).orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.entityId])).toEqual([
      ['comment.approve', layla],
      ['comment.reject', spammer],
    ]);
    for (const entry of entries) expect(entry.actor).toMatch(/^support bot <.+> \(support\)$/);
  }, 60_000);

  it('says what is wrong: usage, an unknown comment, a wrong or missing key, a shop that does not answer', async () => {
    for (const args of [
      [],
      ['approve'],
      ['approve', 'abc'],
      ['pending', '3'],
      ['approve', '1', '2'],
      ['publish', '1'],
    ]) {
      expect(await fails(...args), args.join(' ')).toMatchObject({
        code: 2,
        stderr: expect.stringMatching(/^Usage: npm run comment:pending/),
      });
    }
    expect(await fails('approve', '999999')).toMatchObject({ code: 1, stderr: 'Comment not found.\n' });
    const saved = env;
    try {
      // A key of the right shape that opens nothing (revoked, or never given).
      env = { ...saved, STAFF_API_KEY: `sk_${'A'.repeat(43)}` };
      expect(await fails('pending')).toMatchObject({ code: 1, stderr: `${STAFF_MESSAGES.sessionInvalid}\n` });
      // A key whose role does not moderate.
      env = { ...saved, STAFF_API_KEY: await staffKey(t, 'fulfilment') };
      expect(await fails('pending')).toMatchObject({ code: 1, stderr: `${STAFF_MESSAGES.forbidden}\n` });
      env = { ...saved, STAFF_API_KEY: '' };
      expect(await fails('pending')).toMatchObject({
        code: 2,
        stderr: expect.stringMatching(/^STAFF_API_KEY is not set/),
      });
      env = { ...saved, SHOP_URL: 'http://127.0.0.1:9' };
      expect(await fails('pending')).toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/^The shop at http:\/\/127\.0\.0\.1:9 does not answer/),
      });
    } finally {
      env = saved;
    }
  }, 60_000);
});
