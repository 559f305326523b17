import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogFixture } from './modules/catalog/catalog.fixtures.ts';
import { seedContentFixtures } from './modules/content/content.fixtures.ts';
import { createTestApp, testDatabases, type TestApp } from './testing/test-app.ts';

/**
 * Property-based robustness (issue 6): every public call, fed generated paths, queries and bodies, answers a
 * 2xx, 3xx or 4xx, and every 4xx carries the error payload. The calls come from the OpenAPI document, so a
 * new call is covered the day it is added.
 */

/** Characters whose normal forms (NFC/NFKC, case folding) have another length: they broke length checks before. */
const SHAPE_SHIFTERS = ['ﷺ', 'ﬃ', 'İ', 'ß', 'ǅ', 'ẞ', '\u0345', 'ﾟ', '㎒', 'שּׁ', 'e\u0301', 'Å', '𝔘', '\u{1F377}', '\u202E', '\u0000', '\uFEFF', '%', '"', "'", '\\', '<script>'];
const shifters = (maxLength: number) => fc.array(fc.constantFrom(...SHAPE_SHIFTERS), { minLength: 1, maxLength }).map((parts) => parts.join(''));
/** Short enough to pass length checks and reach the services, and long enough to overflow them once normalised. */
const shapeShifting = fc.oneof(shifters(30), shifters(300), fc.tuple(fc.constantFrom('wine ', 'rouge ', 'glen '), shifters(90)).map(([a, b]) => a + b));
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), shapeShifting, fc.constantFrom('', ' ', 'wine', 'alpha-rouge-no-1', '1', '0', '-1', '2147483648', '1e3', 'NaN'));
/** Path segments as a client might send them: encoded, or raw with broken escapes. */
const segment = fc.oneof(anyText.map(encodeURIComponent), fc.constantFrom('%', '%zz', '%E0%A4%A', '..', '%2F', 'a%00b'));
// Small integers are real ids, pages and prices often enough to get past validation.
const scalar = fc.oneof(anyText, fc.integer({ min: -5, max: 60 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 5 }), fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 3 }));

type Operation = { method: string; path: string; fields: string[] };

/** Each documented call, with the names of its query and body fields (generated values go under real names too). */
type DocumentedOperation = { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } };

function operationsOf(doc: { paths: Record<string, Record<string, DocumentedOperation>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    fields: [
      ...(op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      ...Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    ],
  })));
}

function requestFor(op: Operation) {
  const fields = op.fields.length ? fc.constantFrom(...op.fields, 'page', 'sort', '__proto__', 'x') : fc.constantFrom('page', 'x');
  return fc.record({
    params: fc.array(segment, { minLength: 4, maxLength: 4 }),
    query: fc.array(fc.tuple(fields, anyText), { maxLength: 4 }),
    body: fc.oneof(fc.dictionary(fields, value, { maxKeys: 6 }), value, fc.constantFrom('{"a":', 'not json', '')),
  }).map(({ params, query, body }) => {
    let i = 0;
    const path = op.path.replace(/\{[^}]+\}/g, () => params[i++] ?? 'x');
    const search = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
    return { method: op.method, url: search ? `${path}?${search}` : path, body };
  });
}

describe.each(testDatabases())('no generated input yields a 500 on %s', (kind) => {
  let t: TestApp;
  let operations: Operation[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { CATALOG_POLL_MS: '0' }, seed: async (db) => { await seedCatalogFixture(db); await seedContentFixtures(db); } });
    operations = operationsOf((await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json());
  });
  afterAll(() => t?.close());

  it('covers every documented call', () => {
    expect(operations.length).toBeGreaterThan(25);
  });

  it('answers every call 2xx, 3xx or 4xx, with the error payload on every 4xx', async () => {
    const runs = kind === 'pglite' ? 100 : 30;
    for (const op of operations) {
      await fc.assert(fc.asyncProperty(requestFor(op), async (req) => {
        const isBody = req.method === 'POST';
        const res = await t.app.inject({
          method: req.method as 'GET' | 'POST',
          url: req.url,
          ...(isBody && { payload: typeof req.body === 'string' ? req.body : JSON.stringify(req.body), headers: { 'content-type': 'application/json' } }),
        });
        const what = `${req.method} ${req.url} ${isBody ? JSON.stringify(req.body).slice(0, 300) : ''} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, what).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof JSON.parse(res.body).error, what).toBe('string');
      }), { numRuns: runs });
    }
  }, 600_000);
});
