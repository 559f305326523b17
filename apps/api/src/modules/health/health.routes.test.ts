import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';

describe.each(testDatabases())('health and readiness on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('GET /health answers while the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /ready answers 200 when the database answers and every migration is applied, 503 otherwise', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).json()).toEqual({ status: 'ready' });
    const [last] = await queryRows<{ id: number; hash: string; created_at: string }>(
      t.db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        error: 'Not ready: 1 database migration(s) not applied yet.',
        code: 'NOT_READY',
      });
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it('gives every answer an x-request-id, keeping a safe one the proxy sent', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/health' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.headers['x-request-id']).toBe(missing.json().requestId);
    const passed = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'edge-1234abcd' } });
    expect(passed.headers['x-request-id']).toBe('edge-1234abcd');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'x\r\nSet-Cookie: a=b' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
