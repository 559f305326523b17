import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('CORS for a storefront on another origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { CORS_ORIGINS: 'https://app.example, http://localhost:5173' } });
  });
  afterAll(() => t?.close());

  it("answers a listed origin's preflight and lets it read the token and request id headers", async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/global-search',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/authorization/);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/categories-menu',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(
      String(res.headers['access-control-expose-headers'])
        .split(',')
        .map((h) => h.trim()),
    ).toEqual(expect.arrayContaining(['x_auth_token', 'x-request-id']));
    // A shared cache must keep each origin's copy apart: the public read varies by Origin as well as by encoding.
    expect(
      String(res.headers.vary)
        .toLowerCase()
        .split(',')
        .map((h) => h.trim()),
    ).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
  });

  it('gives any other origin no CORS headers, so its browser cannot read the answer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/categories-menu',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS off by default', () => {
  it('sends no CORS headers when CORS_ORIGINS is empty', async () => {
    const t = await createTestApp('pglite');
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/categories-menu',
        headers: { origin: 'https://app.example' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('refuses origins that are not scheme and host', () => {
    for (const bad of ['*', 'app.example', 'https://app.example/path', 'https://*.example']) {
      expect(() => parseEnv({ CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
    }
    expect(parseEnv({ CORS_ORIGINS: ' https://a.example ,https://b.example:8443 ' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'https://b.example:8443',
    ]);
  });
});
