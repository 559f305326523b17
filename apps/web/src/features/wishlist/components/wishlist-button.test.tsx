import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { variation, wishlistItem } from '@/testing/fixtures';
import { mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { WishlistButton } from './wishlist-button';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

const RED = {
  id: 5,
  route: 'a-red',
  name: 'A <em>Red</em>',
  variation: variation({ product_id: 5, variation_id: 1, variation_value_id: 7 }),
};

/** The heart, with the wishlist the header would have fetched already in the cache. */
function renderHeart(saved: ReturnType<typeof wishlistItem>[] = []) {
  const view = renderWithApp(<WishlistButton product={RED} />);
  view.client.setQueryData(['wishlist', 7], saved);
  return view;
}

describe('wishlist heart (spec sections 2, 5 and 8)', () => {
  it('asks a guest to log in and calls nothing', async () => {
    const fetch = mockFetch(() => []);
    renderWithApp(<WishlistButton product={RED} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add A Red to wishlist' }));
    expect(notify).toHaveBeenCalledWith('warn', 'Please Login First!');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is an outline when the product is not saved, and red filled when it is (matched by id and route)', async () => {
    signInAs('user');
    const { client } = renderHeart([wishlistItem({ id: 5, route: 'another-route' })]);
    const heart = screen.getByRole('button', { name: 'Add A Red to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).not.toHaveClass('is-on');
    expect(heart.querySelector('path')).toHaveAttribute('fill', 'none');

    client.setQueryData(['wishlist', 7], [wishlistItem({ id: 5, route: 'a-red' })]);
    const filled = await screen.findByRole('button', { name: 'Remove A Red from wishlist' });
    expect(filled).toHaveAttribute('aria-pressed', 'true');
    expect(filled).toHaveClass('is-on');
    expect(filled.querySelector('path')).toHaveAttribute('fill', 'currentColor');
  });

  it("adds the product and its size, then says 'Product Added to Wishlist!'", async () => {
    signInAs('user');
    const fetch = mockFetch(() => ({ status: 200, message: 'Product Added to Wishlist!' }));
    renderHeart();
    await userEvent.click(screen.getByRole('button', { name: 'Add A Red to wishlist' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Product Added to Wishlist!'));
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/auth/wishlist');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      user_id: 7,
      product_id: 5,
      product_variation_id: 1,
      product_value_id: 7,
    });
  });

  it("shows a 404 body's message as a warning", async () => {
    signInAs('user');
    mockFetch(() => ({ status: 404, message: 'This product is already in your wishlist.' }));
    renderHeart();
    await userEvent.click(screen.getByRole('button', { name: 'Add A Red to wishlist' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('warn', 'This product is already in your wishlist.'));
    expect(notify).not.toHaveBeenCalledWith('success', expect.anything());
  });

  it("removes a saved product by its wishlist_id and says 'Product Successfully Removed from Wishlist!'", async () => {
    signInAs('user');
    const fetch = mockFetch(() => ({ status: 200, message: 'Product Successfully Removed from Wishlist!' }));
    renderHeart([wishlistItem({ wishlist_id: 31, id: 5, route: 'a-red' })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove A Red from wishlist' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Product Successfully Removed from Wishlist!'));
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/auth/wishlist/31');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });
});
