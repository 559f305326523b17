import { ContactDetailsResponseSchema, CorporateResponseSchema, FaqListResponseSchema, FaqPageResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { CONTENT_FIXTURE as F, seedContentFixtures } from './content.fixtures.ts';

const CONTACT_ENV = { CONTACT_PHONE: '+971 (4) 555-0199', CONTACT_EMAIL: 'shop@example.ae', CHAT_LINK: 'https://wa.me/97145550199' };

describe.each(testDatabases())('FAQ, corporate, contact and caching on %s', (kind) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: seedContentFixtures, env: CONTACT_ENV });
  });
  afterAll(() => t?.close());

  describe('GET /faq-page', () => {
    it('pages the FAQ page by position, 10 at a time', async () => {
      const one = FaqPageResponseSchema.parse((await get('/faq-page')).json());
      expect(one.status).toBe(200);
      expect(one.data).toMatchObject({ current_page: 1, last_page: 3, per_page: 10, from: 1, to: 10, total: F.pageFaqs });
      expect(one.data.data.map((f) => f.question)).toEqual(Array.from({ length: 10 }, (_, i) => `Page question ${i + 1}`));
      expect(one.data.data[0]).toEqual({ id: expect.any(Number), question: 'Page question 1', answer: 'Answer.' });

      const three = FaqPageResponseSchema.parse((await get('/faq-page?page=3')).json()).data;
      expect(three).toMatchObject({ current_page: 3, from: 21, to: 25 });
      expect(three.data).toHaveLength(5);
    });

    it('answers a page past the end with the last page', async () => {
      const res = await get('/faq-page?page=4');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ current_page: 3, last_page: 3, per_page: 10, from: 21, to: 25, total: 25 });
      expect(res.json()).toEqual((await get('/faq-page?page=3')).json());
    });
  });

  it('GET /about-faq lists the about questions only, in order', async () => {
    const res = await get('/about-faq');
    expect(res.statusCode).toBe(200);
    const body = FaqListResponseSchema.parse(res.json());
    expect(body.data.map((f) => f.question)).toEqual(['About question 1', 'About question 2', 'About question 3']);
    expect(res.headers['cache-control']).toBe('public, max-age=3000, stale-while-revalidate=15000');
  });

  it('GET /corporate returns the page copy and the corporate FAQ', async () => {
    const res = await get('/corporate');
    expect(res.statusCode).toBe(200);
    const body = CorporateResponseSchema.parse(res.json());
    expect(body.data.faq.map((f) => f.question)).toEqual(Array.from({ length: F.corporateFaqs }, (_, i) => `Corporate question ${i + 1}`));
    expect(body.data.title).not.toBe('');
    expect(body.data.benefits.length).toBeGreaterThan(0);
    expect(res.headers['cache-control']).toMatch(/max-age=3000\b/);
  });

  it('GET /contact-details returns the configured details and a dialable phone_link', async () => {
    const res = await get('/contact-details');
    expect(res.statusCode).toBe(200);
    const body = ContactDetailsResponseSchema.parse(res.json());
    expect(body.data).toEqual({
      address: t.env.CONTACT_ADDRESS,
      store_address: t.env.CONTACT_STORE_ADDRESS,
      phone: '+971 (4) 555-0199',
      phone_link: 'tel:+97145550199',
      map_link: t.env.CONTACT_MAP_LINK,
      store_map_link: t.env.CONTACT_STORE_MAP_LINK,
      email: 'shop@example.ae',
      chat_link: 'https://wa.me/97145550199',
    });
  });

  describe('HTTP caching', () => {
    it.each(['/blog-list', '/blog-category-filter/cocktails', '/blog-detail/blog-1', '/news-list', '/news-detail/news-1', '/faq-page', '/contact-details'])(
      '%s is public for 5 minutes with an ETag, and answers 304 to a current If-None-Match',
      async (url) => {
        const first = await get(url);
        expect(first.statusCode).toBe(200);
        expect(first.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=1500');
        const etag = first.headers.etag as string;
        expect(etag).toMatch(/^"[^"]+"$/);

        const again = await get(url, { 'if-none-match': etag });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);

        const stale = await get(url, { 'if-none-match': '"something-else"' });
        expect(stale.statusCode).toBe(200);
        expect(stale.json()).toEqual(first.json());
      },
    );

    it('answers 304 on a response-cache miss too (same body under another URL)', async () => {
      const etag = (await get('/news-list')).headers.etag as string;
      const res = await get('/news-list?page=1', { 'if-none-match': etag });
      expect(res.statusCode).toBe(304);
    });

    it('does not cache or tag errors', async () => {
      const res = await get('/blog-detail/missing-post');
      expect(res.statusCode).toBe(404);
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['cache-control']).toBeUndefined();
    });
  });

  it('documents every content call in the OpenAPI document', async () => {
    const doc = (await get('/openapi.json')).json();
    for (const path of ['/blog-list', '/blog-category-filter/{id}', '/blog-detail/{id}', '/news-list', '/news-detail/{id}', '/faq-page', '/about-faq', '/corporate', '/contact-details']) {
      expect(doc.paths[`/api/v1${path}`]?.get?.responses?.['200'], path).toBeDefined();
    }
    const subscribe = doc.paths['/api/v1/subscribers']?.post;
    expect(Object.keys(subscribe.responses)).toEqual(expect.arrayContaining(['200', '201', '422']));
    expect(subscribe.requestBody).toBeDefined();
  });
});
