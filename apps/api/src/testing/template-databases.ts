/**
 * Vitest's global setup for the API suites: the databases every suite starts from, migrated once per run instead of
 * once per suite (and seeded once with the demo shop, for the suites that seed it).
 *
 * - PGlite: the data directory of an in-memory database after the migrations (and after the demo seed), dumped to a
 *   tar file; a suite's database loads that file (`PGlite.create({ loadDataDir })`) instead of running initdb and
 *   every migration again.
 * - PostgreSQL (when TEST_DATABASE_URL is set): template databases; a suite's database is `CREATE DATABASE … TEMPLATE`.
 *
 * Templates are made by the app's own `openDatabase` (the migrations as the server applies them) and `seedDemoShop`.
 * Their names are random, so runs in parallel on one server never meet, and they are removed when the run ends.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client.ts';
import { seedDemoShop } from '../demo/seed/seed.service.ts';

/** The starting points a suite's database may be copied from. */
export type TemplateName = 'migrated' | 'demo';

export interface TemplateDatabases {
  /** PGlite data directories (tar files), by template. */
  pglite: Record<TemplateName, string>;
  /** PostgreSQL template databases on TEST_DATABASE_URL's server, by template (absent without it). */
  postgres?: Record<TemplateName, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabases: TemplateDatabases;
  }
}

/** A database of `url`'s server, by name. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Runs statements on `url`'s server over one short connection (CREATE and DROP DATABASE cannot run in a pool's
 * transaction).
 */
export async function onServer(url: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The PGlite instance under a Drizzle database (Drizzle's public `$client`). */
const pgliteOf = (db: Database) => (db as unknown as { $client: PGlite }).$client;

async function pgliteTemplates(folder: string): Promise<Record<TemplateName, string>> {
  const handle = await openDatabase({});
  try {
    const dump = async (name: TemplateName) => {
      const file = path.join(folder, `${name}.tar`);
      // Uncompressed: loading skips gunzip, and the file is read from the page cache.
      const tar = await pgliteOf(handle.db).dumpDataDir('none');
      fs.writeFileSync(file, Buffer.from(await tar.arrayBuffer()));
      return file;
    };
    const migrated = await dump('migrated');
    await seedDemoShop(handle.db);
    return { migrated, demo: await dump('demo') };
  } finally {
    await handle.close();
  }
}

async function makePostgresTemplates(serverUrl: string, names: Record<TemplateName, string>): Promise<void> {
  await onServer(serverUrl, `CREATE DATABASE ${names.migrated}`);
  await (await openDatabase({ url: databaseUrl(serverUrl, names.migrated), poolSize: 1 })).close();
  // Copying needs the template to have no connections, and the demo template is a copy of the migrated one.
  await onServer(serverUrl, `CREATE DATABASE ${names.demo} TEMPLATE ${names.migrated}`);
  const demo = await openDatabase({ url: databaseUrl(serverUrl, names.demo), poolSize: 1 });
  try {
    await seedDemoShop(demo.db);
  } finally {
    await demo.close();
  }
  // No suite may connect to a template by mistake (a connection would make every copy of it fail).
  await onServer(serverUrl, ...Object.values(names).map((name) => `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`));
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-templates-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const prefix = `shop_template_${randomBytes(6).toString('hex')}`;
  const postgres = serverUrl ? { migrated: `${prefix}_migrated`, demo: `${prefix}_demo` } : undefined;
  const teardown = async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    if (serverUrl && postgres)
      await onServer(
        serverUrl,
        ...Object.values(postgres).map((name) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
  };
  // Both at once (PostgreSQL works in its own processes); both settle before a failure tears down what was made.
  const [pglite, made] = await Promise.allSettled([
    pgliteTemplates(folder),
    serverUrl && postgres ? makePostgresTemplates(serverUrl, postgres) : undefined,
  ]);
  if (pglite.status === 'rejected' || made.status === 'rejected') {
    await teardown();
    throw pglite.status === 'rejected' ? pglite.reason : (made as PromiseRejectedResult).reason;
  }
  project.provide('templateDatabases', { pglite: pglite.value, postgres });
  return teardown;
}
