import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** An empty database for one server, and a way to remove it afterwards. */
export interface BenchDatabase {
  /** A fresh database of DATABASE_URL's PostgreSQL server; unset for the embedded database. */
  url?: string;
  /** The server's DATA_DIR: the embedded database (PGlite) and, for every database, the outbox. */
  dataDir: string;
  drop(): Promise<void>;
}

/** A new empty database: a temporary folder for PGlite, or a new database on DATABASE_URL's server. */
export async function freshDatabase(kind: 'pglite' | 'postgres'): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') return { dataDir, drop: removeDir };
  const base = process.env.DATABASE_URL!;
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await removeDir();
    },
  };
}
