import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingMigrations } from '../db/client.ts';
import { categories, products } from '../tables.ts';
import { createTestDatabase, testDatabases } from './test-app.ts';

type Copy = Awaited<ReturnType<typeof createTestDatabase>>;

const rows = async (copy: Copy, table: typeof categories | typeof products) =>
  (await copy.db.select({ n: count() }).from(table))[0]!.n;

/** Every suite starts from a copy of the run's templates (template-databases.ts): current, its own, and as asked. */
describe.each(testDatabases())('databases copied from the templates on %s', (kind) => {
  let first: Copy;
  let second: Copy;
  let demo: Copy;
  beforeAll(async () => {
    [first, second, demo] = await Promise.all([
      createTestDatabase(kind),
      createTestDatabase(kind),
      createTestDatabase(kind, 'demo'),
    ]);
  });
  afterAll(() => Promise.all([first?.drop(), second?.drop(), demo?.drop()]));

  it('have every committed migration and, unless asked for the demo shop, no rows', async () => {
    for (const copy of [first, second, demo]) expect(await pendingMigrations(copy.db)).toBe(0);
    expect(await rows(first, categories)).toBe(0);
    expect(await rows(demo, categories)).toBeGreaterThan(0);
    expect(await rows(demo, products)).toBeGreaterThan(400);
  });

  it('are each their own: what one suite writes, no other copy sees', async () => {
    await first.db.insert(categories).values({ route: 'copy-only', title: 'Copy only' });
    expect(await rows(first, categories)).toBe(1);
    expect(await rows(second, categories)).toBe(0);
    const fresh = await createTestDatabase(kind);
    try {
      expect(await rows(fresh, categories)).toBe(0);
    } finally {
      await fresh.drop();
    }
  });
});
