import { once } from 'node:events';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { connectOptionalRedis } from './redis.ts';
import { etagOf, ResponseCache } from './response-cache.ts';

const entry = (body: string) => ({ body, etag: etagOf(body) });

describe('ResponseCache in process', () => {
  it('returns what was stored until the TTL passes', async () => {
    vi.useFakeTimers();
    try {
      const cache = new ResponseCache({ ttlSeconds: 10 });
      await cache.set('a', entry('{"a":1}'));
      expect(await cache.get('a')).toEqual(entry('{"a":1}'));
      vi.advanceTimersByTime(10_001);
      expect(await cache.get('a')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('evicts the least recently used entry when full', async () => {
    const cache = new ResponseCache({ ttlSeconds: 60, maxEntries: 2 });
    await cache.set('a', entry('a'));
    await cache.set('b', entry('b'));
    await cache.get('a'); // a is now the most recently used
    await cache.set('c', entry('c'));
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it('forgets everything on invalidate', async () => {
    const cache = new ResponseCache({ ttlSeconds: 60 });
    await cache.set('a', entry('a'));
    await cache.invalidate();
    expect(await cache.get('a')).toBeUndefined();
  });

  it('does nothing when disabled', async () => {
    const cache = new ResponseCache({ ttlSeconds: 60, enabled: false });
    await cache.set('a', entry('a'));
    expect(await cache.get('a')).toBeUndefined();
  });

  it('gives equal bodies equal ETags and different bodies different ones', () => {
    expect(etagOf('x')).toBe(etagOf('x'));
    expect(etagOf('x')).not.toBe(etagOf('y'));
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('ResponseCache shared through Redis', () => {
  const clients: Redis[] = [];
  const replica = async () => {
    const redis = new Redis(redisUrl!, { keyPrefix: `test-${process.pid}-` });
    clients.push(redis);
    await once(redis, 'ready');
    return new ResponseCache({ ttlSeconds: 60, redis });
  };
  afterAll(async () => {
    const keys = await clients[0]!.keys(`test-${process.pid}-*`);
    if (keys.length) await clients[0]!.del(...keys.map((k) => k.slice(`test-${process.pid}-`.length)));
    clients.forEach((c) => c.disconnect());
  });

  it('lets one replica serve what another cached, until a write invalidates it', async () => {
    const a = await replica();
    const b = await replica();
    await a.set('/api/v1/product-list/wine', entry('listing'));
    expect(await b.get('/api/v1/product-list/wine')).toEqual(entry('listing'));
    await a.invalidate();
    const c = await replica();
    expect(await c.get('/api/v1/product-list/wine')).toBeUndefined();
  });
});

describe('ResponseCache while Redis is unreachable', () => {
  /** A port that accepts connections and never answers: the worst case, a hung Redis. */
  async function silentServer() {
    const sockets: net.Socket[] = [];
    const server = net.createServer((socket) => sockets.push(socket)).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as net.AddressInfo;
    return { port, close: () => { sockets.forEach((s) => s.destroy()); server.close(); } };
  }

  it.each([
    ['refuses connections', async () => ({ port: 1, close: () => {} })],
    ['never answers', silentServer],
  ])('works in process only when Redis %s, without waiting on it', async (_label, start) => {
    const server = await start();
    const errors: Error[] = [];
    const redis = connectOptionalRedis(`redis://127.0.0.1:${server.port}`, (err) => errors.push(err));
    try {
      const cache = new ResponseCache({ ttlSeconds: 60, redis });
      await cache.set('a', entry('a'));
      expect(await cache.get('a')).toEqual(entry('a'));
      expect(await cache.get('b')).toBeUndefined();
      await cache.invalidate();
      expect(await cache.get('a')).toBeUndefined();
    } finally {
      redis.disconnect();
      server.close();
    }
  });

  it('ignores a shared value that is not one of its entries', async () => {
    if (!redisUrl) return;
    const prefix = `test-${process.pid}-foreign-`;
    const redis = new Redis(redisUrl, { keyPrefix: prefix });
    await once(redis, 'ready');
    try {
      const cache = new ResponseCache({ ttlSeconds: 60, redis });
      await redis.set('catalog-cache:0:/x', 'not json');
      await redis.set('catalog-cache:0:/y', '{"body":1}');
      expect(await cache.get('/x')).toBeUndefined();
      expect(await cache.get('/y')).toBeUndefined();
    } finally {
      await redis.del('catalog-cache:0:/x', 'catalog-cache:0:/y');
      redis.disconnect();
    }
  });
});
