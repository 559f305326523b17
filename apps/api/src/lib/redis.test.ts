import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RedisServer } from '../testing/services.ts';
import { connectOptionalRedis, listen } from './redis.ts';

/** It runs its own Redis, so the shared one other suites use is never touched. */
describe('listening to a channel', () => {
  let server: RedisServer;
  beforeAll(async () => {
    server = await startRedis();
  }, 60_000);
  afterAll(() => server?.destroy());

  /** Publishes until the listener has heard something: a message sent before its subscription took hold is lost. */
  async function heardAfterPublishing(heard: string[], channel: string) {
    const publisher = new Redis(server.url, { lazyConnect: false });
    try {
      await expect
        .poll(
          async () => {
            await publisher.publish(channel, 'look now');
            return heard.length;
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBeGreaterThan(0);
    } finally {
      publisher.disconnect();
    }
  }

  it('hears its channel when Redis was down as the process started, and again after Redis restarts', async () => {
    await server.stop();
    const redis = connectOptionalRedis(server.url, () => {});
    const heard: string[] = [];
    const stop = listen(
      redis,
      'replicas',
      (message) => heard.push(message),
      () => {},
    );
    try {
      // Long enough for reconnection attempts to fail: the subscription asked for meanwhile must not be lost.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await server.start();
      await heardAfterPublishing(heard, 'replicas');
      expect(heard[0]).toBe('look now');

      await server.stop();
      await server.start();
      heard.length = 0;
      await heardAfterPublishing(heard, 'replicas');
    } finally {
      stop();
      redis.disconnect();
    }
  }, 30_000);
});
