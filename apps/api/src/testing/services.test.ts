import net from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, startRedis, type PostgresServer, type RedisServer } from './services.ts';

const HOOK_TIMEOUT = 120_000;

// Other suites share these servers; stopping our own must leave them alone.
const SHARED_POSTGRES_PORT = 5432;
const SHARED_REDIS_PORT = 6379;
let sharedAtStart = { postgres: false, redis: false };

beforeAll(async () => {
  sharedAtStart = {
    postgres: await postgresAnswers(SHARED_POSTGRES_PORT),
    redis: await redisAnswers(SHARED_REDIS_PORT),
  };
});

describe('startPostgres', () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await startPostgres();
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await server?.destroy();
    // Nothing may listen on the port once the server is destroyed.
    if (server) await expect(query(server.url, 'select 1')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  }, HOOK_TIMEOUT);

  it(
    'refuses connections while stopped and comes back on the same port with its data',
    async () => {
      expect(server.url).toBe(`postgres://postgres@127.0.0.1:${server.port}/postgres`);
      await query(server.url, 'create table kept (n int); insert into kept values (42)');

      await server.stop();
      await expect(query(server.url, 'select 1')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

      await server.start();
      expect(await query(server.url, 'select n from kept')).toEqual([{ n: 42 }]);
    },
    HOOK_TIMEOUT,
  );

  it(
    'recovers after a kill, and a pool reconnects across restarts',
    async () => {
      const pool = new pg.Pool({ connectionString: server.url, max: 2 });
      pool.on('error', () => {}); // idle connections are cut by every shutdown
      try {
        expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
        await server.kill();
        // The pooled connection may not have seen its socket close yet, so either error is fair.
        await expect(pool.query('select 1')).rejects.toThrow(/ECONNREFUSED|Connection terminated/);
        await server.start();
        await server.stop();
        await server.start(); // stop and start again: both are repeatable
        expect((await pool.query('select n from kept')).rows).toEqual([{ n: 42 }]);
      } finally {
        await pool.end();
      }
    },
    HOOK_TIMEOUT,
  );
});

describe('startRedis', () => {
  let server: RedisServer;
  beforeAll(async () => {
    server = await startRedis();
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await server?.destroy();
    if (server) await expect(ping(server.url)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  }, HOOK_TIMEOUT);

  it(
    'refuses connections while stopped and comes back on the same port',
    async () => {
      expect(server.url).toBe(`redis://127.0.0.1:${server.port}`);
      expect(await ping(server.url)).toBe('PONG');

      await server.stop();
      await expect(ping(server.url)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

      await server.start();
      expect(await ping(server.url)).toBe('PONG');
      await server.stop();
      await server.start();
      expect(await ping(server.url)).toBe('PONG');
    },
    HOOK_TIMEOUT,
  );
});

describe('the shared servers', () => {
  it('still answer', async (ctx) => {
    if (!sharedAtStart.postgres && !sharedAtStart.redis) ctx.skip('no shared server was running');
    if (sharedAtStart.postgres) expect(await postgresAnswers(SHARED_POSTGRES_PORT)).toBe(true);
    if (sharedAtStart.redis) expect(await redisAnswers(SHARED_REDIS_PORT)).toBe(true);
  });
});

/** One connection per query, so a stopped server shows as a refused connection. */
async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
    const result = await client.query(sql);
    return result.rows;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Without retries, connect() only says "Connection is closed."; the cause comes as an 'error' event. */
async function ping(url: string): Promise<string> {
  const redis = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  let cause: Error | undefined;
  redis.on('error', (err: Error) => (cause ??= err));
  try {
    await redis.connect();
    return await redis.ping();
  } catch (err) {
    throw cause ?? err;
  } finally {
    redis.disconnect();
  }
}

/**
 * Asks the postmaster whether it speaks SSL (the 8-byte SSLRequest): any one-byte answer means
 * it is up, and no credentials or log noise are needed on a server that is not ours.
 */
function postgresAnswers(port: number): Promise<boolean> {
  return exchange(
    port,
    Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f]),
    (reply) => reply.length > 0 && 'SN'.includes(reply[0] ?? ''),
  );
}

/** Any reply, even NOAUTH from a password-protected server, shows Redis is up. */
function redisAnswers(port: number): Promise<boolean> {
  return exchange(port, Buffer.from('PING\r\n'), (reply) => reply.length > 0 && '+-'.includes(reply[0] ?? ''));
}

function exchange(port: number, request: Buffer, isAnswer: (reply: string) => boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk) => done(isAnswer(chunk.toString('latin1'))));
  });
}
