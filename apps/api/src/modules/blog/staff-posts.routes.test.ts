import { BlogDetailResponseSchema, BlogListResponseSchema, CONTENT_MESSAGES as M } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../testing/accounts.ts';
import { CONTENT_FIXTURE as F, seedContentFixtures } from '../../testing/content.fixtures.ts';
import { auditOf, staffHeaders } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';

type Headers = Record<string, string>;

describe.each(testDatabases())('the staff blog calls on %s', (kind) => {
  let t: TestApp;
  let editor: Headers;
  let wineGuides: number;
  let beerNotes: number;
  const call = (method: string, url: string, payload?: unknown, headers: Headers = editor) =>
    t.app.inject({ method: method as 'GET', url: `/api/v1/staff${url}`, headers, payload: payload as object });
  const publicGet = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  const publicRoutes = async () =>
    BlogListResponseSchema.parse((await publicGet('/blog-list')).json()).map((b) => b.route);
  const post = (over: Record<string, unknown> = {}) => ({
    title: 'Summer rosé guide',
    category_id: wineGuides,
    excerpt: 'Pale, dry and cold.',
    content: '<h2>Why rosé</h2><p>Because it is <strong>summer</strong>.</p>',
    image: 'blog/rose.jpg',
    author: 'Cellar Team',
    status: 'published',
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: seedContentFixtures });
    editor = await staffHeaders(t, 'editor');
    const categories = (await call('GET', '/blog-categories')).json() as Array<{ id: number; route: string }>;
    wineGuides = categories.find((c) => c.route === 'wine-guides')!.id;
    beerNotes = categories.find((c) => c.route === 'beer-notes')!.id;
  });
  afterAll(() => t?.close());

  it('answers only roles with content:write, on every call', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/posts'],
      ['GET', '/posts/1'],
      ['POST', '/posts', post()],
      ['PUT', '/posts/1', post()],
      ['DELETE', '/posts/1'],
      ['GET', '/blog-categories'],
      ['POST', '/blog-categories', { title: 'New' }],
      ['PUT', '/blog-categories/1', { title: 'New' }],
      ['DELETE', '/blog-categories/1'],
      ['POST', '/content-preview', { html: '<p>x</p>' }],
    ];
    const refusals: Array<[Headers, number, string]> = [
      [{}, 401, 'STAFF_LOGIN_REQUIRED'],
      [(await signUp(t)).headers, 401, 'STAFF_ONLY'],
      [await staffHeaders(t, 'fulfilment'), 403, 'STAFF_FORBIDDEN'],
      [await staffHeaders(t, 'support'), 403, 'STAFF_FORBIDDEN'],
    ];
    for (const [method, url, payload] of calls)
      for (const [headers, status, code] of refusals) {
        const res = await call(method, url, payload, headers);
        expect(res.statusCode, `${method} ${url} ${code}`).toBe(status);
        expect(res.json().code).toBe(code);
      }
    expect(await publicRoutes()).toHaveLength(F.publishedBlogs);
  });

  it('lists every post, drafts and scheduled ones included, with their state, by page, search and state', async () => {
    const all = (await call('GET', '/posts')).json();
    expect(all.total).toBe(F.publishedBlogs + 1);
    expect(all.data[0]).toMatchObject({ route: F.scheduledBlogRoute, state: 'scheduled', status: 'published' });
    expect(all.data[1]).toMatchObject({ route: 'blog-15', state: 'published', category: { title: 'Spirits' } });
    expect(all.data[1]).not.toHaveProperty('content');
    const found = (await call('GET', '/posts?search=post%2015')).json();
    expect(found.data.map((p: { route: string }) => p.route)).toEqual(['blog-15']);
    const scheduled = (await call('GET', '/posts?state=scheduled')).json();
    expect(scheduled.data.map((p: { route: string }) => p.route)).toEqual([F.scheduledBlogRoute]);
    expect((await call('GET', '/posts?search=100%25')).json().total).toBe(0);
    expect((await call('GET', '/posts?state=gone')).statusCode).toBe(400);
    expect((await call('GET', '/posts?page=-1')).statusCode).toBe(400);
  });

  it('creates a draft that the storefront does not show, publishes it, and shows it at once', async () => {
    await publicGet('/blog-list'); // cached now
    const created = await call('POST', '/posts', post({ status: 'draft' }));
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({
      route: 'summer-rose-guide',
      title: 'Summer rosé guide',
      category: { id: wineGuides, title: 'Wine Guides' },
      status: 'draft',
      state: 'draft',
      image: 'blog/rose.jpg',
      content: '<h2>Why rosé</h2><p>Because it is <strong>summer</strong>.</p>',
    });
    expect((await call('GET', `/posts/${draft.id}`)).json()).toEqual(draft);
    expect(await publicRoutes()).not.toContain('summer-rose-guide');
    expect((await publicGet('/blog-detail/summer-rose-guide')).statusCode).toBe(404);

    const published = await call(
      'PUT',
      `/posts/${draft.id}`,
      post({ title: 'Summer rosé, the guide', route: 'summer-rose-guide' }),
    );
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ state: 'published', title: 'Summer rosé, the guide' });
    // A draft published without a time goes live now, not at the time it was written.
    expect(Date.parse(published.json().published_at)).toBeGreaterThan(Date.parse(draft.published_at));
    expect((await publicRoutes())[0]).toBe('summer-rose-guide');
    const page = BlogDetailResponseSchema.parse((await publicGet('/blog-detail/summer-rose-guide')).json());
    expect(page.blog.title).toBe('Summer rosé, the guide');

    // Unpublished again: gone from the list and the page, at once.
    expect(
      (await call('PUT', `/posts/${draft.id}`, post({ status: 'draft', route: 'summer-rose-guide' }))).statusCode,
    ).toBe(200);
    expect(await publicRoutes()).not.toContain('summer-rose-guide');
    expect((await publicGet('/blog-detail/summer-rose-guide')).statusCode).toBe(404);

    const audit = await auditOf(t, 'post', draft.id);
    expect(audit.map((e) => e.action)).toEqual(['post.create', 'post.update', 'post.update']);
    expect(audit[1]).toMatchObject({
      actor: expect.stringMatching(/^editor bot <.+> \(editor\)$/),
      before: { status: 'draft', title: 'Summer rosé guide' },
      after: { status: 'published', title: 'Summer rosé, the guide' },
    });
  });

  it('shows a scheduled post from its time, without another write', async () => {
    const at = new Date(Date.now() + 2_500).toISOString();
    const res = await call('POST', '/posts', post({ title: 'Midnight release', published_at: at }));
    expect(res.json()).toMatchObject({ state: 'scheduled', published_at: at });
    const before = await publicGet('/blog-list');
    expect(before.json().map((b: { route: string }) => b.route)).not.toContain('midnight-release');
    expect((await publicGet('/blog-list')).headers['x-cache']).toBe('hit');
    expect((await publicGet('/blog-detail/midnight-release')).statusCode).toBe(404);
    await expect.poll(publicRoutes, { timeout: 8_000, interval: 200 }).toContain('midnight-release');
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at));
    expect((await publicGet('/blog-detail/midnight-release')).statusCode).toBe(200);
    expect((await call('GET', `/posts/${res.json().id}`)).json().state).toBe('published');
  });

  it('cleans unsafe HTML before it is stored, and the storefront gets the same', async () => {
    const res = await call(
      'POST',
      '/posts',
      post({
        title: 'Unsafe',
        content:
          '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a> <a href="https://x.ae" target="_blank">x</a></p>' +
          '<script>alert(1)</script><iframe src="https://evil.example"></iframe><img src="x.png" onerror="alert(1)">',
      }),
    );
    expect(res.statusCode).toBe(201);
    const clean = '<p>Hi <a>there</a> <a href="https://x.ae">x</a></p><img src="x.png" />';
    expect(res.json().content).toBe(clean);
    expect(BlogDetailResponseSchema.parse((await publicGet('/blog-detail/unsafe')).json()).blog.description).toBe(
      clean,
    );
    const preview = await call('POST', '/content-preview', {
      html: '<p style="x" onmouseover="y">Shown<script>no</script></p>',
    });
    expect(preview.json()).toEqual({ html: '<p>Shown</p>' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['title', { title: '' }, M.titleRequired],
    ['title', { title: '   ' }, M.titleRequired],
    ['title', { title: 'x'.repeat(251) }, M.titleTooLong],
    ['title', { title: 'two\nlines' }, 'The title is one line of plain text.'],
    ['title', { title: 42 }, M.titleRequired],
    ['route', { route: 'Has Spaces' }, M.routeInvalid],
    ['route', { route: '12345' }, M.routeInvalid],
    ['route', { route: '-dash' }, M.routeInvalid],
    ['route', { route: 'a'.repeat(201) }, M.routeTooLong],
    ['category_id', { category_id: 'wine' }, 'category_id must be a number.'],
    ['category_id', { category_id: 0 }, 'category_id must be a positive id.'],
    ['category_id', { category_id: undefined }, 'category_id must be a number.'],
    ['excerpt', { excerpt: 'x'.repeat(501) }, M.excerptTooLong],
    ['content', { content: '' }, M.bodyRequired],
    ['content', { content: undefined }, M.bodyRequired],
    ['content', { content: 'x'.repeat(200_001) }, M.bodyTooLong],
    ['image', { image: '' }, M.imageRequired],
    ['image', { image: 'javascript:alert(1)' }, M.imageInvalid],
    ['image', { image: 'http://plain.example/x.jpg' }, M.imageInvalid],
    ['image', { image: 'has space.jpg' }, M.imageInvalid],
    ['author', { author: 'x'.repeat(121) }, M.authorTooLong],
    ['status', { status: 'live' }, M.statusInvalid],
    ['status', { status: undefined }, M.statusInvalid],
    ['published_at', { published_at: 'tomorrow' }, M.publishedAtInvalid],
    ['published_at', { published_at: '2025-01-01T10:00:00' }, M.publishedAtInvalid],
  ])('refuses a bad %s with its message on the field', async (field, over, message) => {
    const total = (await call('GET', '/posts')).json().total;
    for (const [method, url] of [
      ['POST', '/posts'],
      ['PUT', '/posts/1'],
    ] as const) {
      const res = await call(method, url, post(over));
      expect(res.statusCode, `${method} ${JSON.stringify(res.json())}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: [message] } });
    }
    expect((await call('GET', '/posts')).json().total).toBe(total);
  });

  it('refuses what only the database can tell: a taken address, an unknown category, a body with nothing left', async () => {
    const taken = await call('POST', '/posts', post({ route: 'blog-1' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ route: [M.routeTaken] });
    const unknown = await call('POST', '/posts', post({ category_id: 999_999 }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ category_id: [M.categoryUnknown] });
    const empty = await call('POST', '/posts', post({ content: '<script>alert(1)</script><p> </p>' }));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ content: [M.bodyRequired] });
    // Keeping its own address is no clash.
    const own = (await call('GET', '/posts?search=post%202'))
      .json()
      .data.find((p: { route: string }) => p.route === 'blog-2');
    expect((await call('PUT', `/posts/${own.id}`, post({ route: 'blog-2', title: 'Blog post 2' }))).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for a post that does not exist, and deletes one (audited) so it is gone at once', async () => {
    expect((await call('GET', '/posts/999999')).json()).toMatchObject({ code: 'NOT_FOUND', error: M.postNotFound });
    expect((await call('PUT', '/posts/999999', post())).statusCode).toBe(404);
    expect((await call('DELETE', '/posts/999999')).statusCode).toBe(404);
    expect((await call('GET', '/posts/abc')).statusCode).toBe(400);
    const created = (await call('POST', '/posts', post({ title: 'Short lived' }))).json();
    // No time given: published now, by the database's clock, which the storefront's reads use.
    expect(created.state).toBe('published');
    const id = created.id;
    expect(await publicRoutes()).toContain('short-lived');
    expect((await call('DELETE', `/posts/${id}`)).statusCode).toBe(204);
    expect(await publicRoutes()).not.toContain('short-lived');
    expect((await call('GET', `/posts/${id}`)).statusCode).toBe(404);
    expect((await auditOf(t, 'post', id)).map((e) => [e.action, e.after])).toEqual([
      ['post.create', expect.objectContaining({ route: 'short-lived' })],
      ['post.delete', null],
    ]);
  });

  it('creates, renames and deletes blog categories; one with posts stays', async () => {
    const created = await call('POST', '/blog-categories', { title: 'Sake & more', position: 9 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      route: 'sake-more',
      title: 'Sake & more',
      position: 9,
      posts: 0,
    });
    const id = created.json().id;
    const renamed = await call('PUT', `/blog-categories/${id}`, { title: 'Sake', route: 'sake', position: 5 });
    expect(renamed.json()).toMatchObject({ route: 'sake', title: 'Sake', position: 5 });
    expect((await publicGet('/blog-category-filter/sake')).statusCode).toBe(200);
    expect((await call('POST', '/blog-categories', { title: 'Cocktails' })).json().errors).toEqual({
      route: [M.routeTaken],
    });
    expect((await call('POST', '/blog-categories', { title: '' })).json().errors).toEqual({ title: [M.titleRequired] });
    expect((await call('POST', '/blog-categories', { title: 'X', position: -1 })).json().errors).toEqual({
      position: [M.positionInvalid],
    });
    const full = await call('DELETE', `/blog-categories/${wineGuides}`);
    expect(full.statusCode).toBe(422);
    expect(full.json().errors).toEqual({ id: [M.categoryNotEmpty] });
    expect((await call('DELETE', `/blog-categories/${beerNotes}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/blog-categories/${id}`)).statusCode).toBe(204);
    expect((await publicGet('/blog-category-filter/sake')).statusCode).toBe(404);
    expect((await auditOf(t, 'blog_category', id)).map((e) => e.action)).toEqual([
      'blog_category.create',
      'blog_category.update',
      'blog_category.delete',
    ]);
  });
});
