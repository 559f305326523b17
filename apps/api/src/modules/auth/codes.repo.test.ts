import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestDatabase, testDatabases } from '../../testing/test-app.ts';
import { authRepos, type AuthRepos } from './auth.repos.ts';

describe.each(testDatabases())('account housekeeping on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let repos: AuthRepos;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    repos = authRepos(database.db);
  });
  afterAll(() => database?.drop());

  it('forgets codes and failures over a day old, ended sessions and expired sign-ups, and keeps the rest', async () => {
    const user = await repos.users.insert({
      userType: 'user',
      fullName: 'Keep Me',
      email: 'keep@example.ae',
      mobile: '+971500000001',
    });
    const expires = new Date(Date.now() + 600_000).toISOString();
    await repos.codes.replace({
      purpose: 'login',
      target: '+971500000001',
      channel: 'sms',
      codeHash: 'a'.repeat(64),
      expiresAt: expires,
    });
    await repos.codes.replace({
      purpose: 'login',
      target: '+971500000002',
      channel: 'sms',
      codeHash: 'b'.repeat(64),
      expiresAt: expires,
    });
    await database.db.execute(
      sql`update one_time_codes set created_at = now() - interval '2 days' where target = '+971500000002'`,
    );
    await repos.codes.recordLoginFailure('old@example.ae');
    await database.db.execute(sql`update login_failures set created_at = now() - interval '2 days'`);
    await repos.codes.recordLoginFailure('new@example.ae');
    await repos.sessions.insert(user.id, 'c'.repeat(64), new Date(Date.now() - 3 * 86_400_000));
    await repos.sessions.insert(user.id, 'd'.repeat(64), new Date(Date.now() + 86_400_000));
    await repos.registrations.insert({
      tokenHash: 'e'.repeat(64),
      userId: null,
      data: { email: 'gone@example.ae', mobile: '+971500000003' } as never,
      expiresAt: new Date(Date.now() - 1000),
    });

    await Promise.all([repos.codes.prune(), repos.sessions.prune(), repos.registrations.prune()]);
    const targets = await queryRows<{ target: string }>(database.db, sql`select target from one_time_codes`);
    expect(targets.map((r) => r.target)).toEqual(['+971500000001']);
    expect(await repos.codes.loginFailuresSince('new@example.ae', new Date(0))).toBe(1);
    expect(await repos.codes.loginFailuresSince('old@example.ae', new Date(0))).toBe(0);
    expect(await queryRows(database.db, sql`select token_hash from sessions`)).toEqual([
      { token_hash: 'd'.repeat(64) },
    ]);
    expect(await queryRows(database.db, sql`select 1 from pending_registrations`)).toHaveLength(0);
  });
});
