import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/** The published contract, as client generators and validators read it. */
describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: {
    paths: Record<
      string,
      Record<string, { operationId?: string; security?: unknown[]; responses: Record<string, unknown> }>
    >;
  };
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { RATE_LIMITS: 'true' } });
    doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  });
  afterAll(() => t?.close());

  it("passes Redocly's recommended rules without an error or a warning, with and without the staff calls", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const withStaff = await createTestApp('pglite', { env: { STAFF_TOKEN: 'openapi-test-staff-token-0123456789' } });
    const staffDoc = (await withStaff.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    await withStaff.close();
    expect(Object.keys(staffDoc.paths)).toContain('/api/v1/staff/orders/{id}/state');
    for (const source of [doc, staffDoc]) {
      const problems = await lintFromString({ source: JSON.stringify(source), absoluteRef: 'openapi.json', config });
      const listed = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
      expect(listed).toEqual([]);
    }
  });

  it('gives every call an operationId, a security requirement and the error statuses it can answer', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ call: `${method} ${path}`, ...op })),
    );
    expect(operations.length).toBeGreaterThan(25);
    for (const op of operations) {
      expect(op.operationId, op.call).toMatch(/^[a-z][A-Za-z]+$/);
      // Public calls need nothing; account calls the session's bearer token (optional ones take it when sent).
      expect([[], [{ bearerAuth: [] }], [{}, { bearerAuth: [] }]], op.call).toContainEqual(op.security);
      expect(Object.keys(op.responses), op.call).toEqual(expect.arrayContaining(['500', '503']));
    }
    const statuses = (call: string, method: string) => Object.keys(doc.paths[call]![method]!.responses).sort();
    expect(statuses('/api/v1/product-detail/{id}', 'get')).toEqual(['200', '304', '400', '404', '414', '500', '503']);
    expect(statuses('/api/v1/global-search', 'post')).toEqual(['200', '400', '413', '415', '429', '500', '503']);
    expect(statuses('/api/v1/subscribers', 'post')).toEqual([
      '200',
      '201',
      '400',
      '413',
      '415',
      '422',
      '429',
      '500',
      '503',
    ]);
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(operations.length);
    expect(doc.paths['/api/v1/global-search']!.post!.security).toEqual([]);
    expect(doc.paths['/api/v1/auth/me']!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(statuses('/api/v1/auth/me', 'get')).toContain('401');
  });
});
