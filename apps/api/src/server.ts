import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { loadDotEnv, parseEnv } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoShopIfEmpty } from './demo/seed/seed.service.ts';
import { connectOptionalRedis } from './lib/redis.ts';
import { withStandInGateway } from './modules/payments/index.ts';

/**
 * Starts the shop: configuration (.env, then the environment), the database (migrated), demo data when asked,
 * then the server. SIGTERM or SIGINT stops taking new work, lets requests in flight finish within
 * SHUTDOWN_TIMEOUT_MS, then closes the database pool and Redis.
 */
async function main() {
  const dotEnv = loadDotEnv();
  const settings = parseEnv(process.env);
  const log = pino({ level: settings.LOG_LEVEL });
  // Development offers card payment against the stand-in gateway, started here unless a gateway is named.
  const ownEvents = `http://127.0.0.1:${settings.PORT}/api/v1/payments/ngenius/events`;
  const { env, gateway } = await withStandInGateway(settings, ownEvents);
  if (gateway) log.info({ url: gateway.url }, 'card payments go to the stand-in gateway (no real money)');
  if (dotEnv) log.info({ file: dotEnv }, 'read settings from .env');

  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    onConnectionError: (err) => log.warn({ err: err.message }, 'database connection error'),
  });
  if (env.SEED_DEMO && (await seedDemoShopIfEmpty(database.db))) log.info('seeded the demo shop');
  const redis = env.REDIS_URL
    ? connectOptionalRedis(env.REDIS_URL, (err) =>
        log.warn({ err: err.message }, 'redis unreachable: caching and counting in process only'),
      )
    : undefined;
  const app = await buildApp({ env, db: database.db, orderSql: database.orderSql, redis });

  closeWithGrace({ delay: env.SHUTDOWN_TIMEOUT_MS, logger: log }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'stopping after an error');
    log.info({ signal }, 'shutting down: finishing requests in flight');
    await app.close();
    await database.close();
    redis?.disconnect();
    await gateway?.close();
    log.info('stopped');
  });

  await app.listen({ host: env.HOST, port: env.PORT });
  log.info({ database: database.kind, url: `http://localhost:${env.PORT}`, mode: env.NODE_ENV }, 'shop is open');
}

main().catch((err: unknown) => {
  pino().fatal({ err }, 'the shop could not start');
  process.exit(1);
});
