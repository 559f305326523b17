import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client.ts';
import { buildReplicas, createTestApp, type TestApp } from './test-app.ts';

export interface Replicas<F = void> {
  /** The test app: its database, its staff keys. */
  t: TestApp;
  a: FastifyInstance;
  b: FastifyInstance;
  /** What the seed answered (the fixture's ids). */
  seeded: F;
}

export interface ReplicasOptions<F> {
  env?: Record<string, string>;
  seed?: (db: Database) => Promise<F>;
}

/**
 * For a block of tests that run only with PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL): a test app on
 * PostgreSQL and two replicas over it and one Redis, keyed by `name`; all closed after the block. The fields are
 * there once the block's tests run.
 */
export function useReplicas<F = void>(name: string, options: ReplicasOptions<F> = {}): Replicas<F> {
  const replicas = {} as Replicas<F>;
  const { env, seed } = options;
  let redis: Redis | undefined;
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    replicas.t = await createTestApp('postgres', {
      env,
      seed: seed && (async (db) => void (replicas.seeded = await seed(db))),
    });
    redis = new Redis(process.env.TEST_REDIS_URL!);
    await once(redis, 'ready');
    const [a, b] = await buildReplicas(replicas.t, redis, name);
    apps = [a, b];
    Object.assign(replicas, { a, b });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    redis?.disconnect();
    await replicas.t?.close();
  });
  return replicas;
}

/** Whether the tests on replicas can run here: PostgreSQL and Redis both given. */
export const replicasAvailable = Boolean(process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL);
