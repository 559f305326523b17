import { CONTENT_MESSAGES, INFO_PAGE_MESSAGES as M, INFO_PAGES, InfoPageResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, staffKey } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';

type Headers = Record<string, string>;

describe.each(testDatabases())('the information pages on %s', (kind) => {
  let t: TestApp;
  let editor: Headers;
  const call = (method: string, url: string, payload?: unknown, headers: Headers = editor) =>
    t.app.inject({ method: method as 'GET', url: `/api/v1/staff${url}`, headers, payload: payload as object });
  const shown = async (slug: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/pages/${slug}` });
    expect(res.statusCode, slug).toBe(200);
    return InfoPageResponseSchema.parse(res.json()).data;
  };
  const words = (over: Record<string, unknown> = {}) => ({
    title: 'Return & Refund',
    description: 'Returns within 7 days; ask {email}.',
    content: '<h2>Returns</h2><p>Write to {email} or call {phone}. Delivery is {shipping_charge}.</p>',
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { CONTACT_EMAIL: 'shop@example.ae', CONTACT_PHONE: '+971 4 555 0199' } });
    editor = { authorization: `Bearer ${await staffKey(t, 'editor')}` };
  });
  afterAll(() => t?.close());

  it('every page the storefront links to exists, with its placeholders filled and none left in braces', async () => {
    for (const slug of INFO_PAGES) {
      const page = await shown(slug);
      expect(page.title.length, slug).toBeGreaterThan(0);
      expect(`${page.description} ${page.content}`, slug).not.toMatch(/\{[a-z_]+\}/);
    }
    expect((await shown('privacy-policy')).content).toContain('<a href="mailto:shop@example.ae">shop@example.ae</a>');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/pages/not-a-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: M.notFound, code: 'NOT_FOUND' });
  });

  it('answers only roles with content:write', async () => {
    for (const role of ['fulfilment', 'support'] as const) {
      const headers = { authorization: `Bearer ${await staffKey(t, role)}` };
      for (const [method, url, payload] of [
        ['GET', '/info-pages'],
        ['GET', '/info-pages/about'],
        ['PUT', '/info-pages/about', words()],
        ['POST', '/info-pages/preview', { content: '<p>x</p>' }],
      ] as const)
        expect((await call(method, url, payload, headers)).statusCode, `${role} ${method} ${url}`).toBe(403);
    }
    expect((await call('GET', '/info-pages', undefined, {})).statusCode).toBe(401);
  });

  it('lists the pages in the footer order, and gives one with its placeholders as written', async () => {
    const list = (await call('GET', '/info-pages')).json() as Array<{ slug: string; content?: string }>;
    expect(list.map((p) => p.slug)).toEqual([...INFO_PAGES]);
    expect(list.every((p) => p.content === undefined)).toBe(true);
    const page = (await call('GET', '/info-pages/privacy-policy')).json();
    expect(page.content).toContain('{email}');
  });

  it('the shipped words quote no contact detail or rule of their own: they are placeholders, so they never disagree', async () => {
    const words = await Promise.all(
      INFO_PAGES.map(async (slug) => JSON.stringify((await call('GET', `/info-pages/${slug}`)).json())),
    );
    const text = words.join(' ');
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(text).not.toMatch(/\+\d[\d ]{6,}/);
    expect(text).not.toMatch(/Al Quoz|Marina|Mall|Street|Road/);
    expect(text).not.toMatch(/AED \d|\b21\b/);
  });

  it('saves a page cleaned, the storefront shows it at once, and the audit keeps what it said before', async () => {
    const before = (await call('GET', '/info-pages/return-refund')).json();
    await shown('return-refund'); // cached now: the save must drop it
    const res = await call(
      'PUT',
      '/info-pages/return-refund',
      words({ content: `${words().content}<script>x</script>` }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Return & Refund', content: words().content });
    expect(Date.parse(res.json().updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
    const page = await shown('return-refund');
    expect(page.description).toBe('Returns within 7 days; ask shop@example.ae.');
    expect(page.content).toMatch(
      /^<h2>Returns<\/h2><p>Write to <a href="mailto:shop@example.ae">shop@example.ae<\/a> or call <a href="tel:\+97145550199">\+971 4 555 0199<\/a>\. Delivery is AED [\d.]+\.<\/p>$/,
    );
    const [entry] = (await auditOf(t, 'info_page', 'return-refund')).slice(-1);
    expect(entry).toMatchObject({
      action: 'info_page.update',
      before: { content: before.content },
      after: { content: words().content },
    });
  });

  it('previews unsaved words as the storefront will show them, and writes nothing', async () => {
    const before = (await call('GET', '/info-pages/about')).json();
    const res = await call('POST', '/info-pages/preview', {
      content: '<p>Call {phone}<img src=x onerror=alert(1)></p>',
    });
    expect(res.json()).toEqual({ html: '<p>Call <a href="tel:+97145550199">+971 4 555 0199</a><img src="x" /></p>' });
    expect((await call('GET', '/info-pages/about')).json()).toEqual(before);
  });

  it('refuses bad words on their fields, and pages the shop does not have', async () => {
    const refused = async (payload: unknown) => {
      const res = await call('PUT', '/info-pages/about', payload);
      expect(res.statusCode).toBe(400);
      return res.json().errors;
    };
    expect(await refused(words({ content: '<p>Mail {emial}</p>' }))).toEqual({
      content: [M.unknownPlaceholder(['emial'])],
    });
    expect(await refused(words({ title: ' ', description: '' }))).toEqual({
      title: [CONTENT_MESSAGES.titleRequired],
      description: [M.descriptionRequired],
    });
    expect(await refused(words({ description: 'x'.repeat(301) }))).toEqual({ description: [M.descriptionTooLong] });
    const empty = await call('PUT', '/info-pages/about', words({ content: '<script>only</script>' }));
    expect(empty.json().errors).toEqual({ content: [CONTENT_MESSAGES.bodyRequired] });
    expect((await call('PUT', '/info-pages/contact', words())).statusCode).toBe(404);
    expect((await call('GET', '/info-pages/faq')).statusCode).toBe(404);
  });
});
