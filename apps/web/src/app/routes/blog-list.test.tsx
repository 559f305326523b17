import type { BlogCard } from '@shop/shared/rules';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp } from '@/testing/test-utils';
import { Component as BlogListPage } from './blog-list';

const wine = { id: 1, route: 'wine-guides', name: 'Wine Guides', title: 'Wine Guides', position: 1 };
const rum = { id: 2, route: 'rum', name: 'Rum', title: 'Rum', position: 2 };
/** 14 posts, newest first: 10 rum, then 4 wine. */
const posts: BlogCard[] = Array.from({ length: 14 }, (_, i) => ({
  id: 100 - i,
  route: `post-${14 - i}`,
  title: `Post ${14 - i}`,
  short_description: `Excerpt ${14 - i}`,
  featured_img: '/images/blog/x.svg',
  banner_image: '/images/blog/x.svg',
  created_by: '',
  created_at: `2025-01-${String(20 - i).padStart(2, '0')}T00:00:00.000Z`,
  category: i < 10 ? rum : wine,
}));

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('blog list', () => {
  it('pages the whole list 12 at a time, with chips in display order derived from it', async () => {
    mockFetch(() => posts);
    renderWithApp(<BlogListPage />, { route: '/blog', path: '/blog' });
    expect(await screen.findByRole('link', { name: 'Wine Guides (4)' })).toBeInTheDocument();
    const chips = screen.getByRole('navigation', { name: 'Blog categories' });
    expect([...chips.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['All', 'Wine Guides (4)', 'Rum (10)']);
    expect(titles()).toEqual(posts.slice(0, 12).map((p) => p.title));
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '?page=2');
  });

  it('shows the last page for a page past it', async () => {
    mockFetch(() => posts);
    renderWithApp(<BlogListPage />, { route: '/blog?page=7', path: '/blog' });
    expect(await screen.findByText('Post 2')).toBeInTheDocument();
    expect(titles()).toEqual(['Post 2', 'Post 1']);
    expect(screen.getByLabelText('Page 2')).toHaveAttribute('aria-current', 'page');
  });

  it("a category page lists that category's call, titled by its category", async () => {
    mockFetch((url) => (url.includes('/blog-category-filter/wine-guides') ? posts.slice(10) : posts));
    renderWithApp(<BlogListPage />, { route: '/blog/wine-guides', path: '/blog/:cat' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wine Guides' })).toBeInTheDocument();
    expect(titles()).toEqual(['Post 4', 'Post 3', 'Post 2', 'Post 1']);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
