import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** Blocks the event loop, as an overloaded process (or a long embedded-database query) does. */
function block(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    /* busy */
  }
}

describe('load shedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { MAX_EVENT_LOOP_DELAY_MS: '50' } });
  });
  afterAll(() => t?.close());

  it('refuses new requests with 503, Retry-After and the error payload while the event loop lags, then serves again', async () => {
    block(1500);
    await new Promise((resolve) => setTimeout(resolve, 20)); // the overdue sample runs first and sees the lag
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/categories-menu' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      error: expect.any(String),
      code: 'SERVICE_UNAVAILABLE',
      requestId: expect.any(String),
    });
    expect(refused.headers['retry-after']).toBe('5');
    // Liveness is not work to shed: a busy process is alive, and restarting it would only lose its requests.
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/v1/categories-menu' })).statusCode, {
        timeout: 5000,
        interval: 200,
      })
      .toBe(200);
  }, 30_000);
});
