import { buildApp } from './app.ts';
import { env } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { connectOptionalRedis } from './lib/redis.ts';
import { ResponseCache } from './lib/response-cache.ts';
import { seedDemoShopIfEmpty } from './demo/seed/seed.service.ts';

/** Starts the shop: database (migrated), demo data on first start, then the server. */
async function main() {
  const handle = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    onConnectionError: (err) => console.error('database connection error:', err.message),
  });
  if (env.SEED_DEMO) await seedDemoShopIfEmpty(handle.db);
  const redis = env.REDIS_URL
    ? connectOptionalRedis(env.REDIS_URL, (err) => console.error('redis unreachable, caching in process only:', err.message))
    : undefined;
  const cache = new ResponseCache({ ttlSeconds: env.CATALOG_CACHE_SECONDS, enabled: env.CATALOG_CACHE, redis });
  const app = await buildApp({ env, db: handle.db, cache, redis });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await handle.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info({ database: handle.kind, url: `http://localhost:${env.PORT}` }, 'shop is open');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
