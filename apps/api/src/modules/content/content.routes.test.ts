import { BlogCategoryFilterResponseSchema, BlogDetailResponseSchema, BlogListResponseSchema, NewsDetailResponseSchema, NewsListResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { CONTENT_FIXTURE as F, seedContentFixtures } from './content.fixtures.ts';

const IMAGE_BASE_URL = 'https://img.example.com/images';

describe.each(testDatabases())('blog and news calls on %s', (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: seedContentFixtures, env: { IMAGE_BASE_URL } });
  });
  afterAll(() => t?.close());

  describe('GET /blog-list', () => {
    it('returns every category with its count and the newest 12 published posts', async () => {
      const res = await get('/blog-list');
      expect(res.statusCode).toBe(200);
      const body = BlogListResponseSchema.parse(res.json());
      expect(body.status).toBe(200);
      expect(body.data.categories.map((c) => [c.route, c.title, c.blogs_count])).toEqual(F.categories.map((c) => [c.route, c.title, c.posts]));
      const { blogs } = body.data;
      expect(blogs).toMatchObject({ current_page: 1, last_page: 2, per_page: 12, from: 1, to: 12, total: F.publishedBlogs });
      expect(blogs.data.map((b) => b.route)).toEqual(Array.from({ length: 12 }, (_, i) => `blog-${15 - i}`));
      expect(blogs.data[0]).toEqual({
        id: expect.any(Number),
        route: 'blog-15',
        title: 'Blog post 15',
        excerpt: 'Excerpt 15',
        image: `${IMAGE_BASE_URL}/blog/blog-15.jpg`,
        author: 'Cellar Team',
        published_at: '2025-01-15T09:00:00.000Z',
        category: { id: expect.any(Number), route: 'spirits', title: 'Spirits' },
      });
      expect(blogs.data[0]).not.toHaveProperty('content');
    });

    it('pages: page 2 holds the rest, a page past the end answers the last page', async () => {
      const two = BlogListResponseSchema.parse((await get('/blog-list?page=2')).json()).data.blogs;
      expect(two).toMatchObject({ current_page: 2, last_page: 2, from: 13, to: 15, total: 15 });
      expect(two.data.map((b) => b.route)).toEqual(['blog-3', 'blog-2', 'blog-1']);
      expect(two.data[0]?.image).toBe(F.absoluteImage);

      const past = await get('/blog-list?page=9');
      expect(past.statusCode).toBe(200);
      expect(past.json().data.blogs).toMatchObject({ current_page: 2, last_page: 2, from: 13, to: 15, total: 15 });
    });

    it('never shows a scheduled post', async () => {
      const all = [...(await get('/blog-list')).json().data.blogs.data, ...(await get('/blog-list?page=2')).json().data.blogs.data];
      expect(all.map((b: { route: string }) => b.route)).not.toContain(F.scheduledBlogRoute);
    });
  });

  describe.each(['/blog-list', '/blog-category-filter/cocktails', '/news-list', '/faq-page'])('%s ?page=', (path) => {
    it.each([
      ['0', 'page must be 1 or more.'],
      ['-1', 'page must be 1 or more.'],
      ['abc', 'page must be a number.'],
      ['1.5', 'page must be a whole number.'],
    ])('rejects page=%s with 400', async (page, message) => {
      const res = await get(`${path}?page=${page}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED', errors: { page: [message] } });
    });
  });

  describe('GET /blog-category-filter/{id}', () => {
    it('filters by route and by id, with the category and all categories', async () => {
      const byRoute = await get('/blog-category-filter/cocktails');
      expect(byRoute.statusCode).toBe(200);
      const body = BlogCategoryFilterResponseSchema.parse(byRoute.json());
      expect(body.data.category).toMatchObject({ route: 'cocktails', title: 'Cocktails', blogs_count: 5 });
      expect(body.data.categories).toHaveLength(F.categories.length);
      expect(body.data.blogs).toMatchObject({ current_page: 1, last_page: 1, total: 5, from: 1, to: 5 });
      expect(body.data.blogs.data.map((b) => b.route)).toEqual(['blog-13', 'blog-12', 'blog-11', 'blog-10', 'blog-9']);
      expect(body.data.blogs.data.every((b) => b.category.route === 'cocktails')).toBe(true);

      const byId = await get(`/blog-category-filter/${body.data.category.id}`);
      expect(byId.statusCode).toBe(200);
      expect(byId.json().data).toEqual(body.data);
    });

    it('leaves out scheduled posts and pages within the category', async () => {
      const wine = (await get('/blog-category-filter/wine-guides?page=1')).json().data;
      expect(wine.category.blogs_count).toBe(8);
      expect(wine.blogs.total).toBe(8);
      expect(wine.blogs.data.map((b: { route: string }) => b.route)).not.toContain(F.scheduledBlogRoute);
      const past = (await get('/blog-category-filter/wine-guides?page=2')).json().data.blogs;
      expect(past).toMatchObject({ current_page: 1, last_page: 1, total: 8, from: 1, to: 8 });
    });

    it('answers an empty category with an empty page', async () => {
      const res = await get('/blog-category-filter/beer-notes');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.blogs).toMatchObject({ data: [], total: 0, last_page: 1, from: null, to: null });
    });

    it.each(['no-such-category', '999999', '99999999999'])('answers unknown %s with 404 and the error payload', async (id) => {
      const res = await get(`/blog-category-filter/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Blog category not found.', code: 'NOT_FOUND', requestId: expect.any(String) });
    });
  });

  describe('GET /blog-detail/{id}', () => {
    it('finds a post by route and by id, with its HTML body and 3 newer-first others of its category', async () => {
      const res = await get('/blog-detail/blog-5');
      expect(res.statusCode).toBe(200);
      const body = BlogDetailResponseSchema.parse(res.json());
      expect(body.status).toBe(200);
      expect(body.data).toMatchObject({
        route: 'blog-5', title: 'Blog post 5', content: '<p>Body of post 5</p>', image: `${IMAGE_BASE_URL}/blog/blog-5.jpg`,
        category: { route: 'wine-guides', title: 'Wine Guides' },
      });
      expect(body.related.map((b) => b.route)).toEqual(['blog-8', 'blog-7', 'blog-6']);
      expect(body.related[0]).not.toHaveProperty('content');

      const byId = await get(`/blog-detail/${body.data.id}`);
      expect(byId.statusCode).toBe(200);
      expect(byId.json()).toEqual(body);
    });

    it('lists fewer related posts when the category has fewer', async () => {
      const body = (await get('/blog-detail/blog-15')).json();
      expect(body.related.map((b: { route: string }) => b.route)).toEqual(['blog-14']);
    });

    it.each(['no-such-post', F.scheduledBlogRoute, '424242', '99999999999'])('answers %s with 404 and the error payload', async (id) => {
      const res = await get(`/blog-detail/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Blog not found.', code: 'NOT_FOUND' });
    });

    it.each(['bad%20id', 'a_b', '-x', '%2E%2E', 'x'.repeat(201)])('refuses the malformed id %s with a 4xx, never a 500', async (id) => {
      const res = await get(`/blog-detail/${id}`);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    });
  });

  describe('GET /news-list', () => {
    it('returns the newest 12 published items and pages', async () => {
      const res = await get('/news-list');
      expect(res.statusCode).toBe(200);
      const body = NewsListResponseSchema.parse(res.json());
      expect(body.data).toMatchObject({ current_page: 1, last_page: 2, per_page: 12, from: 1, to: 12, total: F.publishedNews });
      expect(body.data.data[0]).toEqual({
        id: expect.any(Number), route: F.digitRouteNews, title: 'News 14', excerpt: 'News excerpt 14',
        image: `${IMAGE_BASE_URL}/news/news-14.jpg`, published_at: '2025-02-14T09:00:00.000Z',
      });
      expect(body.data.data.map((n) => n.route)).not.toContain(F.scheduledNewsRoute);

      const two = NewsListResponseSchema.parse((await get('/news-list?page=2')).json()).data;
      expect(two).toMatchObject({ current_page: 2, from: 13, to: 14 });
      expect(two.data.map((n) => n.route)).toEqual(['news-2', 'news-1']);

      const past = (await get('/news-list?page=3')).json().data;
      expect(past).toMatchObject({ current_page: 2, last_page: 2, from: 13, to: 14 });
    });
  });

  describe('GET /news-detail/{id}', () => {
    it('finds an item by route and by id, with the 3 most recent others', async () => {
      const res = await get('/news-detail/news-5');
      expect(res.statusCode).toBe(200);
      const body = NewsDetailResponseSchema.parse(res.json());
      expect(body.data).toMatchObject({ route: 'news-5', title: 'News 5', content: '<p>News body 5</p>' });
      expect(body.recent.map((n) => n.route)).toEqual([F.digitRouteNews, 'news-13', 'news-12']);

      const byId = await get(`/news-detail/${body.data.id}`);
      expect(byId.json()).toEqual(body);
    });

    it('finds an all-digit route and leaves the item itself out of the recent list', async () => {
      const body = NewsDetailResponseSchema.parse((await get(`/news-detail/${F.digitRouteNews}`)).json());
      expect(body.data.route).toBe(F.digitRouteNews);
      expect(body.recent.map((n) => n.route)).toEqual(['news-13', 'news-12', 'news-11']);
    });

    it.each(['no-such-news', F.scheduledNewsRoute, '77777'])('answers %s with 404 and the error payload', async (id) => {
      const res = await get(`/news-detail/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'News not found.', code: 'NOT_FOUND' });
    });
  });
});
