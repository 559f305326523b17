import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { variation, wishlistItem } from '@/testing/fixtures';
import { mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { WishlistLink } from './wishlist-link';
import { WishlistView } from './wishlist-view';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

const SAVED = [
  wishlistItem({ wishlist_id: 11, id: 5, route: 'a-red', name: 'A Red' }),
  wishlistItem({
    wishlist_id: 12,
    id: 6,
    route: 'a-white',
    name: 'A White',
    price_variation: [variation({ product_id: 6, stock: 0 })],
  }),
];

describe('/wishlist (spec sections 4 and 8)', () => {
  it('reads as empty for a guest, without a fetch', () => {
    const fetch = mockFetch(() => SAVED);
    renderWithApp(
      <>
        <WishlistLink />
        <WishlistView />
      </>,
    );
    expect(screen.getByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wishlist, 0 items' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lists the saved bottles from GET /auth/wishlist/{user_id}, with their stock', async () => {
    signInAs('user');
    const fetch = mockFetch(() => SAVED);
    renderWithApp(<WishlistView />);
    expect(await screen.findByRole('link', { name: 'A Red' })).toHaveAttribute('href', '/product/wine/a-red');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/auth/wishlist/7');
    expect(screen.getByText('2 bottles saved')).toBeInTheDocument();
    const white = screen.getByRole('link', { name: 'A White' }).closest('li')!;
    expect(within(white).getByText('Out Of Stock')).toBeInTheDocument();
  });

  it("clears it with one action: 'Wishlist Clear Successfully!' and the empty state", async () => {
    signInAs('user');
    let cleared = false;
    const fetch = mockFetch((url) => {
      if (url.includes('/remove-wishlist/')) {
        cleared = true;
        return { status: 200, message: 'Wishlist Clear Successfully!' };
      }
      return cleared ? [] : SAVED;
    });
    renderWithApp(<WishlistView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear wishlist' }));
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith('success', 'Wishlist Clear Successfully!');
    const clear = fetch.mock.calls.find(([url]) => String(url).includes('/remove-wishlist/'));
    expect(String(clear?.[0])).toBe('/api/v1/auth/remove-wishlist/7');
    expect(clear?.[1]?.method).toBe('DELETE');
  });

  it('removes one line with its own toast and reloads', async () => {
    signInAs('user');
    let left = SAVED;
    mockFetch((url, _body, init) => {
      if (init?.method === 'DELETE') {
        left = SAVED.filter((i) => !url.endsWith(`/${i.wishlist_id}`));
        return { status: 200, message: 'Product Successfully Removed from Wishlist!' };
      }
      return left;
    });
    renderWithApp(<WishlistView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove A Red from wishlist' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'A Red' })).toBeNull());
    expect(notify).toHaveBeenCalledWith('success', 'Product Successfully Removed from Wishlist!');
    expect(screen.getByText('1 bottle saved')).toBeInTheDocument();
  });
});
