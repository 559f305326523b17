import { once } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../testing/accounts.ts';
import { staffKey } from '../../testing/staff.ts';
import { buildReplicas, createTestApp, type TestApp } from '../../testing/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl && process.env.TEST_DATABASE_URL)(
  'sessions on two replicas sharing one PostgreSQL and one Redis',
  () => {
    let t: TestApp;
    let redis: Redis;
    let replicas: Awaited<ReturnType<typeof buildReplicas>> | [] = [];

    beforeAll(async () => {
      t = await createTestApp('postgres');
      redis = new Redis(redisUrl!);
      await once(redis, 'ready');
      replicas = await buildReplicas(t, redis, 'sessions');
    });
    afterAll(async () => {
      for (const app of replicas) await app.close();
      redis?.disconnect();
      await t?.close();
    });

    it('a logout on one replica ends the session on the other, which had it in memory', async () => {
      const [a, b] = replicas as Awaited<ReturnType<typeof buildReplicas>>;
      const { headers } = await signUp(t);
      const me = (app: typeof a) => app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
      expect((await me(b)).statusCode).toBe(200);
      expect((await a.inject({ method: 'POST', url: '/api/v1/auth/logout', headers })).statusCode).toBe(200);
      expect((await me(a)).statusCode).toBe(401);
      await expect.poll(async () => (await me(b)).statusCode, { timeout: 2000, interval: 20 }).toBe(401);
    });

    it("a block by staff on one replica ends the customer's session on the other, which had it in memory", async () => {
      const [a, b] = replicas as Awaited<ReturnType<typeof buildReplicas>>;
      const { headers, user } = await signUp(t);
      const me = (app: typeof a) => app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
      expect((await me(b)).statusCode).toBe(200);
      const blocked = await a.inject({
        method: 'POST',
        url: `/api/v1/staff/customers/${user.id}/block`,
        headers: { authorization: `Bearer ${await staffKey(t, 'manager')}` },
        payload: { reason: 'Chargebacks on three orders' },
      });
      expect(blocked.statusCode).toBe(200);
      await expect.poll(async () => (await me(b)).statusCode, { timeout: 2000, interval: 20 }).toBe(401);
    });
  },
);
