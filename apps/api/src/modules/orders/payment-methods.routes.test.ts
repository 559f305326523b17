import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';

/** The checkout offers card online only where the server has a gateway (decision 027). */
describe.each(testDatabases())('the ways to pay on %s', (kind) => {
  let cashOnly: TestApp;
  let withGateway: TestApp;
  beforeAll(async () => {
    cashOnly = await createTestApp(kind, { env: { PAYMENT_PROVIDERS: 'cod' } });
    withGateway = await createTestApp(kind, { env: { PAYMENT_PROVIDERS: 'cod,ngenius' } });
  });
  afterAll(async () => {
    await cashOnly?.close();
    await withGateway?.close();
  });

  const methods = async (t: TestApp) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payment-methods' });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('cash and card on delivery without a gateway', async () => {
    expect(await methods(cashOnly)).toEqual({ status: 200, methods: ['cash', 'card'] });
  });

  it('card online too with one', async () => {
    expect(await methods(withGateway)).toEqual({ status: 200, methods: ['cash', 'card', 'online'] });
  });
});
