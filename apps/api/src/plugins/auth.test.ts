import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_MESSAGES } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.ts';
import { corporateForm, signUp, userForm } from '../testing/accounts.ts';
import { buildCheckedApp, createTestDatabase, type TestApp } from '../testing/test-app.ts';
import { bearerToken } from './auth.ts';

describe('the auth plugin', () => {
  let app: FastifyInstance;
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-auth-plugin-'));

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      RATE_LIMITS: 'false',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      DATA_DIR: dataDir,
    });
    app = await buildCheckedApp({ env, db: database.db, orderSql: database.orderSql });
    // What the cart, wishlist, checkout and order calls will declare (issue 9): logged in, and not corporate.
    app.get(
      '/api/v1/__individual-only',
      { config: { auth: 'individual' }, schema: { hide: true } },
      async (request) => ({ user: request.session!.user }),
    );
    app.get('/api/v1/__optional', { config: { auth: 'optional' }, schema: { hide: true } }, async (request) => ({
      user: request.session?.user ?? null,
    }));
    await app.ready();
    t = { app, db: database.db, orderSql: database.orderSql, env, close: async () => {} };
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets an individual account through and refuses a corporate one with 403, and a guest with 401', async () => {
    const person = await signUp(t, userForm());
    const company = await signUp(t, corporateForm(), 'mobile');
    const call = (headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/api/v1/__individual-only', headers });
    expect((await call(person.headers)).json()).toEqual({ user: person.user });
    const refused = await call(company.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CORPORATE_REFUSED', error: ACCOUNT_MESSAGES.corporateRefused });
    expect((await call()).statusCode).toBe(401);
  });

  it('treats a guest as a guest on optional routes, but a dead token as a 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/__optional' })).json()).toEqual({ user: null });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/__optional',
          headers: { authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('reads only `Authorization: Bearer <token>`', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer  abc ')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
