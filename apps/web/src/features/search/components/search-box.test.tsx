import type { SearchHit } from '@shop/shared/rules';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp } from '@/testing/test-utils';
import { SearchBox } from './search-box';
import { SEARCH_DEBOUNCE_MS, searchStatus } from './search-suggestions';

function hit(id: number, name: string, route = `p-${id}`): SearchHit {
  return {
    id,
    name,
    route,
    category_route: 'whiskey-and-bourbon',
    sub_category_route: 'bourbon',
    featured_img: '/x.svg',
    price: 99,
    rating: { average: 0, count: 0 },
  };
}

const settle = () => act(() => new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS + 100)));

describe('SearchBox thresholds (spec section 9)', () => {
  it('loads the suggestions panel only when the box is first used', async () => {
    renderWithApp(<SearchBox />);
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Search products' }));
    expect(await screen.findByRole('listbox', { hidden: true })).toBeInTheDocument();
  });

  it('opens the panel at 3 characters without asking the server, and asks at 4', async () => {
    const fetch = mockFetch((_url, body) => ({
      status: 200,
      products: [hit(1, `Result for ${(body as { query: string }).query}`)],
    }));
    renderWithApp(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Search products' });

    await userEvent.type(input, 'whi');
    await settle();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(input, 's');
    await settle();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/global-search');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ query: 'whis' });
    expect(await screen.findByRole('option', { name: /Result for whis/ })).toBeInTheDocument();
  });

  it('stays closed under 3 characters', async () => {
    renderWithApp(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(input, 'wh');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows 'No Product Found !!!' when nothing matches", async () => {
    mockFetch(() => ({ status: 200, products: [] }));
    renderWithApp(<SearchBox />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), 'zzzzz');
    await settle();
    expect(await screen.findByText('No Product Found !!!')).toBeInTheDocument();
  });

  it('never lets an older, slower answer replace the newer one', async () => {
    let releaseFirst: () => void = () => {};
    mockFetch((_url, body) => {
      const query = (body as { query: string }).query;
      if (query === 'vodk')
        return new Promise((resolve) => {
          releaseFirst = () => resolve({ status: 200, products: [hit(1, 'Old answer')] });
        });
      return { status: 200, products: [hit(2, 'New answer')] };
    });
    renderWithApp(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(input, 'vodk');
    await settle();
    await userEvent.type(input, 'a');
    await settle();
    expect(await screen.findByRole('option', { name: /New answer/ })).toBeInTheDocument();
    await act(async () => releaseFirst());
    expect(screen.queryByText('Old answer')).toBeNull();
    expect(screen.getByRole('option', { name: /New answer/ })).toBeInTheDocument();
  });

  it('moves through suggestions with the arrow keys, opens one with Enter and closes with Escape', async () => {
    mockFetch(() => ({
      status: 200,
      products: [hit(1, 'Kentucky One', 'kentucky-one'), hit(2, 'Kentucky Two', 'kentucky-two')],
    }));
    renderWithApp(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(input, 'kent');
    await settle();
    await screen.findByRole('option', { name: /Kentucky One/ });

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Kentucky Two/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    expect(screen.getByRole('option', { name: /Bourbon.*Browse category/ })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // Enter with the panel closed opens nothing the shopper cannot see.
    const before = screen.getByTestId('location').textContent;
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(before!);

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/product/whiskey-and-bourbon/kentucky-one');
  });
});

describe('SearchBox loading state', () => {
  const idle = { isLoading: false, isError: false, isSuccess: false };

  it('is loading only while the request for the current text is in flight', () => {
    expect(searchStatus('whi', 'whi', idle)).toBe('short');
    expect(searchStatus('whi', 'whi', { ...idle, isLoading: true })).toBe('short');
    expect(searchStatus('whis', 'whi', idle)).toBe('typing');
    expect(searchStatus('whisk', 'whis', { ...idle, isLoading: true })).toBe('typing');
    expect(searchStatus('whis', 'whis', { ...idle, isLoading: true })).toBe('loading');
    expect(searchStatus('whis', 'whis', { ...idle, isSuccess: true })).toBe('answered');
    expect(searchStatus('whis', 'whis', { ...idle, isError: true })).toBe('failed');
  });

  it('shows Searching… while the answer is on its way, and not at 3 characters, while typing or after the answer', async () => {
    let answer: () => void = () => {};
    mockFetch(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 200, products: [hit(1, 'Wild Turkey')] });
        }),
    );
    renderWithApp(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Search products' });

    await userEvent.type(input, 'wil');
    expect(screen.getByText('Keep typing to see suggestions…')).toBeInTheDocument();
    expect(screen.queryByText('Searching…')).toBeNull();

    await userEvent.type(input, 'd');
    // The debounce is running: nothing has been asked yet, and nothing is claimed either way.
    expect(screen.queryByText('Searching…')).toBeNull();
    expect(screen.queryByText('No Product Found !!!')).toBeNull();

    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    await act(async () => answer());
    expect(await screen.findByRole('option', { name: /Wild Turkey/ })).toBeInTheDocument();
    expect(screen.queryByText('Searching…')).toBeNull();
  });
});
