import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../config/paths.ts';
import { PriorityPool } from './connection-priority.ts';
import { lockDataDirectory } from './data-dir-lock.ts';
import { pgliteRunner, postgresRunner, type SqlRunner } from './sql-runner.ts';

/**
 * Either driver's Drizzle database. It is opened without the list of tables (no relational `db.query`): queries name
 * their tables, so `db/` knows no module (issue 24).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  /**
   * Where orders are placed (`order-statements.ts`). On PostgreSQL the same pool, whose connections an order's
   * statements get ahead of other work waiting (`PriorityPool`); on the embedded database, its one connection.
   */
  orderSql: SqlRunner;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without one the embedded database is used. */
  url?: string;
  /** Folder of the embedded database; undefined keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** Longest wait for a PostgreSQL connection: past it the call fails (and the request answers 503). */
  connectTimeoutMs?: number;
  /**
   * Longest one statement may run before the server cancels it (PostgreSQL: PGlite accepts the setting and ignores it).
   */
  statementTimeoutMs?: number;
  /** Told about errors on idle PostgreSQL connections (a server restart, a terminated backend). */
  onConnectionError?: (err: Error) => void;
}

/** Serialises migrations of replicas starting together on one PostgreSQL: an arbitrary, fixed lock number. */
export const MIGRATION_LOCK_KEY = 74_656_512;

const DEFAULT_CONNECT_TIMEOUT_MS = 3000;
const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
/**
 * How much longer than the server's statement timeout the client waits for an answer: past it the connection is
 * taken for dead (a network partition sends no error), and the call answers 503 instead of hanging.
 */
const QUERY_TIMEOUT_MARGIN_MS = 5000;

/** Opens the database and applies every committed migration. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options) : openPglite(options);
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  await migrateUnderLock(url, options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS);
  const pool = openPool(url, options);
  return {
    db: drizzlePg(pool.pool) as unknown as Database,
    orderSql: postgresRunner(pool.pool, { first: true }),
    kind: 'postgres',
    close: pool.close,
  };
}

/**
 * Drizzle's migrator reads the last applied migration and then applies the rest, so two replicas starting together
 * would both apply them. A session advisory lock makes the second wait, then find nothing left to do; it is released
 * with the connection if the process dies. Migrations run on a connection of their own, without the pool's
 * statement and query timeouts: waiting for another replica's migrations, or a long migration, is not a stuck call.
 */
async function migrateUnderLock(url: string, connectTimeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.end();
  }
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  let dataPath: string | undefined;
  let unlock = async () => {};
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, 'pgdata');
    fs.mkdirSync(dataPath, { recursive: true });
    // PGlite runs inside this process: a second process on the same files would corrupt them.
    unlock = await lockDataDirectory(dataPath);
  }
  try {
    const client = await PGlite.create(dataPath, { extensions: { pg_trgm, unaccent } });
    const db = drizzlePglite(client) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      orderSql: pgliteRunner(client),
      kind: 'pglite',
      close: async () => {
        await client.close();
        await unlock();
      },
    };
  } catch (err) {
    await unlock();
    throw err;
  }
}

/**
 * A pool whose connections never crash the process: an error on an idle connection is an 'error' event that Node
 * would otherwise throw. Connections time out rather than hang, statements are cancelled past their limit, and
 * closing waits for every socket to end, since `pool.end()` resolves before its clients have finished closing. Orders
 * are served a connection first (`PriorityPool`).
 */
function openPool(url: string, options: DatabaseOptions) {
  const onError = options.onConnectionError ?? (() => {});
  const statementTimeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const pool = new PriorityPool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout + QUERY_TIMEOUT_MARGIN_MS,
    // A transaction left open by a stuck request must not hold locks for ever.
    idle_in_transaction_session_timeout: 60_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  const closing = new Set<Promise<void>>();
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    closing.add(ended);
    void ended.then(() => closing.delete(ended));
  });
  return {
    pool,
    close: async () => {
      await pool.end();
      await Promise.all(closing);
    },
  };
}

/** Runs raw SQL and returns its rows: both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A prepared statement made on first use: a repository over a transaction lives for that transaction only, and
 * should not build statements it may never run. `make` calls Drizzle's `.prepare(name)`.
 */
export function preparedOnUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** Committed migrations the database has not applied yet (0 when it is current). */
export async function pendingMigrations(db: Database): Promise<number> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const [table] = await queryRows<{ exists: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!table?.exists) return journal.entries.length;
  const [row] = await queryRows<{ last: string | number | null }>(
    db,
    sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
  );
  const last = Number(row?.last ?? 0);
  return journal.entries.filter((m) => m.when > last).length;
}
