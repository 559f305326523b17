import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.ts';
import { buildCheckedApp, createTestApp, createTestDatabase, type TestApp } from '../testing/test-app.ts';
import { RATE_LIMITS } from './rate-limit.ts';

/** A client must not be able to choose its own address with X-Forwarded-For to dodge a limit (decision 009). */
describe.each([
  ['no proxy trusted', 'false', '198.51.100.7'],
  ['one hop trusted', '1', '10.0.0.5'],
  ['the proxy range trusted', '10.0.0.0/8', '10.0.0.5'],
])('X-Forwarded-For with %s', (_label, trustProxy, socketAddress) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { RATE_LIMITS: 'true', TRUST_PROXY: trustProxy } });
  });
  afterAll(() => t?.close());

  it('counts every request of one client together, whatever it prepends to the header', async () => {
    // The real client is 203.0.113.9, as the proxy (if any) appends it; the client invents the entries before it.
    const send = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/subscribers',
        remoteAddress: socketAddress,
        payload: { email: `spoof${n}@example.com` },
        headers: { 'x-forwarded-for': `192.0.2.${n}, 203.0.113.9` },
      });
    for (let n = 0; n < RATE_LIMITS.subscribe.max; n++) expect((await send(n)).statusCode).toBe(201);
    expect((await send(50)).statusCode).toBe(429);
  });
});

describe('X-Forwarded-For from an untrusted peer', () => {
  it('is ignored: the peer itself is the client', async () => {
    const database = await createTestDatabase('pglite');
    const app = await buildCheckedApp({
      env: parseEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent',
        MAX_EVENT_LOOP_DELAY_MS: '0',
        TRUST_PROXY: '10.0.0.0/8',
      }),
      db: database.db,
      orderSql: database.orderSql,
    });
    try {
      app.get('/whoami', async (request) => ({ ip: request.ip }));
      const ip = async (remoteAddress: string) =>
        (
          await app.inject({
            method: 'GET',
            url: '/whoami',
            remoteAddress,
            headers: { 'x-forwarded-for': '192.0.2.1, 203.0.113.9' },
          })
        ).json().ip;
      expect(await ip('10.1.2.3')).toBe('203.0.113.9');
      expect(await ip('198.51.100.7')).toBe('198.51.100.7');
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
