import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler.ts';

/** An app whose one route fails with `err`, as a repository call would. */
async function failingWith(err: unknown) {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  app.get('/fails', async () => {
    throw err;
  });
  return app;
}

/** A database error as Drizzle hands it on: its own wrapper, the driver's error as the cause. */
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: insert into "addresses" ...'), { cause });

describe('the error handler', () => {
  it('answers a value the database cannot store (SQLSTATE class 22) with 400, not a server error', async () => {
    for (const code of ['22021', '22003', '22001']) {
      const app = await failingWith(
        wrapped(Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code })),
      );
      const res = await app.inject({ method: 'GET', url: '/fails' });
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'UNSTORABLE_VALUE',
        error: 'The request holds a value the shop cannot store.',
      });
      await app.close();
    }
  });

  it('answers a database that stopped answering (node-postgres gave up waiting) with 503 and Retry-After', async () => {
    const app = await failingWith(wrapped(new Error('Query read timeout')));
    const res = await app.inject({ method: 'GET', url: '/fails' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    await app.close();
  });

  it('answers anything else with a generic 500', async () => {
    const app = await failingWith(wrapped(Object.assign(new Error('syntax error'), { code: '42601' })));
    const res = await app.inject({ method: 'GET', url: '/fails' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'INTERNAL', error: 'Oops, Something went wrong!' });
    await app.close();
  });
});
