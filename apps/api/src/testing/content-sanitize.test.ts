import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogDetailResponse, Faq, FaqPageResponse, NewsDetailResponse } from '@shop/shared';
import { blogs, faqs, news } from '../tables.ts';
import { seedContentFixtures } from './content.fixtures.ts';
import { createTestApp, testDatabases, type TestApp } from './test-app.ts';
import { expectCleaned, UNSAFE_HTML } from './unsafe-html.ts';

/** Blog and news bodies and FAQ answers come back cleaned from every call that shows them (decision 016). */
describe.each(testDatabases())('content HTML on %s', (kind) => {
  let t: TestApp;
  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res.json<T>();
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      seed: async (db) => {
        await seedContentFixtures(db);
        await db.update(blogs).set({ content: UNSAFE_HTML }).where(eq(blogs.route, 'blog-15'));
        await db.update(news).set({ content: UNSAFE_HTML }).where(eq(news.route, 'news-1'));
        await db.update(faqs).set({ answer: UNSAFE_HTML });
      },
    });
  });
  afterAll(() => t?.close());

  it('blog-detail sends the post body cleaned', async () => {
    const body = await get<BlogDetailResponse>('/blog-detail/blog-15');
    expectCleaned(body.blog.description);
    // The excerpt is text, sent escaped.
    expect(body.blog.short_description).toBe('Excerpt 15');
  });

  it('news-detail sends the item body cleaned', async () => {
    expectCleaned((await get<NewsDetailResponse>('/news-detail/news-1')).long_description);
  });

  it('the FAQ, about and corporate pages send their answers cleaned', async () => {
    const page = await get<FaqPageResponse>('/faq-page');
    const lists = [page.data, await get<Faq[]>('/about-faq'), await get<Faq[]>('/corporate')];
    for (const list of lists) {
      expect(list.length).toBeGreaterThan(0);
      for (const faq of list) expectCleaned(faq.answer);
    }
  });
});
