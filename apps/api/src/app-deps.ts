import type { Redis } from 'ioredis';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { SqlRunner } from './db/sql-runner.ts';
import type { PublicReads } from './lib/public-reads.ts';
import type { ResponseCache } from './lib/response-cache.ts';
import type { CatalogReadModel, CatalogSync } from './modules/catalog/index.ts';
import type { Notifier } from './notifier/notifier.ts';

/** What the whole server is built from (`buildApp`), and what it hangs on the Fastify instance for every module. */
declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Env;
    responseCache: ResponseCache;
    catalog: CatalogReadModel;
    /** Announce catalog writes so every replica's read model and cache follow at once. */
    catalogSync: CatalogSync;
    /** Every public read: its routes, and its answers in process for the storefront's server render (decision 022). */
    publicReads: PublicReads;
  }
}

export interface AppDeps {
  env: Env;
  db: Database;
  /** Where orders are placed (`order-statements.ts`): the `orderSql` of the handle `db` came from. */
  orderSql: SqlRunner;
  cache?: ResponseCache;
  /** Shares rate-limit counters, the response cache and catalog announcements across replicas. */
  redis?: Redis;
  /** Where e-mail and SMS go; by default the transports the settings choose. Closed with the app. */
  notifier?: Notifier;
}
