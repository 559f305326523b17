import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../config/paths.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { pgliteRunner } from '../db/sql-runner.ts';

/**
 * An in-memory PGlite database loaded from a dumped data directory (a template, `template-databases.ts`), as
 * `openDatabase` opens one: the extensions the migrations create, the schema, then the migrator, which finds the
 * template current (and would apply a migration the template lacks). Loading skips initdb, the slowest part of
 * opening an embedded database.
 */
export async function openPgliteCopy(tarFile: string): Promise<DatabaseHandle> {
  const client = await PGlite.create({
    loadDataDir: new Blob([fs.readFileSync(tarFile)]),
    extensions: { pg_trgm, unaccent },
  });
  try {
    const db = drizzle(client) as unknown as Database;
    await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
    return { db, orderSql: pgliteRunner(client), kind: 'pglite', close: () => client.close() };
  } catch (err) {
    await client.close();
    throw err;
  }
}
