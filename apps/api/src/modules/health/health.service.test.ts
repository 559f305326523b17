import { describe, expect, it } from 'vitest';
import type { HealthRepo } from './health.repo.ts';
import { createHealthService } from './health.service.ts';

const repo = (over: Partial<HealthRepo>): HealthRepo => ({
  ping: async () => {},
  pendingMigrations: async () => 0,
  ...over,
});

describe('createHealthService', () => {
  it('is ready when the database answers and no migration is pending', async () => {
    await expect(createHealthService({ repo: repo({}) }).assertReady()).resolves.toBeUndefined();
  });

  it('says why it is not ready, with a 503 NOT_READY', async () => {
    await expect(
      createHealthService({ repo: repo({ pendingMigrations: async () => 2 }) }).assertReady(),
    ).rejects.toMatchObject({
      statusCode: 503,
      code: 'NOT_READY',
      message: 'Not ready: 2 database migration(s) not applied yet.',
    });
    await expect(
      createHealthService({
        repo: repo({
          ping: async () => {
            throw new Error('refused');
          },
        }),
      }).assertReady(),
    ).rejects.toMatchObject({ message: 'Not ready: The database does not answer.' });
  });

  it('gives up on a database that does not answer in time', async () => {
    const hanging = repo({ ping: () => new Promise(() => {}) });
    await expect(createHealthService({ repo: hanging, timeoutMs: 20 }).assertReady()).rejects.toMatchObject({
      message: 'Not ready: The database did not answer in time.',
    });
  });
});
