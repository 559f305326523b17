import type { HomeBestSellingResponse, HomeFeaturedResponse } from '@shop/shared/rules';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { category, product } from '@/testing/fixtures';
import { mockFetch, renderWithApp } from '@/testing/test-utils';
import { Component as HomePage } from './home';

const beer = { id: 1, route: 'beer', name: 'Beer', title: 'Best-selling Beer' };
const wine = { id: 2, route: 'wine', name: 'Wine', title: 'Best-selling Wine' };

function featured(): HomeFeaturedResponse {
  const of = (tab: typeof beer, count: number) =>
    Array.from({ length: count }, (_, i) =>
      product({
        id: tab.id * 100 + i,
        route: `${tab.route}-${i}`,
        name: `${tab.name} ${i + 1}`,
        category_id: tab.id,
        category: category({ id: tab.id, route: tab.route, title: tab.name }),
      }),
    );
  return {
    status: 200,
    featured_products: [...of(beer, 12), ...of(wine, 3)],
    category_drop_down: [beer, wine],
    offers: [{ id: 1, headline: 'Free delivery', detail: 'on orders above 100 AED' }],
  };
}

const bestSelling: HomeBestSellingResponse = {
  status: 200,
  best_selling: [{ products: product({ name: 'Top Seller' }) }],
  banners: [
    { id: 1, title: 'Rouge offer', image: '/images/banners/rouge.svg', product_route: 'rouge', category_route: 'wine' },
  ],
};

describe('home page', () => {
  it('builds its rows and offer texts from /home-featured-product (8 cards each) and its banners from /home-best-selling', async () => {
    const fetch = mockFetch((url) => {
      if (url.endsWith('/home-featured-product')) return featured();
      if (url.endsWith('/home-best-selling')) return bestSelling;
      return [];
    });
    renderWithApp(<HomePage />);
    const beerRow = (await screen.findByRole('heading', { level: 2, name: 'Best-selling Beer' })).closest('section')!;
    expect(within(beerRow).getAllByRole('article')).toHaveLength(8);
    expect(within(beerRow).getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/shop/beer');
    const wineRow = screen.getByRole('heading', { level: 2, name: 'Best-selling Wine' }).closest('section')!;
    expect(
      within(wineRow)
        .getAllByRole('article')
        .map((a) => a.querySelector('.card__title')?.textContent),
    ).toEqual(['Wine 1', 'Wine 2', 'Wine 3']);
    expect(screen.getByRole('link', { name: /Rouge offer/ })).toHaveAttribute('href', '/product/wine/rouge');
    // The offer banner shows the texts staff keep.
    const offers = screen.getByRole('region', { name: 'Current offers' });
    expect(offers).toHaveTextContent('Free delivery on orders above 100 AED');
    const calls = fetch.mock.calls.map((c) => String(c[0]));
    expect(calls).toEqual(expect.arrayContaining(['/api/v1/home-featured-product', '/api/v1/home-best-selling']));
  });
});
