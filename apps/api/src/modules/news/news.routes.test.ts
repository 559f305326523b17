import { NO_PRESS_LOGOS, NewsDetailResponseSchema, NewsListResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPublicRead } from '../../testing/content-checks.ts';
import { CONTENT_FIXTURE as F, seedContentFixtures } from '../../testing/content.fixtures.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';

const IMAGE_BASE_URL = 'https://img.example.com/images';

describe.each(testDatabases())('news calls on %s', (kind) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: seedContentFixtures, env: { IMAGE_BASE_URL } });
  });
  afterAll(() => t?.close());

  describe('GET /news-list', () => {
    it('returns every published item, newest first, as a bare array', async () => {
      const res = await get('/news-list');
      expect(res.statusCode).toBe(200);
      const body = NewsListResponseSchema.parse(res.json());
      expect(body).toHaveLength(F.publishedNews);
      expect(body[0]).toEqual({
        id: expect.any(Number),
        route: F.digitRouteNews,
        title: 'News 14',
        short_description: 'News excerpt 14',
        featured_img: `${IMAGE_BASE_URL}/news/news-14.jpg`,
        created_at: '2025-02-14T09:00:00.000Z',
        logos_and_links: NO_PRESS_LOGOS,
      });
      expect(body.map((n) => n.route).slice(-2)).toEqual(['news-2', 'news-1']);
      expect(body.map((n) => n.route)).not.toContain(F.scheduledNewsRoute);
      // No press logos: one entry with a null link, which the spec's client reads as none (decision 011).
      expect(body[0]!.logos_and_links).toEqual([{ title: null, link: null, logo: null }]);
    });

    it.each(['2', '0', '', 'undefined', 'abc', '-5', '1e3'])(
      'ignores ?page=%s: the client pages the list itself',
      async (page) => {
        const res = await get(`/news-list?page=${page}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toHaveLength(F.publishedNews);
      },
    );
  });

  describe('GET /news-detail/{id}', () => {
    it('finds an item by route and by id, and answers the item itself', async () => {
      const res = await get('/news-detail/news-5');
      expect(res.statusCode).toBe(200);
      const body = NewsDetailResponseSchema.parse(res.json());
      const image = `${IMAGE_BASE_URL}/news/news-5.jpg`;
      expect(body).toEqual({
        status: 200,
        id: expect.any(Number),
        route: 'news-5',
        title: 'News 5',
        short_description: 'News excerpt 5',
        long_description: '<p>News body 5</p>',
        featured_img: image,
        main_img: image,
        banner_image: image,
        created_at: '2025-02-05T09:00:00.000Z',
        seo: { meta_title: 'News 5', meta_description: 'News excerpt 5' },
        logos_and_links: NO_PRESS_LOGOS,
      });

      const byId = await get(`/news-detail/${body.id}`);
      expect(byId.json()).toEqual(body);
    });

    it('finds an all-digit route', async () => {
      const body = NewsDetailResponseSchema.parse((await get(`/news-detail/${F.digitRouteNews}`)).json());
      expect(body.route).toBe(F.digitRouteNews);
    });

    it.each(['no-such-news', F.scheduledNewsRoute, '77777'])(
      'answers %s with 404 and the error payload',
      async (id) => {
        const res = await get(`/news-detail/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ error: 'News not found.', code: 'NOT_FOUND' });
      },
    );
  });

  describe('HTTP caching', () => {
    it.each(['/news-list', '/news-detail/news-1'])(
      '%s is public for 5 minutes with an ETag, and answers 304 to a current If-None-Match',
      (url) => expectPublicRead(get, url),
    );

    it('answers 304 under another URL with the same body', async () => {
      const etag = (await get('/news-list')).headers.etag as string;
      const res = await get('/news-list?page=1', { 'if-none-match': etag });
      expect(res.statusCode).toBe(304);
    });
  });

  it('documents every news call in the OpenAPI document', async () => {
    const doc = (await get('/openapi.json')).json();
    for (const path of ['/news-list', '/news-detail/{id}']) {
      expect(doc.paths[`/api/v1${path}`]?.get?.responses?.['200'], path).toBeDefined();
    }
  });
});
