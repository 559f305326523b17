import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/** The published contract, as client generators and validators read it. */
describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: {
    paths: Record<
      string,
      Record<
        string,
        {
          operationId?: string;
          security?: unknown[];
          requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
          responses: Record<string, unknown>;
        }
      >
    >;
    components: { securitySchemes: Record<string, Record<string, unknown>> };
  };
  /** What a staff call accepts: a person's session cookie, or a service account's key. */
  const STAFF_SECURITY = [{ staffSession: [] }, { staffKey: [] }];
  /** The staff scope's calls made before anyone is signed in: logging in, and reading and accepting an invitation. */
  const OPEN_STAFF_CALLS = [
    'post /api/v1/staff/login',
    'get /api/v1/staff/invitations/{token}',
    'post /api/v1/staff/invitations/accept',
  ];
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { RATE_LIMITS: 'true' } });
    doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  });
  afterAll(() => t?.close());

  it("passes Redocly's recommended rules without an error or a warning, staff calls included", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    // The staff calls exist on every shop now (issue 25): no setting adds them, so the one document has them.
    expect(Object.keys(doc.paths)).toContain('/api/v1/staff/orders/{id}/state');
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    const listed = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    expect(listed).toEqual([]);
  });

  it('describes how staff call: a session cookie or a service key on every staff call, and no shared token', () => {
    const schemes = doc.components.securitySchemes;
    expect(Object.keys(schemes).sort()).toEqual(['bearerAuth', 'staffKey', 'staffSession']);
    expect(schemes.staffSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'staff_session' });
    expect(schemes.staffKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const staffCalls = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/staff/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ call: `${method} ${path}`, ...op })),
      );
    for (const op of staffCalls) {
      if (OPEN_STAFF_CALLS.includes(op.call)) expect(op.security, op.call).toEqual([]);
      else {
        expect(op.security, op.call).toEqual(STAFF_SECURITY);
        // Nobody signed in, or a role without the call's permission.
        expect(Object.keys(op.responses), op.call).toEqual(expect.arrayContaining(['401', '403']));
      }
    }
    const operationIds = staffCalls.map((op) => op.operationId);
    expect(operationIds).toEqual(
      expect.arrayContaining(['staffMoveOrder', 'staffSetStock', 'staffMoveQuotation', 'staffCreatePost']),
    );
    for (const retired of ['moveOrder', 'setStock', 'moveQuotation']) expect(operationIds).not.toContain(retired);
    // A stock change says why: the audit log keeps the reason.
    const stockBody = doc.paths['/api/v1/staff/stock/{id}']!.put!.requestBody!.content['application/json']!.schema;
    expect(stockBody.required).toEqual(expect.arrayContaining(['stock', 'reason']));
  });

  it('gives every call an operationId, a security requirement and the error statuses it can answer', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ call: `${method} ${path}`, ...op })),
    );
    expect(operations.length).toBeGreaterThan(25);
    for (const op of operations) {
      expect(op.operationId, op.call).toMatch(/^[a-z][A-Za-z]+$/);
      // Public calls need nothing; account calls the session's bearer token (optional ones take it when sent); staff
      // calls a staff session or a service key.
      expect([[], [{ bearerAuth: [] }], [{}, { bearerAuth: [] }], STAFF_SECURITY], op.call).toContainEqual(op.security);
      expect(Object.keys(op.responses), op.call).toEqual(expect.arrayContaining(['500', '503']));
    }
    const statuses = (call: string, method: string) => Object.keys(doc.paths[call]![method]!.responses).sort();
    expect(statuses('/api/v1/product-detail/{id}', 'get')).toEqual([
      '200',
      '301',
      '304',
      '400',
      '404',
      '414',
      '500',
      '503',
    ]);
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
