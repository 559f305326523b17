import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPorts, orderStatementParts } from '../../app.ts';
import { unitOfWork } from '../../db/transaction.ts';
import { createNotifier } from '../../notifier/notifier.ts';
import { buyerWithCart, ordersService } from '../../testing/ordering.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { createOrdersRepo, type OrdersRepo } from './orders.repo.ts';

/**
 * Placing an order asks for its database connections ahead of other work (`withConnectionPriority`, decision 013):
 * its read and its transaction, and nothing after them, so the catalog refresh it announces and its messages wait
 * their turn like any other work.
 */
describe.each(testDatabases())('the connections an order asks for first, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { CATALOG_POLL_MS: '0' }, seed: async (db) => { await seedCatalogFixture(db); } });
  });
  afterAll(() => t?.close());

  it('are those of its read of the cart and of its transaction, not of what it starts afterwards', async () => {
    const { customer, address, slot } = await buyerWithCart(t);

    let urgent = false;
    const seen: string[] = [];
    const real = createOrdersRepo(t.db, orderStatementParts);
    const repo: OrdersRepo = { ...real, checkoutFacts: (...args) => { seen.push(`read cart, urgent: ${urgent}`); return real.checkoutFacts(...args); } };
    const orders = ordersService(t, {
      repo,
      transaction: (work) => unitOfWork(t.db, orderPorts)((ports) => { seen.push(`transaction, urgent: ${urgent}`); return work(ports); }),
      urgent: async (work) => {
        urgent = true;
        try { return await work(); } finally { urgent = false; }
      },
      announceStockChange: () => { seen.push(`announce, urgent: ${urgent}`); },
      notifier: createNotifier({ email: { send: async () => { seen.push(`message, urgent: ${urgent}`); } }, sms: { send: async () => {} } }),
    });

    const { created } = await orders.place(customer, { address_id: address, slot }, undefined);
    expect(created).toBe(true);
    await expect.poll(() => seen.length).toBe(4);
    expect(seen).toEqual(['read cart, urgent: true', 'transaction, urgent: true', 'announce, urgent: false', 'message, urgent: false']);
  });
});
