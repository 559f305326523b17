import { FaqListResponseSchema, FaqPageResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPastTheEndShared, expectPublicRead, PAGE_QUERY_REJECTIONS } from '../../testing/content-checks.ts';
import { CONTENT_FIXTURE as F, seedContentFixtures } from '../../testing/content.fixtures.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';

describe.each(testDatabases())('FAQ calls on %s', (kind) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: seedContentFixtures });
  });
  afterAll(() => t?.close());

  describe('GET /faq-page', () => {
    it('pages the FAQ page by position, 10 at a time, with the paging at the top level', async () => {
      const one = FaqPageResponseSchema.parse((await get('/faq-page')).json());
      expect(one).toMatchObject({
        status: 200,
        current_page: 1,
        last_page: 3,
        per_page: 10,
        from: 1,
        to: 10,
        total: F.pageFaqs,
      });
      expect(one.data.map((f) => f.question)).toEqual(Array.from({ length: 10 }, (_, i) => `Page question ${i + 1}`));
      expect(one.data[0]).toEqual({ id: expect.any(Number), question: 'Page question 1', answer: 'Answer.' });

      const three = FaqPageResponseSchema.parse((await get('/faq-page?page=3')).json());
      expect(three).toMatchObject({ current_page: 3, from: 21, to: 25 });
      expect(three.data).toHaveLength(5);
    });

    it('answers a page past the end with the last page', async () => {
      const res = await get('/faq-page?page=4');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ current_page: 3, last_page: 3, per_page: 10, from: 21, to: 25, total: 25 });
      expect(res.json()).toEqual((await get('/faq-page?page=3')).json());
    });

    it.each(['undefined', '0', '', '%20'])("reads ?page=%s, which the spec's client sends, as page 1", async (page) => {
      const res = await get(`/faq-page?page=${page}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual((await get('/faq-page?page=1')).json());
    });
  });

  it('GET /about-faq lists the about questions only, in order, as a bare array', async () => {
    const res = await get('/about-faq');
    expect(res.statusCode).toBe(200);
    const body = FaqListResponseSchema.parse(res.json());
    expect(body.map((f) => f.question)).toEqual(['About question 1', 'About question 2', 'About question 3']);
    expect(res.headers['cache-control']).toBe('public, max-age=3000, stale-while-revalidate=15000');
  });

  describe.each(['/faq-page'])('%s ?page=', (path) => {
    it.each(PAGE_QUERY_REJECTIONS)('rejects page=%s with 400', async (page, message) => {
      const res = await get(`${path}?page=${page}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED', errors: { page: [message] } });
    });
  });

  it("shares the last page's cache entry among every page past the last", () =>
    expectPastTheEndShared(t, '/faq-page', 3));

  describe('HTTP caching', () => {
    it.each(['/faq-page'])(
      '%s is public for 5 minutes with an ETag, and answers 304 to a current If-None-Match',
      (url) => expectPublicRead(get, url),
    );
  });

  it('documents every FAQ call in the OpenAPI document', async () => {
    const doc = (await get('/openapi.json')).json();
    for (const path of ['/faq-page', '/about-faq']) {
      expect(doc.paths[`/api/v1${path}`]?.get?.responses?.['200'], path).toBeDefined();
    }
  });
});
