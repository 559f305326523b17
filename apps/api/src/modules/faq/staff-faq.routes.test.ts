import { CONTENT_MESSAGES as M, FaqListResponseSchema, FaqPageResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_FIXTURE as F, seedContentFixtures } from '../../testing/content.fixtures.ts';
import { auditOf, expectForbidden, staffHeaders } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';

type Headers = Record<string, string>;

describe.each(testDatabases())('the staff FAQ calls on %s', (kind) => {
  let t: TestApp;
  let editor: Headers;
  const call = (method: string, url: string, payload?: unknown, headers: Headers = editor) =>
    t.app.inject({ method: method as 'GET', url: `/api/v1/staff${url}`, headers, payload: payload as object });
  const aboutQuestions = async () =>
    FaqListResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/about-faq' })).json()).map(
      (f) => f.question,
    );
  const entry = (over: Record<string, unknown> = {}) => ({
    scope: 'about',
    question: 'Do you deliver to Sharjah?',
    answer: '<p>Yes, <strong>daily</strong>.</p>',
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
        ['GET', '/faqs?scope=about'],
        ['POST', '/faqs', entry()],
        ['PUT', '/faqs/1', entry()],
        ['POST', '/faqs/1/move', { direction: 'up' }],
        ['DELETE', '/faqs/1'],
      ],
      call,
    );
    expect((await call('GET', '/faqs?scope=about', undefined, {})).statusCode).toBe(401);
  });

  it('adds an entry at the end of its list, cleaned, and the page shows it at once', async () => {
    const before = await aboutQuestions();
    expect(before).toHaveLength(F.aboutFaqs);
    const res = await call('POST', '/faqs', entry({ answer: '<p onclick="x()">Yes<script>1</script></p>' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ scope: 'about', answer: '<p>Yes</p>', position: expect.any(Number) });
    expect(await aboutQuestions()).toEqual([...before, 'Do you deliver to Sharjah?']);
    const list = (await call('GET', '/faqs?scope=about')).json();
    expect(list.map((f: { question: string }) => f.question)).toEqual(await aboutQuestions());
  });

  it('moves an entry up and down its list, and the page follows', async () => {
    const list = (await call('GET', '/faqs?scope=about')).json() as Array<{ id: number; question: string }>;
    const last = list.at(-1)!;
    const moved = await call('POST', `/faqs/${last.id}/move`, { direction: 'up' });
    expect(moved.statusCode).toBe(200);
    const order = list.map((f) => f.question);
    order.splice(-2, 2, last.question, order.at(-2)!);
    expect(moved.json().map((f: { question: string }) => f.question)).toEqual(order);
    expect(await aboutQuestions()).toEqual(order);
    // At the top already: nothing moves.
    const first = moved.json()[0];
    expect((await call('POST', `/faqs/${first.id}/move`, { direction: 'up' })).json()[0].id).toBe(first.id);
    expect((await call('POST', `/faqs/${first.id}/move`, { direction: 'sideways' })).statusCode).toBe(400);
    expect((await auditOf(t, 'faq', last.id)).at(-1)).toMatchObject({ action: 'faq.move', after: { direction: 'up' } });
  });

  it('edits, moves to another list, and deletes an entry, each audited', async () => {
    const created = (await call('POST', '/faqs', entry({ question: 'Gift wrapping?' }))).json();
    const edited = await call(
      'PUT',
      `/faqs/${created.id}`,
      entry({ scope: 'page', question: 'Gift wrapping, really?' }),
    );
    expect(edited.json()).toMatchObject({ scope: 'page', question: 'Gift wrapping, really?' });
    expect(await aboutQuestions()).not.toContain('Gift wrapping?');
    const faqPage = async (page: number) =>
      FaqPageResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/api/v1/faq-page?page=${page}` })).json());
    const lastPage = (await faqPage(1)).last_page;
    expect((await faqPage(lastPage)).data.at(-1)?.question).toBe('Gift wrapping, really?');
    expect((await call('DELETE', `/faqs/${created.id}`)).statusCode).toBe(204);
    expect((await faqPage(lastPage)).data.map((f) => f.question)).not.toContain('Gift wrapping, really?');
    expect((await auditOf(t, 'faq', created.id)).map((e) => e.action)).toEqual([
      'faq.create',
      'faq.update',
      'faq.delete',
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['scope', { scope: 'category' }, M.scopeInvalid],
    ['scope', { scope: undefined }, M.scopeInvalid],
    ['question', { question: '' }, M.questionRequired],
    ['question', { question: 'x'.repeat(501) }, M.questionTooLong],
    ['answer', { answer: '' }, M.bodyRequired],
    ['position', { position: -1 }, M.positionInvalid],
    ['position', { position: 1.5 }, M.positionInvalid],
  ])('refuses a bad %s with its message on the field', async (field, over, message) => {
    const res = await call('POST', '/faqs', entry(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ [field]: [message] });
  });

  it('refuses an answer with nothing left once cleaned, a list that is not one, and unknown entries', async () => {
    expect((await call('POST', '/faqs', entry({ answer: '<script>x</script>' }))).json().errors).toEqual({
      answer: [M.bodyRequired],
    });
    expect((await call('GET', '/faqs?scope=category')).statusCode).toBe(400);
    expect((await call('PUT', '/faqs/999999', entry())).statusCode).toBe(404);
    expect((await call('DELETE', '/faqs/999999')).statusCode).toBe(404);
    expect((await call('POST', '/faqs/999999/move', { direction: 'up' })).statusCode).toBe(404);
  });
});
