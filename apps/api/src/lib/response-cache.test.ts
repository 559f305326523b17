import { once } from 'node:events';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { prepareCompressible } from './compression.ts';
import { connectOptionalRedis } from './redis.ts';
import { etagOf, ResponseCache, type BuiltBody } from './response-cache.ts';

/** Just what `prepareCompressible` reads of a request and writes on a reply. */
function fakeRequest(acceptEncoding?: string): FastifyRequest {
  return { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} } as FastifyRequest;
}
function fakeReply(): FastifyReply {
  const headers = new Map<string, unknown>();
  const reply = {
    getHeader: (name: string) => headers.get(name),
    header: (name: string, value: unknown) => (headers.set(name, value), reply),
    code: () => reply,
  };
  return reply as unknown as FastifyReply;
}

/** A build that counts its calls. */
function builder(body: string, tags: string[] = [], key?: string) {
  const build = vi.fn(async (): Promise<BuiltBody> => ({ body, tags, key }));
  return build;
}

describe('ResponseCache in process', () => {
  it('serves what it built until the TTL passes', async () => {
    let now = 1_000;
    const cache = new ResponseCache({ ttlSeconds: 10, now: () => now });
    const build = builder('{"a":1}');
    expect(await cache.getOrBuild('a', build)).toEqual({
      response: { body: '{"a":1}', bytes: Buffer.from('{"a":1}'), etag: etagOf('{"a":1}'), gzip: undefined },
      hit: false,
    });
    now += 9_000;
    expect((await cache.getOrBuild('a', build)).hit).toBe(true);
    now += 1_001;
    expect((await cache.getOrBuild('a', build)).hit).toBe(false);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('is bounded by bytes: the least recently used entries go first', async () => {
    const body = 'x'.repeat(1000);
    // Each entry holds its text and its bytes (about 2,100 bytes here): three fit, a fourth does not.
    const cache = new ResponseCache({ ttlSeconds: 60, maxBytes: 7000 });
    for (const key of ['a', 'b', 'c']) await cache.getOrBuild(key, builder(body));
    await cache.getOrBuild('a', builder(body)); // a is now the most recently used
    await cache.getOrBuild('d', builder(body));
    expect(cache.stats.entries).toBe(3);
    expect(cache.stats.bytes).toBeLessThanOrEqual(7000);
    expect((await cache.getOrBuild('b', builder(body))).hit).toBe(false);
    expect((await cache.getOrBuild('d', builder(body))).hit).toBe(true);
  });

  it('makes the gzip form on the first request that takes it, and keeps it with the entry', async () => {
    const cache = new ResponseCache({ ttlSeconds: 60 });
    const { response } = await cache.getOrBuild('big', builder('y'.repeat(5000)));
    expect(response.gzip).toBeUndefined();
    const plain = prepareCompressible(fakeRequest(), fakeReply(), response, response.etag, false);
    expect(plain).toBe(response.bytes);
    expect(response.gzip).toBeUndefined();
    const zipped = prepareCompressible(fakeRequest('gzip'), fakeReply(), response, response.etag, false);
    expect(gunzipSync(zipped as Buffer).toString()).toBe(response.body);
    const again = await cache.getOrBuild('big', builder('other'));
    expect(again.hit).toBe(true);
    expect(again.response.gzip).toBe(zipped);
    const small = (await cache.getOrBuild('small', builder('{}'))).response;
    prepareCompressible(fakeRequest('gzip'), fakeReply(), small, small.etag, false);
    expect(small.gzip).toBeUndefined();
  });

  it('drops exactly the entries carrying an invalidated tag', async () => {
    const cache = new ResponseCache({ ttlSeconds: 60 });
    await cache.getOrBuild('list', builder('list', ['catalog', 'product:1', 'product:2']));
    await cache.getOrBuild('detail-1', builder('d1', ['catalog', 'product:1']));
    await cache.getOrBuild('detail-3', builder('d3', ['catalog', 'product:3']));
    await cache.invalidate(['product:1']);
    expect((await cache.getOrBuild('list', builder('list', ['catalog']))).hit).toBe(false);
    expect((await cache.getOrBuild('detail-1', builder('d1', ['catalog']))).hit).toBe(false);
    expect((await cache.getOrBuild('detail-3', builder('d3'))).hit).toBe(true);
    await cache.invalidate(['catalog']);
    expect(cache.stats.entries).toBe(0);
    expect(cache.stats.tags).toBe(0);
  });

  it('builds once for concurrent misses on one key', async () => {
    const cache = new ResponseCache({ ttlSeconds: 60 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const build = vi.fn(async (): Promise<BuiltBody> => {
      await gate;
      return { body: 'slow', tags: [] };
    });
    const all = Promise.all(Array.from({ length: 20 }, () => cache.getOrBuild('k', build)));
    release();
    const answers = await all;
    expect(build).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map((a) => a.response.body))).toEqual(new Set(['slow']));
  });

  it('does not store an answer built across an invalidation (it may predate the change)', async () => {
    const cache = new ResponseCache({ ttlSeconds: 60 });
    const stale = cache.getOrBuild('k', async () => {
      await cache.invalidate(['product:9']);
      return { body: 'old', tags: ['product:9'] };
    });
    expect((await stale).response.body).toBe('old');
    expect((await cache.getOrBuild('k', builder('new'))).response.body).toBe('new');
  });

  it('stores an answer built across an invalidation of other tags: that change does not touch it', async () => {
    const cache = new ResponseCache({ ttlSeconds: 60 });
    await cache.getOrBuild('k', async () => {
      await cache.invalidate(['product:8']);
      return { body: 'current', tags: ['product:9'] };
    });
    const again = builder('rebuilt');
    expect((await cache.getOrBuild('k', again)).response.body).toBe('current');
    expect(again).not.toHaveBeenCalled();
  });

  it('stores an answer under the canonical key its build names, and not under the key asked', async () => {
    const cache = new ResponseCache({ ttlSeconds: 60 });
    await cache.getOrBuild('page:99', builder('last page', [], 'page:3'));
    expect(cache.stats.entries).toBe(1);
    expect((await cache.getOrBuild('page:3', builder('other'))).response.body).toBe('last page');
    expect((await cache.getOrBuild('page:98', builder('last page', [], 'page:3'))).response.body).toBe('last page');
    expect(cache.stats.entries).toBe(1);
  });

  it('stores nothing when disabled', async () => {
    const cache = new ResponseCache({ ttlSeconds: 60, enabled: false });
    const build = builder('a');
    await cache.getOrBuild('a', build);
    await cache.getOrBuild('a', build);
    expect(build).toHaveBeenCalledTimes(2);
    expect(cache.stats.entries).toBe(0);
  });

  it('gives equal bodies equal ETags and different bodies different ones', () => {
    expect(etagOf('x')).toBe(etagOf('x'));
    expect(etagOf('x')).not.toBe(etagOf('y'));
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('ResponseCache shared through Redis', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  const admin = redisUrl ? new Redis(redisUrl, { lazyConnect: true }) : undefined;
  const clients: Redis[] = [];
  const replica = async () => {
    const redis = new Redis(redisUrl!);
    clients.push(redis);
    await once(redis, 'ready');
    return new ResponseCache({ ttlSeconds: 60, redis, keyPrefix: prefix });
  };
  afterAll(async () => {
    const keys = await admin!.keys(`${prefix}*`);
    if (keys.length) await admin!.del(...keys);
    admin!.disconnect();
    clients.forEach((c) => c.disconnect());
  });

  it('lets one replica serve what another built, until a tag it carries is invalidated', async () => {
    const a = await replica();
    const b = await replica();
    await a.getOrBuild('listing:wine', builder('wine', ['product:1']));
    await a.getOrBuild('listing:beer', builder('beer', ['product:2']));
    const fromB = await b.getOrBuild('listing:wine', builder('never built'));
    expect(fromB).toMatchObject({ response: { body: 'wine' }, hit: true });
    await a.invalidate(['product:1']);
    const c = await replica();
    expect((await c.getOrBuild('listing:wine', builder('wine again'))).response.body).toBe('wine again');
    expect((await c.getOrBuild('listing:beer', builder('never built'))).response.body).toBe('beer');
  });

  it('does not keep a shared entry read across an invalidation of one of its tags', async () => {
    const a = await replica();
    await a.getOrBuild('post', builder('old', ['blog']));
    const b = await replica();
    // B's read of the shared tier goes out first, so Redis answers it with the entry the invalidation then drops.
    const read = b.getOrBuild('post', builder('never built'));
    await b.invalidate(['blog']);
    expect((await read).response.body).toBe('old');
    expect((await b.getOrBuild('post', builder('new', ['blog']))).response.body).toBe('new');
  });

  it('writes every key under the prefix, and every key expires', async () => {
    const a = await replica();
    await a.getOrBuild('expiring', builder('e', ['catalog', 'product:7']));
    const keys = await admin!.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThanOrEqual(3);
    for (const key of keys) expect(await admin!.ttl(key), key).toBeGreaterThan(0);
  });

  it('ignores a shared value that is not one of its entries', async () => {
    const a = await replica();
    await a.getOrBuild('x', builder('real'));
    for (const key of await admin!.keys(`${prefix}cache:*`)) await admin!.set(key, 'not json', 'EX', 60);
    const b = await replica();
    expect((await b.getOrBuild('x', builder('rebuilt'))).response.body).toBe('rebuilt');
  });
});

describe('ResponseCache while Redis is unreachable', () => {
  /** A port that accepts connections and never answers: the worst case, a hung Redis. */
  async function silentServer() {
    const sockets: net.Socket[] = [];
    const server = net.createServer((socket) => sockets.push(socket)).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as net.AddressInfo;
    return {
      port,
      close: () => {
        sockets.forEach((s) => s.destroy());
        server.close();
      },
    };
  }

  it.each([
    ['refuses connections', async () => ({ port: 1, close: () => {} })],
    ['never answers', silentServer],
  ])('works in process only when Redis %s, without waiting on it', async (_label, start) => {
    const server = await start();
    const redis = connectOptionalRedis(`redis://127.0.0.1:${server.port}`, () => {});
    try {
      const cache = new ResponseCache({ ttlSeconds: 60, redis });
      await cache.getOrBuild('a', builder('a', ['t']));
      expect((await cache.getOrBuild('a', builder('b'))).hit).toBe(true);
      await cache.invalidate(['t']);
      expect((await cache.getOrBuild('a', builder('c'))).response.body).toBe('c');
    } finally {
      redis.disconnect();
      server.close();
    }
  });
});
