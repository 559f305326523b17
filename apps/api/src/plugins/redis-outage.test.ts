import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectOptionalRedis } from '../lib/redis.ts';
import { seedCatalogFixture } from '../modules/catalog/catalog.fixtures.ts';
import { buildCheckedApp, createTestDatabase } from '../testing/test-app.ts';
import { parseEnv } from '../config/env.ts';
import { startRedis, type RedisServer } from '../testing/services.ts';
import { RATE_LIMITS } from './rate-limit.ts';

/**
 * Redis stopped, or hung, under a running server: rate limits keep counting (in process) and browsing goes on.
 * It runs its own Redis, so the shared one other suites use is never touched.
 */
describe('a Redis outage', () => {
  let redisServer: RedisServer;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: Awaited<ReturnType<typeof buildCheckedApp>>;
  let redis: ReturnType<typeof connectOptionalRedis>;
  const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const subscribe = (remoteAddress: string, n: number) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/subscribers',
      payload: { email: `r${n}.${remoteAddress}@example.com` },
      remoteAddress,
    });

  beforeAll(async () => {
    redisServer = await startRedis();
    database = await createTestDatabase('pglite');
    await seedCatalogFixture(database.db);
    redis = connectOptionalRedis(redisServer.url, () => {});
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      RATE_LIMITS: 'true',
      REDIS_KEY_PREFIX: 'outage-test:',
    });
    app = await buildCheckedApp({ env, db: database.db, orderSql: database.orderSql, redis });
    for (let waited = 0; redis.status !== 'ready' && waited < 10_000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    redis?.disconnect();
    await database?.drop();
    await redisServer?.destroy();
  });

  it('counts limits in Redis while it answers, in process while it is down, and browsing goes on', async () => {
    const before = someAddress();
    for (let n = 0; n < 3; n++) expect((await subscribe(before, n)).statusCode).toBe(201);
    expect(await redis.keys('outage-test:rate-limit:*')).not.toHaveLength(0);

    await redisServer.stop();
    await expect.poll(() => redis.status, { timeout: 10_000 }).not.toBe('ready');
    const during = someAddress();
    for (let n = 0; n < RATE_LIMITS.subscribe.max; n++) expect((await subscribe(during, n)).statusCode).toBe(201);
    const refused = await subscribe(during, 99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    for (const url of [
      '/api/v1/product-list/wine',
      '/api/v1/product-detail/alpha-rouge-no-1',
      '/api/v1/categories-menu',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/global-search', payload: { query: 'rouge' } })).statusCode,
    ).toBe(200);

    await redisServer.start();
    await expect.poll(() => redis.status, { timeout: 15_000 }).toBe('ready');
    const after = someAddress();
    expect((await subscribe(after, 0)).statusCode).toBe(201);
    expect(await redis.keys(`outage-test:rate-limit:*${after}`)).toHaveLength(1);
  }, 60_000);

  it('counts in process when Redis is connected but stops answering mid-request', async () => {
    await expect.poll(() => redis.status, { timeout: 15_000 }).toBe('ready');
    // Every command now waits on the server; the connection itself stays up, so only the command timeout tells.
    const admin = connectOptionalRedis(redisServer.url, () => {});
    await expect.poll(() => admin.status, { timeout: 10_000 }).toBe('ready');
    await admin.call('client', 'pause', '8000', 'ALL');
    try {
      const hung = someAddress();
      for (let n = 0; n < RATE_LIMITS.subscribe.max; n++) expect((await subscribe(hung, n)).statusCode).toBe(201);
      expect((await subscribe(hung, 99)).statusCode).toBe(429);
      expect((await app.inject({ method: 'GET', url: '/api/v1/product-list/wine?sort=latest' })).statusCode).toBe(200);
      expect(redis.status).toBe('ready');
    } finally {
      await admin.call('client', 'unpause').catch(() => undefined);
      admin.disconnect();
    }
  }, 60_000);
});
