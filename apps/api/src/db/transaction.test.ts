import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '../tables.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { sqlState, unitOfWork } from './transaction.ts';
import { createTestDatabase, testDatabases } from '../testing/test-app.ts';

/** Two tiny repositories over one table, to prove they share the transaction. */
const repos = (db: Database) => ({
  first: { add: (email: string) => db.insert(subscribers).values({ email }) },
  second: { add: (email: string) => db.insert(subscribers).values({ email }) },
  count: async () => (await db.select({ n: count() }).from(subscribers))[0]!.n,
  /** Fails the way PostgreSQL does when it aborts a transaction to resolve a conflict. */
  conflict: (code: '40001' | '40P01') =>
    db.execute(sql.raw(`do $$ begin raise exception 'conflict' using errcode = '${code}'; end $$`)),
});

describe.each(testDatabases())('unitOfWork on %s', (kind) => {
  let handle: DatabaseHandle & { drop(): Promise<void> };
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle?.drop());

  it('commits the writes of every repository together', async () => {
    await unitOfWork(
      handle.db,
      repos,
    )(async ({ first, second }) => {
      await first.add('a@example.com');
      await second.add('b@example.com');
    });
    expect(await repos(handle.db).count()).toBe(2);
  });

  it('rolls every repository back when the work fails', async () => {
    const before = await repos(handle.db).count();
    await expect(
      unitOfWork(
        handle.db,
        repos,
      )(async ({ first, second }) => {
        await first.add('c@example.com');
        await second.add('a@example.com'); // duplicate: unique violation
      }),
    ).rejects.toThrow();
    expect(await repos(handle.db).count()).toBe(before);
    expect(await handle.db.$count(subscribers, eq(subscribers.email, 'c@example.com'))).toBe(0);
  });

  it('runs the work again when PostgreSQL aborts it to resolve a conflict, and gives up after the last attempt', async () => {
    let runs = 0;
    const result = await unitOfWork(
      handle.db,
      repos,
    )(async (r) => {
      runs++;
      if (runs < 3) await r.conflict('40001');
      return 'done';
    });
    expect({ result, runs }).toEqual({ result: 'done', runs: 3 });
    runs = 0;
    const failing = unitOfWork(handle.db, repos, { attempts: 2 })(async (r) => {
      runs++;
      await r.first.add(`x${runs}@example.com`);
      await r.conflict('40P01');
    });
    await expect(failing).rejects.toSatisfy((err) => sqlState(err) === '40P01');
    expect(runs).toBe(2);
  });

  it('does not retry other failures', async () => {
    let runs = 0;
    await expect(
      unitOfWork(
        handle.db,
        repos,
      )(async () => {
        runs++;
        throw new Error('a bug');
      }),
    ).rejects.toThrow('a bug');
    expect(runs).toBe(1);
  });
});
