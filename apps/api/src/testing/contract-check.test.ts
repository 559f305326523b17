import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { parseEnv } from '../config/env.ts';
import { checkAnswersAgainstContract } from './contract-check.ts';
import { createTestDatabase } from './test-app.ts';

/** The checker itself: answers that break the document are caught, answers that keep it are not. */
describe('checking answers against the OpenAPI document', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let violations: string[];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    // No load shedding, as in every test app: on a busy machine a 503 (declared for every call) would hide the probes.
    app = await buildApp({
      env: parseEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent',
        MAX_EVENT_LOOP_DELAY_MS: '0',
      }),
      db: database.db,
      orderSql: database.orderSql,
    });
    const schema = { operationId: 'probe', response: { 200: z.object({ a: z.number() }) } };
    app.get('/probe/kept', { schema }, async () => ({ a: 1 }));
    // Raw JSON skips the serializer, as cached answers do: only the document can catch it.
    app.get('/probe/raw', { schema: { ...schema, operationId: 'probeRaw' } }, async (_req, reply) =>
      reply.type('application/json').send('{"a":"one"}'),
    );
    app.get('/probe/teapot', { schema: { ...schema, operationId: 'probeTeapot' } }, async (_req, reply) =>
      reply.code(418 as 200).send({ a: 1 }),
    );
    violations = checkAnswersAgainstContract(app).violations;
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('passes an answer that matches, and names the ones that do not', async () => {
    await app.inject({ method: 'GET', url: '/probe/kept' });
    await app.inject({ method: 'GET', url: '/api/v1/product-detail/1' }); // a declared 404
    expect(violations).toEqual([]);
    await app.inject({ method: 'GET', url: '/probe/raw' });
    await app.inject({ method: 'GET', url: '/probe/teapot' });
    expect(violations).toEqual([
      expect.stringMatching(/^GET \/probe\/raw → 200: body does not match the document: .*must be number/),
      'GET /probe/teapot → 418: status 418 is not declared for GET /probe/teapot',
    ]);
  });
});
