import { randomBytes } from 'node:crypto';
import { withStandInGateway } from '../modules/payments/index.ts';
import type { StandInGateway } from '../modules/payments/stand-in/stand-in-gateway.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app.ts';
import { parseEnv, type Env } from '../config/env.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import type { SqlRunner } from '../db/sql-runner.ts';
import { catalogChanges } from '../tables.ts';
import { seedDemoShop } from '../demo/seed/seed.service.ts';
import { checkAnswersAgainstContract } from './contract-check.ts';
import { openPgliteCopy } from './pglite-copy.ts';
import { databaseUrl, onServer, type TemplateName } from './template-databases.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** What a production server needs besides NODE_ENV (no message goes anywhere in a test: nothing sends one). */
export const PRODUCTION_SETTINGS = {
  NODE_ENV: 'production',
  PUBLIC_BASE_URL: 'https://shop.example',
  AUTH_SECRET: 'a-test-secret-that-is-at-least-32-characters',
  EMAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SMS_TRANSPORT: 'gateway',
  SMS_GATEWAY_URL: 'https://127.0.0.1:9/sms',
} as const;

/** The databases every API suite runs against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** Where the app places orders (`DatabaseHandle.orderSql`): the orders' own pool on PostgreSQL. */
  orderSql: SqlRunner;
  env: Env;
  /** The PostgreSQL database's URL (undefined on PGlite), for tests that need their own connections. */
  databaseUrl?: string;
  /** The stand-in gateway, when the app offers card payment without a gateway named. */
  gateway?: StandInGateway;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Fills the fresh database before the app starts (`seedDemoShop` is taken from the run's seeded template). */
  seed?: (db: Database) => Promise<void>;
  env?: Record<string, string>;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database created for this suite;
 * `drop()` closes it and, for PostgreSQL, drops it, so suites can run in parallel. It is a copy of one of the run's
 * templates (`template-databases.ts`: migrated once, and seeded with the demo shop for 'demo'), made in a fraction of
 * the time migrating takes; the migrator still runs when it opens, and finds nothing left to apply.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  template: TemplateName = 'migrated',
): Promise<DatabaseHandle & { url?: string; drop(): Promise<void> }> {
  const templates = inject('templateDatabases');
  if (kind === 'pglite') {
    const handle = await openPgliteCopy(templates.pglite[template]);
    return { ...handle, drop: handle.close };
  }
  const server = process.env.TEST_DATABASE_URL;
  if (!server || !templates.postgres) throw new Error('TEST_DATABASE_URL is not set');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await onServer(server, `CREATE DATABASE ${name} TEMPLATE ${templates.postgres[template]}`);
  const url = databaseUrl(server, name);
  const handle = await openDatabase({ url, poolSize: 4 });
  return {
    ...handle,
    url,
    drop: async () => {
      await handle.close();
      await onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * `buildApp` for tests: every answer the app sends is checked against its own OpenAPI document, and `close()`
 * fails with the answers that broke it. Tests that wire an app themselves (Redis, replicas, a database of their own)
 * use this instead of `buildApp`, so refusals (429, 503) are checked as well as successes.
 */
export async function buildCheckedApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = await buildApp(deps);
  const contract = checkAnswersAgainstContract(app);
  app.addHook('onClose', async () => {
    if (contract.violations.length)
      throw new Error(`Answers that break the OpenAPI document:\n${contract.violations.join('\n')}`);
  });
  return app;
}

/**
 * Two servers over one test app's database and one Redis (or none), as replicas behind a load balancer, under a key
 * prefix of
 * their own (`name` and the time), so no other suite's keys or messages reach them. Close them before the test app.
 */
export async function buildReplicas(
  t: TestApp,
  redis: Redis | undefined,
  name: string,
): Promise<[FastifyInstance, FastifyInstance]> {
  const env = { ...t.env, REDIS_KEY_PREFIX: `${name}-${Date.now()}:` };
  return [
    await buildCheckedApp({ env, db: t.db, orderSql: t.orderSql, redis }),
    await buildCheckedApp({ env, db: t.db, orderSql: t.orderSql, redis }),
  ];
}

/**
 * Empties the catalog's change feed of what seeding wrote: the app loads those tables whole as it starts. Left there,
 * the seed's rows come back in a suite's first refreshes whenever another transaction is open on the same PostgreSQL
 * server (another suite's, in any database: the feed's position is the server's oldest open transaction), and a
 * category row among them turns a refresh the suite expects to touch one product into a reload of everything.
 */
async function forgetSeedInChangeFeed(db: Database): Promise<void> {
  await db.delete(catalogChanges);
}

/** A real app on a fresh, migrated database (see `createTestDatabase`). */
export async function createTestApp(kind: TestDatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  // Suites send many requests from one address; the rate-limit suite turns limits back on. Load shedding is off:
  // a busy test machine (or the embedded database seeding) must not turn answers into 503s; its own test enables it.
  // The outbox (codes sent) and uploaded pictures go to a folder of this app's own.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-data-'));
  const settings = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent',
    ADMIN_DIST_DIR: '/nonexistent',
    RATE_LIMITS: 'false',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    DATA_DIR: dataDir,
    ...options.env,
  });
  // Card payment offered without a gateway named: the stand-in, on a free port, whose webhooks the test posts itself.
  const { env, gateway } = await withStandInGateway(settings, undefined);
  // The demo shop is the same for every suite that seeds it: those start from the seeded template.
  const demo = options.seed === seedDemoShop;
  const handle = await createTestDatabase(kind, demo ? 'demo' : 'migrated');
  if (options.seed && !demo) await options.seed(handle.db);
  await forgetSeedInChangeFeed(handle.db);
  const app = await buildCheckedApp({ env, db: handle.db, orderSql: handle.orderSql });
  await app.ready();
  return {
    app,
    db: handle.db,
    orderSql: handle.orderSql,
    env,
    databaseUrl: handle.url,
    gateway,
    close: async () => {
      try {
        await app.close();
        await gateway?.close();
      } finally {
        await handle.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
