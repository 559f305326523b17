import { BlogDetailResponseSchema, BlogListResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TAG } from '../../lib/content-reads.ts';
import { expectPublicRead } from '../../testing/content-checks.ts';
import { CONTENT_FIXTURE as F, seedContentFixtures } from '../../testing/content.fixtures.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';

const IMAGE_BASE_URL = 'https://img.example.com/images';

describe.each(testDatabases())('blog calls on %s', (kind) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: seedContentFixtures, env: { IMAGE_BASE_URL } });
  });
  afterAll(() => t?.close());

  describe('GET /blog-list', () => {
    it('returns every published post, newest first, as a bare array', async () => {
      const res = await get('/blog-list');
      expect(res.statusCode).toBe(200);
      const body = BlogListResponseSchema.parse(res.json());
      expect(body.map((b) => b.route)).toEqual(
        Array.from({ length: F.publishedBlogs }, (_, i) => `blog-${F.publishedBlogs - i}`),
      );
      expect(body[0]).toEqual({
        id: expect.any(Number),
        route: 'blog-15',
        title: 'Blog post 15',
        short_description: 'Excerpt 15',
        featured_img: `${IMAGE_BASE_URL}/blog/blog-15.jpg`,
        banner_image: `${IMAGE_BASE_URL}/blog/blog-15.jpg`,
        created_by: 'Cellar Team',
        created_at: '2025-01-15T09:00:00.000Z',
        category: { id: expect.any(Number), route: 'spirits', name: 'Spirits', title: 'Spirits', position: 3 },
      });
      expect(body[0]).not.toHaveProperty('description');
      expect(body.find((b) => b.route === F.absoluteImageBlogRoute)?.featured_img).toBe(F.absoluteImage);
    });

    it('never shows a scheduled post', async () => {
      const body = BlogListResponseSchema.parse((await get('/blog-list')).json());
      expect(body.map((b) => b.route)).not.toContain(F.scheduledBlogRoute);
    });

    it.each(['1', '2', '0', '', 'undefined', 'abc', '-5', '1e3', '1&page=2', '99999999999999999999'])(
      'ignores ?page=%s: the client pages the list itself',
      async (page) => {
        const res = await get(`/blog-list?page=${page}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toHaveLength(F.publishedBlogs);
      },
    );
  });

  describe('GET /blog-category-filter/{id}', () => {
    it('lists one category by route and by id, newest first', async () => {
      const byRoute = await get('/blog-category-filter/cocktails');
      expect(byRoute.statusCode).toBe(200);
      const body = BlogListResponseSchema.parse(byRoute.json());
      expect(body.map((b) => b.route)).toEqual(['blog-13', 'blog-12', 'blog-11', 'blog-10', 'blog-9']);
      expect(body.every((b) => b.category.route === 'cocktails' && b.category.name === 'Cocktails')).toBe(true);

      const byId = await get(`/blog-category-filter/${body[0]!.category.id}?page=2`);
      expect(byId.statusCode).toBe(200);
      expect(byId.json()).toEqual(body);
    });

    it('leaves out scheduled posts', async () => {
      const wine = BlogListResponseSchema.parse((await get('/blog-category-filter/wine-guides')).json());
      expect(wine).toHaveLength(8);
      expect(wine.map((b) => b.route)).not.toContain(F.scheduledBlogRoute);
    });

    it('answers an empty category with an empty array', async () => {
      const res = await get('/blog-category-filter/beer-notes');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it.each(['no-such-category', '999999', '99999999999'])(
      'answers unknown %s with 404 and the error payload',
      async (id) => {
        const res = await get(`/blog-category-filter/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({
          error: 'Blog category not found.',
          code: 'NOT_FOUND',
          requestId: expect.any(String),
        });
      },
    );
  });

  describe('GET /blog-detail/{id}', () => {
    it('finds a post by route and by id, with its HTML body, every category and the 3 most recent others', async () => {
      const res = await get('/blog-detail/blog-5');
      expect(res.statusCode).toBe(200);
      const body = BlogDetailResponseSchema.parse(res.json());
      expect(body.status).toBe(200);
      expect(body.blog).toMatchObject({
        route: 'blog-5',
        title: 'Blog post 5',
        description: '<p>Body of post 5</p>',
        short_description: 'Excerpt 5',
        featured_img: `${IMAGE_BASE_URL}/blog/blog-5.jpg`,
        banner_image: `${IMAGE_BASE_URL}/blog/blog-5.jpg`,
        created_by: 'Cellar Team',
        created_at: '2025-01-05T09:00:00.000Z',
        category: { route: 'wine-guides', name: 'Wine Guides', title: 'Wine Guides' },
        comments: [],
        seo: { meta_title: 'Blog post 5', meta_description: 'Excerpt 5' },
      });
      expect(body.categories.map((c) => [c.route, c.name, c.title])).toEqual(
        F.categories.map((c) => [c.route, c.title, c.title]),
      );
      expect(body.recent.map((b) => b.route)).toEqual(['blog-15', 'blog-14', 'blog-13']);
      expect(body.recent[0]).not.toHaveProperty('description');

      const byId = await get(`/blog-detail/${body.blog.id}`);
      expect(byId.statusCode).toBe(200);
      expect(byId.json()).toEqual(body);
    });

    it('leaves the post itself out of the recent posts', async () => {
      const body = BlogDetailResponseSchema.parse((await get('/blog-detail/blog-14')).json());
      expect(body.recent.map((b) => b.route)).toEqual(['blog-15', 'blog-13', 'blog-12']);
    });

    it.each(['no-such-post', F.scheduledBlogRoute, '424242', '99999999999'])(
      'answers %s with 404 and the error payload',
      async (id) => {
        const res = await get(`/blog-detail/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ error: 'Blog not found.', code: 'NOT_FOUND' });
      },
    );

    it.each(['bad%20id', 'a_b', '-x', '%2E%2E', 'x'.repeat(201)])(
      'refuses the malformed id %s with a 4xx, never a 500',
      async (id) => {
        const res = await get(`/blog-detail/${id}`);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
      },
    );
  });

  describe('HTTP caching', () => {
    it.each(['/blog-list', '/blog-category-filter/cocktails', '/blog-detail/blog-1'])(
      '%s is public for 5 minutes with an ETag, and answers 304 to a current If-None-Match',
      (url) => expectPublicRead(get, url),
    );

    it('answers every ?page= from one cache entry', async () => {
      await t.app.responseCache.invalidate([CONTENT_TAG]);
      const caches = [];
      for (const page of ['', '?page=1', '?page=2', '?page=abc'])
        caches.push((await get(`/blog-list${page}`)).headers['x-cache']);
      expect(caches).toEqual(['miss', 'hit', 'hit', 'hit']);
    });

    it('does not cache or tag errors', async () => {
      const res = await get('/blog-detail/missing-post');
      expect(res.statusCode).toBe(404);
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['cache-control']).toBeUndefined();
    });
  });

  it('documents every blog call in the OpenAPI document', async () => {
    const doc = (await get('/openapi.json')).json();
    for (const path of ['/blog-list', '/blog-category-filter/{id}', '/blog-detail/{id}']) {
      expect(doc.paths[`/api/v1${path}`]?.get?.responses?.['200'], path).toBeDefined();
    }
  });
});
