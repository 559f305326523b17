import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../config/paths.ts';
import { MIGRATION_LOCK_KEY, openDatabase, pendingMigrations, queryRows } from './client.ts';

const base = process.env.TEST_DATABASE_URL;

/** Replicas starting together on one new PostgreSQL database: migrations run once, under a lock. */
describe.runIf(base)('migrations on PostgreSQL', () => {
  it('apply once when several replicas start at the same moment', async () => {
    const name = `shop_migrate_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    try {
      const replicas = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ url: url.toString(), poolSize: 2 })),
      );
      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const [row] = await queryRows<{ n: number }>(
        replicas[0]!.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(row!.n).toBe(journal.entries.length);
      expect(await pendingMigrations(replicas[0]!.db)).toBe(0);
      await Promise.all(replicas.map((r) => r.close()));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);

  it("wait for another replica's migrations however long they take, whatever the statement timeout", async () => {
    const name = `shop_migrate_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    try {
      // Another replica holds the migration lock for longer than this one's statement timeout.
      await other.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const opening = openDatabase({ url: url.toString(), poolSize: 1, statementTimeoutMs: 100 });
      await new Promise((resolve) => setTimeout(resolve, 600));
      await other.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      const replica = await opening;
      expect(await pendingMigrations(replica.db)).toBe(0);
      await replica.close();
    } finally {
      await other.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
