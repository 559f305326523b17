import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoShopIfEmpty } from '../demo/seed/seed.service.ts';
import { openDatabase } from './client.ts';
import { products, subscribers } from '../tables.ts';

describe('the embedded database on disk', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-persist-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps all data across restarts and seeds only the first time', async () => {
    const first = await openDatabase({ dataDir });
    expect(await seedDemoShopIfEmpty(first.db)).toBe(true);
    await first.db.insert(subscribers).values({ email: 'kept@example.ae' });
    const [before] = await first.db.select({ n: count() }).from(products);
    await first.close();

    const second = await openDatabase({ dataDir });
    expect(await seedDemoShopIfEmpty(second.db)).toBe(false);
    const [after] = await second.db.select({ n: count() }).from(products);
    expect(after?.n).toBe(before?.n);
    expect(await second.db.select({ email: subscribers.email }).from(subscribers)).toEqual([
      { email: 'kept@example.ae' },
    ]);
    await second.close();
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(true);
  });
});
