import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

export interface DatabaseOptions {
  /** A PostgreSQL URL; without one the embedded database is used. */
  url?: string;
  /** Folder of the embedded database; undefined keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** Told about errors on idle PostgreSQL connections (a server restart, a terminated backend). */
  onConnectionError?: (err: Error) => void;
}

/** Opens the database and applies every committed migration. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = openPool(options);
    const db = drizzlePg(pool.pool, { schema }) as unknown as Database;
    await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: 'postgres', close: pool.close };
  }
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, 'pgdata');
    fs.mkdirSync(dataPath, { recursive: true });
  }
  const client = await PGlite.create(dataPath, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * A pool whose connections never crash the process: an error on an idle connection is an
 * 'error' event that Node would otherwise throw. Closing waits for every socket to end, since
 * `pool.end()` resolves before its clients have finished closing.
 */
function openPool(options: DatabaseOptions) {
  const onError = options.onConnectionError ?? (() => {});
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
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
