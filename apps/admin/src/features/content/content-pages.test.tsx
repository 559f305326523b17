import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { onePage } from '../../testing/pages.ts';
import { fakeServer, renderAt } from '../../testing/render.tsx';
import { NewsEditorPage, PostEditorPage } from './article-editor-page.tsx';
import { FaqPage } from './faq-page.tsx';
import { PostsPage } from './posts-page.tsx';
import { fromShopLocal, toShopLocal } from './shop-time.ts';

// jsdom lays nothing out: ProseMirror asks where the selection is to scroll it into view.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

const category = { id: 3, title: 'Wine Guides' };
const row = (id: number, state: 'draft' | 'scheduled' | 'published', title: string) => ({
  id,
  route: `post-${id}`,
  title,
  category,
  image: 'blog/x.jpg',
  image_url: '/images/blog/x.jpg',
  author: 'Cellar Team',
  status: state === 'draft' ? 'draft' : 'published',
  state,
  published_at: '2026-03-12T10:05:00.000Z',
  updated_at: '2026-03-12T10:05:00.000Z',
});
const categories = {
  status: 200,
  body: [{ id: 3, route: 'wine-guides', title: 'Wine Guides', position: 1, posts: 2 }],
};

describe('the blog posts list', () => {
  it('lists posts with their state, and filters by state in the address', async () => {
    const calls = fakeServer({
      'GET /posts': { status: 200, body: onePage([row(2, 'scheduled', 'Next week'), row(1, 'draft', 'Unfinished')]) },
      'GET /blog-categories': categories,
    });
    renderAt('/content/posts?state=draft', [['/content/posts', <PostsPage />]]);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /Next week/ }).textContent).toContain('Scheduled');
    expect(within(table).getByRole('link', { name: 'Unfinished' }).getAttribute('href')).toBe('/content/posts/1');
    expect(calls.find((c) => c.path === '/posts')).toBeTruthy();
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('draft');
    const panel = screen.getByRole('region', { name: 'Blog categories' });
    expect((await within(panel).findByText(/Wine Guides/)).textContent).toBe('Wine Guides (2 posts)');
  });
});

describe('the post editor', () => {
  it("shows the server's words on each field it refused", async () => {
    const calls = fakeServer({
      'GET /blog-categories': categories,
      'POST /posts': {
        status: 400,
        body: {
          error: 'Give it a title.',
          code: 'VALIDATION_FAILED',
          errors: { title: ['Give it a title.'], image: ['Give the picture.'], content: ['Write the text.'] },
        },
      },
    });
    renderAt('/content/posts/new', [['/content/posts/:id', <PostEditorPage />]]);
    // The editor's chunk loads first.
    await screen.findByRole('textbox', { name: 'Text' }, { timeout: 5_000 });
    await userEvent.click(screen.getByRole('radio', { name: 'Published' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Give it a title.')).toBeTruthy();
    expect(screen.getByText('Give the picture.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Text' }).getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ status: 'published', title: '' });
  });

  it('loads a post, saves it, and previews the cleaned text', async () => {
    const saved = { ...row(7, 'published', 'Rosé'), excerpt: 'Pink', content: '<p>Hello</p>' };
    const calls = fakeServer({
      'GET /blog-categories': categories,
      'GET /posts/7': { status: 200, body: saved },
      'PUT /posts/7': (body) => ({ status: 200, body: { ...saved, ...(body as object), category } }),
      'POST /content-preview': { status: 200, body: { html: '<p>Hello</p>' } },
    });
    renderAt('/content/posts/7', [['/content/posts/:id', <PostEditorPage />]]);
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe('Rosé');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview as the storefront shows it' });
    await waitFor(() => expect(preview.querySelector('.article__content')?.innerHTML).toBe('<p>Hello</p>'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved and published: the storefront shows it now.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      title: 'Rosé',
      category_id: 3,
      content: '<p>Hello</p>',
      published_at: '2026-03-12T14:05:00+04:00',
    });
  });
});

describe('the news editor', () => {
  it('edits a news item without category or author, and creates it at its own address', async () => {
    const created = { ...row(9, 'draft', 'Hours'), excerpt: '', content: '<p>Late</p>' };
    const calls = fakeServer({
      'POST /news': { status: 201, body: created },
      'GET /news/9': { status: 200, body: created },
    });
    renderAt('/content/news/new', [['/content/news/:id', <NewsEditorPage />]]);
    await screen.findByRole('textbox', { name: 'Text' }, { timeout: 5_000 });
    expect(screen.queryByLabelText('Category')).toBeNull();
    expect(screen.queryByLabelText('Author')).toBeNull();
    await userEvent.type(screen.getByLabelText('Title'), 'Hours');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved as a draft: the storefront does not show it.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ title: 'Hours', status: 'draft' });
    expect(calls.some((c) => c.path === '/blog-categories')).toBe(false);
  });
});

describe('the FAQ lists', () => {
  it('shows a list in its order, moves an entry, and adds one in the shared editor', async () => {
    const faq = (id: number, question: string, position: number) => ({
      id,
      scope: 'about',
      question,
      answer: `<p>${question} answer</p>`,
      position,
    });
    const calls = fakeServer({
      'GET /faqs': { status: 200, body: [faq(1, 'First?', 0), faq(2, 'Second?', 1)] },
      'POST /faqs/2/move': { status: 200, body: [faq(2, 'Second?', 0), faq(1, 'First?', 1)] },
      'POST /faqs': {
        status: 400,
        body: { error: 'Write the question.', errors: { question: ['Write the question.'] } },
      },
    });
    renderAt('/content/faq?list=about', [['/content/faq', <FaqPage />]]);
    const list = await screen.findByRole('list', { name: 'About page: questions in their order' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['First?', 'Second?']);
    expect((screen.getByRole('button', { name: /Move up.*First/ }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /Move up.*Second/ }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual(['Second?', 'First?']),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    await screen.findByRole('textbox', { name: 'Answer' }, { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Write the question.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/faqs')?.body).toMatchObject({ scope: 'about' });
    expect(calls.find((c) => c.path === '/faqs')).toBeTruthy();
  });
});

describe('shop time', () => {
  it('shows and reads publication times in Dubai time', () => {
    expect(toShopLocal('2026-03-12T10:05:00.000Z')).toBe('2026-03-12T14:05');
    expect(fromShopLocal('2026-03-12T14:05')).toBe('2026-03-12T14:05:00+04:00');
    expect(fromShopLocal('')).toBe('');
  });
});
