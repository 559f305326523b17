import { randomInt } from 'node:crypto';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from './rate-limit.ts';
import { signUp } from '../testing/accounts.ts';
import { eidImage, fileForm } from '../testing/shopping.ts';
import { buildCheckedApp, createTestApp, testDatabases, type TestApp } from '../testing/test-app.ts';

/** A fresh client address per test, so counts left in a shared Redis by an earlier run cannot interfere. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.each(testDatabases())('rate limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { RATE_LIMITS: 'true' } });
  });
  afterAll(() => t?.close());

  const subscribe = (remoteAddress: string, n: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/subscribers',
      payload: { email: `reader${n}@example.com` },
      remoteAddress,
    });

  it('refuses an address its eleventh sign-up within the hour, with the error payload and Retry-After', async () => {
    const address = someAddress();
    for (let n = 0; n < RATE_LIMITS.subscribe.max; n++) expect((await subscribe(address, n)).statusCode).toBe(201);
    const refused = await subscribe(address, 99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: expect.stringMatching(/^Too many requests\. Please try again in /),
      code: 'RATE_LIMITED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another shopper is not held back by the first one.
    expect((await subscribe(someAddress(), 100)).statusCode).toBe(201);
  });

  it('limits search per client but leaves catalog reads open', async () => {
    const address = someAddress();
    const search = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/global-search',
        payload: { query: 'wine' },
        remoteAddress: address,
      });
    for (let n = 0; n < RATE_LIMITS.search.max; n++) expect((await search()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(429);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/categories-menu', remoteAddress: address })).statusCode,
    ).toBe(200);
  });

  it('counts the calls that send a code together: taking turns between them gets no more codes', async () => {
    const address = someAddress();
    // Each to another address, so only the client's count can refuse them.
    const calls = [
      (n: number) => ({ url: '/api/v1/newLogin', payload: { mobile: `+9715099900${String(n).padStart(2, '0')}` } }),
      (n: number) => ({ url: '/api/v1/resendOTP', payload: { mobile: `+9715099900${String(n).padStart(2, '0')}` } }),
      (n: number) => ({ url: '/api/v1/forget-password', payload: { email: `nobody${n}@example.com` } }),
    ];
    const send = (n: number) =>
      t.app.inject({ method: 'POST', ...calls[n % calls.length]!(n), remoteAddress: address });
    for (let n = 0; n < RATE_LIMITS.codes.max; n++) expect((await send(n)).statusCode, `call ${n + 1}`).toBe(200);
    for (let n = 0; n < calls.length; n++) expect((await send(50 + n)).statusCode).toBe(429);
    // Each call still counts apart from the other limits: checking a code is not refused.
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verifyOTP',
      payload: { mobile: '+971509990001', otp: '000000' },
      remoteAddress: address,
    });
    expect(check.statusCode).not.toBe(429);
  });

  it('limits uploads per client: the twenty-first Emirates ID within the hour is refused', async () => {
    const { headers } = await signUp(t);
    const address = someAddress();
    const form = fileForm('eid', await eidImage(), 'eid.png', 'image/png');
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/upload-eid',
        payload: form.payload,
        headers: { ...headers, ...form.headers },
        remoteAddress: address,
      });
    for (let n = 0; n < RATE_LIMITS.uploads.max; n++) expect((await upload()).statusCode).toBe(200);
    expect((await upload()).statusCode).toBe(429);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  let a: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(redisUrl!);
    await once(redis, 'ready');
    a = await createTestApp('pglite', { env: { RATE_LIMITS: 'true' } });
  });
  afterAll(async () => {
    await a?.close();
    redis?.disconnect();
  });

  it('counts a client across replicas', async () => {
    // Two servers over one database and one Redis, as replicas behind a load balancer.
    const [first, second] = await Promise.all([
      buildCheckedApp({ env: a.env, db: a.db, orderSql: a.orderSql, redis }),
      buildCheckedApp({ env: a.env, db: a.db, orderSql: a.orderSql, redis }),
    ]);
    try {
      const address = someAddress();
      const subscribe = (app: typeof first, n: number) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/subscribers',
          payload: { email: `replica${n}@example.com` },
          remoteAddress: address,
        });
      for (let n = 0; n < RATE_LIMITS.subscribe.max; n++)
        expect((await subscribe(n % 2 ? first : second, n)).statusCode).toBe(201);
      expect((await subscribe(first, 98)).statusCode).toBe(429);
      expect((await subscribe(second, 99)).statusCode).toBe(429);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('client addresses behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { RATE_LIMITS: 'true', TRUST_PROXY: '1' } });
  });
  afterAll(() => t?.close());

  it('counts each forwarded client on its own when the proxy is trusted', async () => {
    const proxy = someAddress();
    const subscribe = (client: string, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/subscribers',
        payload: { email: `proxied${n}@example.com` },
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': client },
      });
    const busy = someAddress();
    for (let n = 0; n < RATE_LIMITS.subscribe.max; n++) await subscribe(busy, n);
    expect((await subscribe(busy, 50)).statusCode).toBe(429);
    expect((await subscribe(someAddress(), 51)).statusCode).toBe(201);
  });
});
