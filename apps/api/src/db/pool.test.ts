import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client.ts';
import type { PriorityPool } from './connection-priority.ts';
import { statement } from './sql-runner.ts';

const baseUrl = process.env.TEST_DATABASE_URL;

/** Runs one statement as the administrator of the test server. */
async function admin(statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.runIf(baseUrl)('the PostgreSQL pool', () => {
  const name = `shop_pool_${randomBytes(6).toString('hex')}`;
  let url: string;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const parsed = new URL(baseUrl!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('survives the server ending an idle connection, reports it, and keeps answering', async () => {
    const errors: Error[] = [];
    const handle = await openDatabase({ url, poolSize: 2, onConnectionError: (err) => errors.push(err) });
    await queryRows(handle.db, sql`select 1`);

    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
    await expect.poll(() => errors.length).toBeGreaterThan(0);

    expect(await queryRows<{ n: number }>(handle.db, sql`select 2 as n`)).toEqual([{ n: 2 }]);
    await handle.close();
  });

  it('has closed every connection by the time close() resolves', async () => {
    const handle = await openDatabase({ url, poolSize: 4 });
    await Promise.all(Array.from({ length: 4 }, () => queryRows(handle.db, sql`select pg_sleep(0.01)`)));
    await handle.close();
    const { rows } = await admin(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = '${name}'`);
    expect(rows[0].n).toBe(0);
  });

  it('serves an order its connection before other calls that were waiting first, by its own queue', async () => {
    const handle = await openDatabase({ url, poolSize: 1 });
    const pool = (handle.db as unknown as { $client: PriorityPool }).$client;
    let release: (() => void) | undefined;
    const holding = handle.db.transaction(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    await expect.poll(() => release).toBeDefined();
    const served: string[] = [];
    const waiting: Promise<void>[] = [];
    const queue = async (name: string, ask: () => Promise<unknown>) => {
      const before = pool.queued;
      waiting.push(
        ask().then(() => {
          served.push(name);
        }),
      );
      await expect.poll(() => pool.queued).toBe(before + 1);
    };
    await queue('cart', () => queryRows(handle.db, sql`select 1`));
    await queue('order', () => handle.orderSql.rows(statement('pool_test', 'select :n::int as n'), { n: 1 }));
    await queue('wishlist', () => queryRows(handle.db, sql`select 1`));
    release!();
    await Promise.all([holding, ...waiting]);
    expect(served).toEqual(['order', 'cart', 'wishlist']);
    await handle.close();
  });
});
