import { ContactDetailsResponseSchema, FaqListResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPublicRead } from '../../testing/content-checks.ts';
import { CONTENT_FIXTURE as F, seedContentFixtures } from '../../testing/content.fixtures.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';

const CONTACT_ENV = {
  CONTACT_PHONE: '+971 (4) 555-0199',
  CONTACT_EMAIL: 'shop@example.ae',
  CHAT_LINK: 'https://wa.me/97145550199',
};

describe.each(testDatabases())('corporate and contact calls on %s', (kind) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: seedContentFixtures, env: CONTACT_ENV });
  });
  afterAll(() => t?.close());

  it('GET /corporate returns the corporate FAQ as a bare array', async () => {
    const res = await get('/corporate');
    expect(res.statusCode).toBe(200);
    const body = FaqListResponseSchema.parse(res.json());
    expect(body.map((f) => f.question)).toEqual(
      Array.from({ length: F.corporateFaqs }, (_, i) => `Corporate question ${i + 1}`),
    );
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
    it.each(['/contact-details'])(
      '%s is public for 5 minutes with an ETag, and answers 304 to a current If-None-Match',
      (url) => expectPublicRead(get, url),
    );
  });

  it('documents every information page call in the OpenAPI document', async () => {
    const doc = (await get('/openapi.json')).json();
    for (const path of ['/corporate', '/contact-details']) {
      expect(doc.paths[`/api/v1${path}`]?.get?.responses?.['200'], path).toBeDefined();
    }
  });
});
