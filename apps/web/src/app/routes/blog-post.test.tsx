import type { BlogCard, BlogDetailResponse } from '@shop/shared/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { Component as BlogPostPage } from './blog-post';

const category = { id: 1, route: 'wine-guides', name: 'Wine guides', title: 'Wine guides', position: 1 };
const card = (id: number, route: string, title: string): BlogCard => ({
  id,
  route,
  title,
  short_description: 'Keep it <em>cool</em> &amp; dark.',
  featured_img: '/images/blog/x.svg',
  banner_image: '/images/blog/x.svg',
  created_by: 'Cellar team',
  created_at: '2025-01-02T00:00:00.000Z',
  category,
});
const post = card(3, 'storing-wine', 'Storing wine');
const detail: BlogDetailResponse = {
  status: 200,
  blog: {
    ...post,
    description: '<p>Keep it cool and dark.</p>',
    comments: [],
    seo: { meta_title: 'Storing wine', meta_description: 'Keep it cool & dark.' },
  },
  categories: [category],
  recent: [],
};
const inCategory = [
  card(9, 'rose', 'Rosé'),
  post,
  card(2, 'bordeaux', 'Bordeaux'),
  card(1, 'labels', 'Labels'),
  card(0, 'oldest', 'Oldest'),
];

/** The detail call answers the post; the category's list gives "More from". */
function answer(url: string) {
  return url.includes('/blog-category-filter/wine-guides') ? inCategory : detail;
}

describe('blog post', () => {
  it.each(['/blog/wine-guides/3', '/blog/other/storing-wine', '/BLOG/Wine-Guides/Storing-Wine'])(
    'declares one canonical URL, /blog/{category route}/{post route}, when opened as %s',
    async (route) => {
      mockFetch(answer);
      renderWithApp(<BlogPostPage />, { route, path: '/blog/:cat/:id' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Storing wine' })).toBeInTheDocument();
      const links = document.head.querySelectorAll('link[rel="canonical"]');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAttribute('href', `${window.location.origin}/blog/wine-guides/storing-wine`);
    },
  );

  it("shows the 3 newest other posts of its category from the category's list, excerpts as HTML", async () => {
    const fetch = mockFetch(answer);
    renderWithApp(<BlogPostPage />, { route: '/blog/wine-guides/storing-wine', path: '/blog/:cat/:id' });
    const more = await screen.findByRole('region', { name: 'More from Wine guides' });
    expect(
      within(within(more).getByRole('list'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Rosé', 'Bordeaux', 'Labels']);
    expect([...more.querySelectorAll('.article-card__excerpt')].map((p) => p.textContent)).toEqual(
      Array(3).fill('Keep it cool & dark.'),
    );
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/blog-category-filter\/wine-guides$/)]),
    );
  });

  it('shows the approved comments and the comment form; a signed-in reader finds their name and e-mail filled in', async () => {
    const withComments = {
      ...detail,
      blog: {
        ...detail.blog,
        comments: [
          { id: 1, name: 'Omar', created_at: '2025-01-03T10:00:00.000Z', message: 'Great tips & <b>thanks</b>' },
        ],
      },
    };
    signInAs('user', { userId: 12 });
    mockFetch((url) => {
      if (url.includes('/auth/me'))
        return { id: 12, user_type: 'user', full_name: 'Layla Haddad', email: 'layla@example.com' };
      if (url.includes('/comment-token')) return { status: 200, form_token: 't' };
      return url.includes('/blog-category-filter/') ? inCategory : withComments;
    });
    renderWithApp(<BlogPostPage />, { route: '/blog/wine-guides/storing-wine', path: '/blog/:cat/:id' });
    const comments = await screen.findByRole('region', { name: '1 comment' });
    expect(within(comments).getByText('Great tips & <b>thanks</b>')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Leave a comment' });
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue('Layla Haddad'));
    expect(within(form).getByLabelText('E-mail')).toHaveValue('layla@example.com');
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld).toMatchObject({
      commentCount: 1,
      comment: [{ '@type': 'Comment', author: { name: 'Omar' }, text: 'Great tips & <b>thanks</b>' }],
    });
  });
});
