import { CONTENT_MESSAGES as M, NewsDetailResponseSchema, NewsListResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_FIXTURE as F, seedContentFixtures } from '../../testing/content.fixtures.ts';
import { auditOf, expectForbidden, staffHeaders } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';

type Headers = Record<string, string>;

describe.each(testDatabases())('the staff news calls on %s', (kind) => {
  let t: TestApp;
  let editor: Headers;
  const call = (method: string, url: string, payload?: unknown, headers: Headers = editor) =>
    t.app.inject({ method: method as 'GET', url: `/api/v1/staff${url}`, headers, payload: payload as object });
  const publicGet = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  const publicRoutes = async () =>
    NewsListResponseSchema.parse((await publicGet('/news-list')).json()).map((n) => n.route);
  const item = (over: Record<string, unknown> = {}) => ({
    title: 'New store hours',
    excerpt: 'Open later on Fridays.',
    content: '<p>From <em>June</em>, we close at 11 pm.</p>',
    image: 'news/hours.jpg',
    status: 'published',
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: seedContentFixtures });
    editor = await staffHeaders(t, 'editor');
  });
  afterAll(() => t?.close());

  it('answers only roles with content:write', async () => {
    await expectForbidden(
      t,
      ['fulfilment', 'support'],
      [
        ['GET', '/news'],
        ['GET', '/news/1'],
        ['POST', '/news', item()],
        ['PUT', '/news/1', item()],
        ['DELETE', '/news/1'],
      ],
      call,
    );
    expect((await call('GET', '/news', undefined, {})).statusCode).toBe(401);
    expect(await publicRoutes()).toHaveLength(F.publishedNews);
  });

  it('lists every item with its state; a draft stays hidden until it is published, then shows at once', async () => {
    const all = (await call('GET', '/news')).json();
    expect(all.total).toBe(F.publishedNews + 1);
    expect(all.data[0]).toMatchObject({ route: F.scheduledNewsRoute, state: 'scheduled' });
    await publicGet('/news-list');
    const draft = (await call('POST', '/news', item({ status: 'draft' }))).json();
    expect(draft).toMatchObject({ route: 'new-store-hours', state: 'draft' });
    expect(await publicRoutes()).not.toContain('new-store-hours');
    const published = await call('PUT', `/news/${draft.id}`, item({ route: 'new-store-hours' }));
    expect(published.json().state).toBe('published');
    expect((await publicRoutes())[0]).toBe('new-store-hours');
    const page = NewsDetailResponseSchema.parse((await publicGet('/news-detail/new-store-hours')).json());
    expect(page.long_description).toBe('<p>From <em>June</em>, we close at 11 pm.</p>');
    expect((await call('DELETE', `/news/${draft.id}`)).statusCode).toBe(204);
    expect(await publicRoutes()).not.toContain('new-store-hours');
    expect((await auditOf(t, 'news', draft.id)).map((e) => e.action)).toEqual([
      'news.create',
      'news.update',
      'news.delete',
    ]);
  });

  it('shows a scheduled item from its time, without another write', async () => {
    const at = new Date(Date.now() + 2_000).toISOString();
    expect((await call('POST', '/news', item({ title: 'Tasting night', published_at: at }))).json().state).toBe(
      'scheduled',
    );
    expect(await publicRoutes()).not.toContain('tasting-night');
    await expect.poll(publicRoutes, { timeout: 8_000, interval: 200 }).toContain('tasting-night');
  });

  it('cleans unsafe HTML before it is stored', async () => {
    const res = await call(
      'POST',
      '/news',
      item({ title: 'Unsafe news', content: '<p onclick="x()">Hi<script>1</script></p>' }),
    );
    expect(res.json().content).toBe('<p>Hi</p>');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['title', { title: '' }, M.titleRequired],
    ['title', { title: 'x'.repeat(251) }, M.titleTooLong],
    ['route', { route: 'Not OK' }, M.routeInvalid],
    ['excerpt', { excerpt: 'x'.repeat(501) }, M.excerptTooLong],
    ['content', { content: ' ' }, M.bodyRequired],
    ['image', { image: 'javascript:x' }, M.imageInvalid],
    ['status', { status: 'hidden' }, M.statusInvalid],
    ['published_at', { published_at: '31/12/2026' }, M.publishedAtInvalid],
  ])('refuses a bad %s with its message on the field', async (field, over, message) => {
    const res = await call('POST', '/news', item(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ [field]: [message] });
  });

  it('refuses a taken address, and answers 404 for an item that does not exist', async () => {
    const taken = await call('POST', '/news', item({ route: 'news-1' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ route: [M.routeTaken] });
    expect((await call('GET', '/news/999999')).json()).toMatchObject({ error: M.newsNotFound });
    expect((await call('PUT', '/news/999999', item())).statusCode).toBe(404);
    expect((await call('DELETE', '/news/999999')).statusCode).toBe(404);
  });
});
