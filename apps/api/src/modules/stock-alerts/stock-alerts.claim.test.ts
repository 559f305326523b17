import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Message, Notifier } from '../../notifier/notifier.ts';
import { createTestDatabase, testDatabases } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import type { Database } from '../../db/client.ts';
import { unitOfWork } from '../../db/transaction.ts';
import { alertsOf, sizeId } from './stock-alerts.fixtures.ts';
import { createStockAlertsRepo } from './stock-alerts.repo.ts';
import { createStockAlertsService } from './stock-alerts.service.ts';

/**
 * The sender without an app around it (no change listener, no sweep): only the claims a test runs take requests, so
 * what each claim took can be counted exactly.
 */
describe.each(testDatabases())('claiming back-in-stock requests on %s', (kind) => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  let sent: Message[];
  let failNext = 0;
  const errors: unknown[] = [];
  const notifier: Notifier = {
    async send(message) {
      if (failNext > 0) {
        failNext--;
        throw new Error('the mail server is away');
      }
      sent.push(message);
    },
    async close() {},
  };
  const service = () =>
    createStockAlertsService({
      repo: createStockAlertsRepo(db),
      transaction: unitOfWork(db, createStockAlertsRepo),
      catalog: () => {
        throw new Error('not read when sending');
      },
      accountEmail: async () => undefined,
      notifier,
      publicBaseUrl: 'https://shop.example',
      onError: (err) => errors.push(err),
    });
  const setStock = (id: number, stock: number) =>
    db.execute(sql`update price_variations set stock = ${stock} where id = ${id}`);

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    db = handle.db;
    await seedCatalogFixture(db);
  });
  afterAll(() => handle?.drop());
  beforeEach(() => {
    sent = [];
    errors.length = 0;
  });

  it('sends each open request of a size that has stock again once, however many claims run at once, and closes it', async () => {
    const size = await sizeId({ db }, 'alpha-rouge-no-1');
    const repo = createStockAlertsRepo(db);
    const emails = Array.from({ length: 30 }, (_, i) => `waiting${i}@example.com`);
    for (const email of emails) await repo.open(size, email, null);
    await setStock(size, 6);

    // Eight claims at once, as eight replicas would run them after one change (on PostgreSQL, on separate connections).
    const s = service();
    const claimed = await Promise.all([
      s.sendDue(null),
      s.sendDue([size]),
      service().sendDue(null),
      service().sendDue([size, 1, 2]),
      s.sendDue(null),
      service().sendDue([size]),
      s.sendDue(null),
      service().sendDue(null),
    ]);
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(30);
    expect(sent.map((m) => m.to).sort()).toEqual([...emails].sort());
    expect((await alertsOf({ db }, size)).every((a) => a.sent_at !== null)).toBe(true);
    expect(await s.sendDue(null)).toBe(0);
    expect(sent).toHaveLength(30);

    expect(sent[0]).toMatchObject({
      channel: 'email',
      purpose: 'stock-alert',
      subject: 'Back in stock: Alpha Rouge No. 1, 750 ml',
      text: expect.stringContaining('Good news: Alpha Rouge No. 1 (750 ml) is back in stock at Cellar.'),
    });
    expect(sent[0]!.text).toContain('Order it here: https://shop.example/product/wine/alpha-rouge-no-1\n');
    expect(errors).toEqual([]);
  });

  it('leaves open the requests of a size still at 0 and of a product off sale', async () => {
    const repo = createStockAlertsRepo(db);
    const stillOut = await sizeId({ db }, 'alpha-blanc-reserve-1');
    const offSale = await sizeId({ db }, 'alpha-blanc-reserve-2');
    await setStock(stillOut, 0);
    await repo.open(stillOut, 'patient@example.com', null);
    await repo.open(offSale, 'patient@example.com', null);
    await setStock(offSale, 0);
    await setStock(offSale, 8);
    await db.execute(sql`update products set is_active = false where route = 'alpha-blanc-reserve-2'`);

    expect(await service().sendDue(null)).toBe(0);
    expect(await service().sendDue([stillOut, offSale])).toBe(0);
    expect(sent).toEqual([]);
    expect(await alertsOf({ db }, stillOut)).toEqual([{ email: 'patient@example.com', user_id: null, sent_at: null }]);
    expect(await alertsOf({ db }, offSale)).toEqual([{ email: 'patient@example.com', user_id: null, sent_at: null }]);

    // Back on sale: now it is due.
    await db.execute(sql`update products set is_active = true where route = 'alpha-blanc-reserve-2'`);
    expect(await service().sendDue([offSale])).toBe(1);
    expect(sent.map((m) => m.to)).toEqual(['patient@example.com']);
    expect(sent[0]!.subject).toBe('Back in stock: Alpha Blanc Reserve 2, 750 ml'); // the name's markup is not sent
  });

  it('opens a request again when its e-mail cannot be sent, so the next claim sends it', async () => {
    const size = await sizeId({ db }, 'alpha-blanc-reserve-3');
    await setStock(size, 0);
    await createStockAlertsRepo(db).open(size, 'retry@example.com', null);
    await setStock(size, 2);
    failNext = 1;
    expect(await service().sendDue([size])).toBe(1);
    expect(sent).toEqual([]);
    expect(errors).toHaveLength(1);
    expect((await alertsOf({ db }, size))[0]!.sent_at).toBeNull();
    expect(await service().sendDue([size])).toBe(1);
    expect(sent.map((m) => m.to)).toEqual(['retry@example.com']);
  });

  it('takes a new request for a size once the previous one was sent (it sold out again)', async () => {
    const size = await sizeId({ db }, 'alpha-blanc-reserve-4');
    const repo = createStockAlertsRepo(db);
    await setStock(size, 0);
    await repo.open(size, 'again@example.com', null);
    await setStock(size, 1);
    expect(await service().sendDue([size])).toBe(1);
    await setStock(size, 0);
    await repo.open(size, 'again@example.com', null);
    expect((await alertsOf({ db }, size)).map((a) => a.sent_at === null)).toEqual([false, true]);
    await setStock(size, 3);
    expect(await service().sendDue([size])).toBe(1);
    expect(sent.map((m) => m.to)).toEqual(['again@example.com', 'again@example.com']);
  });
});
