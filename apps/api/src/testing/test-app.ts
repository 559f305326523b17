import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { parseEnv, type Env } from '../config/env.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { checkAnswersAgainstContract } from './contract-check.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The databases every API suite runs against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  env: Env;
  /** The PostgreSQL database's URL (undefined on PGlite), for tests that need their own connections. */
  databaseUrl?: string;
  /** Answers that broke the app's OpenAPI document so far; `close()` fails if there are any. */
  contractViolations: string[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Fills the fresh database before the app starts. */
  seed?: (db: Database) => Promise<void>;
  env?: Record<string, string>;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database created for this suite;
 * `drop()` closes it and, for PostgreSQL, drops it, so suites can run in parallel.
 */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle & { url?: string; drop(): Promise<void> }> {
  let dropDatabase = async () => {};
  let url: string | undefined;
  if (kind === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is not set');
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const parsed = new URL(base);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const handle = await openDatabase({ url, poolSize: 4 });
  return { ...handle, url, drop: async () => { await handle.close(); await dropDatabase(); } };
}

/** A real app on a fresh, migrated database (see `createTestDatabase`). */
export async function createTestApp(kind: TestDatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  // Suites send many requests from one address; the rate-limit suite turns limits back on. Load shedding is off:
  // a busy test machine (or the embedded database seeding) must not turn answers into 503s; its own test enables it.
  const env = parseEnv({
    NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent', RATE_LIMITS: 'false', MAX_EVENT_LOOP_DELAY_MS: '0', ...options.env,
  });
  const handle = await createTestDatabase(kind);
  if (options.seed) await options.seed(handle.db);
  const app = await buildApp({ env, db: handle.db });
  const contract = checkAnswersAgainstContract(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    env,
    databaseUrl: handle.url,
    contractViolations: contract.violations,
    close: async () => {
      await app.close();
      await handle.drop();
      if (contract.violations.length) throw new Error(`Answers that break the OpenAPI document:\n${contract.violations.join('\n')}`);
    },
  };
}
