import { NO_PRESS_LOGOS, type NewsCard, type NewsDetailResponse } from '@shop/shared/rules';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp } from '@/testing/test-utils';
import { Component as NewsListPage } from './news-list';
import { Component as NewsPostPage } from './news-post';

/** 13 items, newest first. */
const news: NewsCard[] = Array.from({ length: 13 }, (_, i) => ({
  id: 13 - i,
  route: `news-${13 - i}`,
  title: `News ${13 - i}`,
  short_description: `Excerpt ${13 - i}`,
  featured_img: '/images/news/x.svg',
  created_at: `2025-02-${String(20 - i).padStart(2, '0')}T00:00:00.000Z`,
  logos_and_links: NO_PRESS_LOGOS,
}));
const item: NewsDetailResponse = {
  ...news[1]!,
  status: 200,
  long_description: '<p>Body of news 12</p>',
  main_img: '/images/news/x.svg',
  banner_image: '/images/news/x.svg',
  seo: { meta_title: 'News 12', meta_description: 'Excerpt 12' },
};

describe('news', () => {
  it('the list pages the whole list 12 at a time', async () => {
    mockFetch(() => news);
    renderWithApp(<NewsListPage />, { route: '/news?page=2', path: '/news' });
    expect(await screen.findByRole('heading', { level: 2, name: 'News 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(screen.getByLabelText('Page 2')).toHaveAttribute('aria-current', 'page');
  });

  it('an item shows its body and the 3 most recent other items from the news list', async () => {
    mockFetch((url) => (url.includes('/news-detail/') ? item : news));
    renderWithApp(<NewsPostPage />, { route: '/news/news-12', path: '/news/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'News 12' })).toBeInTheDocument();
    expect(screen.getByText('Body of news 12')).toBeInTheDocument();
    const recent = await screen.findByRole('region', { name: 'Recent news' });
    expect(
      within(within(recent).getByRole('list'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['News 13', 'News 11', 'News 10']);
  });
});
