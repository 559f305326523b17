import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp } from '@/testing/test-utils';
import { Component as BlogPostPage } from './blog-post';

const post = {
  id: 3, route: 'storing-wine', title: 'Storing wine', excerpt: 'Keep it cool.', content: '<p>Keep it cool and dark.</p>', image: '/images/blog/x.svg',
  published_at: '2025-01-02T00:00:00.000Z', author: 'Cellar team', category: { id: 1, route: 'wine-guides', title: 'Wine guides' },
};

describe('blog post', () => {
  it.each(['/blog/wine-guides/3', '/blog/other/storing-wine', '/BLOG/Wine-Guides/Storing-Wine'])(
    'declares one canonical URL, /blog/{category route}/{post route}, when opened as %s',
    async (route) => {
      mockFetch(() => ({ status: 200, data: post, related: [] }));
      renderWithApp(<BlogPostPage />, { route, path: '/blog/:cat/:id' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Storing wine' })).toBeInTheDocument();
      const links = document.head.querySelectorAll('link[rel="canonical"]');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAttribute('href', `${window.location.origin}/blog/wine-guides/storing-wine`);
    },
  );
});
