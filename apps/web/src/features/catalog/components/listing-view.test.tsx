import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listing, product } from '@/testing/fixtures';
import { mockFetch, renderWithApp } from '@/testing/test-utils';
import { ListingView } from './listing-view';

describe('ListingView', () => {
  it('returns to page 1 when the sort changes, and asks the server for it', async () => {
    const fetch = mockFetch((url) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return listing([product({ id: page, name: `Wine page ${page}` })], page);
    });
    renderWithApp(<ListingView source={{ kind: 'category', cat: 'wine' }} title="Wine" canonicalPath="/shop/wine" />, {
      route: '/shop/wine?page=3',
      path: '/shop/:cat',
    });
    expect(await screen.findByText('Wine page 3')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Latest');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop\/wine\?sort=latest$/));
    expect(await screen.findByText('Wine page 1')).toBeInTheDocument();
    const last = String(fetch.mock.calls.at(-1)?.[0]);
    expect(last).toContain('/api/v1/product-list/wine?page=1&sort=latest');
  });

  it('offers the four sort modes with the spec labels', async () => {
    mockFetch(() => listing([product()]));
    renderWithApp(<ListingView source={{ kind: 'category', cat: 'wine' }} title="Wine" canonicalPath="/shop/wine" />, {
      route: '/shop/wine',
      path: '/shop/:cat',
    });
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Default Sorting', 'Latest', 'Price: High - Low', 'Price: Low - High']);
  });

  it("shows 'No Product Found!' for an empty listing", async () => {
    mockFetch(() => listing([], 1, 1));
    renderWithApp(<ListingView source={{ kind: 'category', cat: 'wine' }} title="Wine" canonicalPath="/shop/wine" />, {
      route: '/shop/wine',
      path: '/shop/:cat',
    });
    expect(await screen.findByText('No Product Found!')).toBeInTheDocument();
  });

  it('moves between pages through the URL', async () => {
    mockFetch((url) => listing([product()], Number(new URL(url, 'http://x').searchParams.get('page'))));
    renderWithApp(<ListingView source={{ kind: 'category', cat: 'wine' }} title="Wine" canonicalPath="/shop/wine" />, {
      route: '/shop/wine?sort=price-asc',
      path: '/shop/:cat',
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Page 2' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop/wine?sort=price-asc&page=2');
  });
});
