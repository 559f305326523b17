import type { CategoryLink, FilterListResponse, ListingResponse } from '@shop/shared/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { category, listing, product } from '@/testing/fixtures';
import { mockFetch, renderWithApp } from '@/testing/test-utils';
import { Component as FlagListingPage } from './flag-listing';
import { Component as OurChoicePage } from './our-choice';
import { Component as ShopPage } from './shop';

const COMING_SOON = 'Keep an eye out! Our latest products will be arriving shortly.';

/** An empty shelf: nothing listed, no filters to offer. */
function emptyListing(): ListingResponse {
  const base = listing([], 1, 1);
  return { ...base, total: 0, product: { ...base.product, total: 0, from: null, to: null } };
}

/** A filter list offering these subcategories. */
function filterList(children: CategoryLink[] = []): FilterListResponse {
  return {
    status: 200,
    brand: [],
    origin: [],
    origins: [],
    price: { min: 0, max: 0 },
    sub_category: { sub_category: children },
  };
}

function renderShop(
  route: string,
  answer: (url: string) => unknown = () => emptyListing(),
  children: CategoryLink[] = [],
) {
  const fetch = mockFetch((url) =>
    new URL(url, 'http://x').pathname.includes('/filter-list/') ? filterList(children) : answer(url),
  );
  renderWithApp(<ShopPage />, {
    route,
    path: route.split('?')[0]!.split('/').length > 3 ? '/shop/:cat/:subcat' : '/shop/:cat',
  });
  return fetch;
}

const requested = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.map((c) => String(c[0]));

describe('shop listing: coming-soon shelves (spec section 8)', () => {
  it.each(['/shop/others', '/shop/others/bar-tools', '/shop/spirits/cigars', '/shop/liquor-chocolate/truffles'])(
    'an empty %s says the products are on their way',
    async (route) => {
      renderShop(route);
      expect(await screen.findByText(COMING_SOON)).toBeInTheDocument();
      expect(screen.queryByText('No Product Found!')).toBeNull();
    },
  );

  it("other empty shelves say 'No Product Found!'", async () => {
    renderShop('/shop/wine/orange-wine');
    expect(await screen.findByText('No Product Found!')).toBeInTheDocument();
    expect(screen.queryByText(COMING_SOON)).toBeNull();
  });
});

describe('shop listing: premium and promotion (spec section 7)', () => {
  it.each([
    ['/shop/premium', '/api/v1/premium-products'],
    ['/shop/promotion', '/api/v1/promotion-product'],
  ])('%s lists from %s, sorts and pages there', async (route, call) => {
    const fetch = mockFetch((url) => {
      const params = new URL(url, 'http://x').searchParams;
      const page = Number(params.get('page'));
      return {
        ...listing([product({ id: page, name: `Bottle ${page} ${params.get('sort')}` })], page, 3),
        category: null,
      };
    });
    renderWithApp(<FlagListingPage flag={route === '/shop/premium' ? 'premium' : 'promotion'} />, { route });
    expect(await screen.findByText('Bottle 1 default')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: High - Low');
    expect(await screen.findByText('Bottle 1 price-desc')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText('Bottle 2 price-desc')).toBeInTheDocument();

    expect(requested(fetch)).toEqual([
      `${call}?page=1&sort=default`,
      `${call}?page=1&sort=price-desc`,
      `${call}?page=2&sort=price-desc`,
    ]);
    // No category record or filters for a product flag.
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
  });

  it('has no subcategories: /shop/premium/{anything} is not found, without a call', async () => {
    const fetch = renderShop('/shop/premium/red-wine');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Sorry, this category could not be found',
    );
    await waitFor(() => expect(fetch).not.toHaveBeenCalled());
  });
});

describe('shop listing: subcategories and canonical URL', () => {
  const wineChildren = [
    { id: 11, route: 'red-wine', name: 'Red Wine', title: 'Red Wine' },
    { id: 12, route: 'white-wine', name: 'White Wine', title: 'White Wine' },
  ];

  it('a category page links to the subcategories of its filter list, and reads no category record', async () => {
    const fetch = renderShop('/shop/wine', () => listing([product()], 1, 1), wineChildren);
    const nav = await screen.findByRole('navigation', { name: /narrow down/ });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Red Wine', '/shop/wine/red-wine'],
      ['White Wine', '/shop/wine/white-wine'],
    ]);
    expect(requested(fetch).filter((url) => url.includes('/product-list-get/'))).toEqual([]);
  });

  it('a subcategory page links back to its category, and its canonical URL is under its own parent', async () => {
    const red = category({ id: 11, route: 'red-wine', title: 'Red Wine' });
    renderShop('/shop/beer/red-wine?sort=latest&page=2', () => ({ ...listing([product()], 2, 3), sub_category: red }));
    expect(await screen.findByRole('link', { name: 'All Wine' })).toHaveAttribute('href', '/shop/wine');
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${window.location.origin}/shop/wine/red-wine?page=2`,
      ),
    );
  });
});

describe('our choice', () => {
  it('reads the one-page array of /front-our-choices-list: products, title and paging', async () => {
    const choice = {
      id: 4,
      route: 'staff-picks',
      title: 'Staff Picks',
      category_name: 'Staff Picks',
      description: 'Chosen by us.',
      image: null,
    };
    mockFetch(() => [
      {
        product: [product({ name: 'Picked Red' })],
        faq: [],
        choice,
        current_page: 1,
        last_page: 2,
        per_page: 12,
        from: 1,
        to: 12,
        total: 14,
      },
    ]);
    renderWithApp(<OurChoicePage />, { route: '/our-choice/staff-picks', path: '/our-choice/:choice' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Picks' })).toBeInTheDocument();
    expect(screen.getByText('Picked Red')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–12 of 14 results')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('an unknown list is the not-found page', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(JSON.stringify({ error: 'Choice list not found.', code: 'NOT_FOUND' }), { status: 404 }),
    );
    renderWithApp(<OurChoicePage />, { route: '/our-choice/no-such-list', path: '/our-choice/:choice' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Sorry, this list could not be found');
  });
});
