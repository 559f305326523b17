import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { variation, wishlistItem } from '@/testing/fixtures';
import { mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { MoveToCartButton } from './move-to-cart-button';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

const SAVED = wishlistItem({
  wishlist_id: 21,
  id: 5,
  route: 'a-red',
  name: 'A Red',
  price_variation: [variation({ product_id: 5, variation_id: 1, variation_value_id: 7 })],
});

function calls(fetch: ReturnType<typeof mockFetch>) {
  return fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
}

describe('from the wishlist to the cart (spec sections 4 and 9)', () => {
  it('adds quantity 1, then removes the line from the wishlist without a wishlist toast', async () => {
    signInAs('user');
    const fetch = mockFetch((url) =>
      url.endsWith('/auth/carts')
        ? { status: 200, message: 'Product Added to Cart!' }
        : { status: 200, message: 'Removed' },
    );
    renderWithApp(<MoveToCartButton item={SAVED} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(calls(fetch)).toContain('DELETE /api/v1/auth/wishlist/21'));
    expect(calls(fetch)[0]).toBe('POST /api/v1/auth/carts');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      user_id: 7,
      product_id: 5,
      product_variation_id: 1,
      product_value_id: 7,
      qty: 1,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeEnabled());
    expect(notify).toHaveBeenCalledWith('success', 'Product Added to Cart!', { autoClose: 800 });
    expect(notify).not.toHaveBeenCalledWith('success', 'Product Successfully Removed from Wishlist!');
  });

  it('keeps the bottle saved when the cart refuses it, and says why', async () => {
    signInAs('user');
    const fetch = mockFetch(() => ({ status: 404, message: 'Only 2 left in stock.' }));
    renderWithApp(<MoveToCartButton item={SAVED} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('warn', 'Only 2 left in stock.', { autoClose: 800 }));
    expect(calls(fetch)).not.toContain('DELETE /api/v1/auth/wishlist/21');
  });

  it('asks a guest to log in', async () => {
    const fetch = mockFetch(() => ({}));
    renderWithApp(<MoveToCartButton item={SAVED} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(notify).toHaveBeenCalledWith('warn', 'Please Login First!');
    expect(fetch).not.toHaveBeenCalled();
  });
});
