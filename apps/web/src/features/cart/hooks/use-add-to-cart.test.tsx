import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { variation } from '@/testing/fixtures';
import { mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { AddToCartButton } from '../components/add-to-cart-button';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

beforeEach(() => signInAs('user'));

/** Spec section 9: cart toasts last 800 ms. */
const CART_TOAST = { autoClose: 800 };

async function addToCart(answer: () => unknown) {
  const fetch = mockFetch(answer);
  renderWithApp(<AddToCartButton product={{ id: 5, route: 'a-red', name: 'A Red', variation: variation({ product_id: 5 }) }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
  await waitFor(() => expect(notify).toHaveBeenCalled());
  return fetch;
}

describe('add to cart toasts (spec sections 8 and 9)', () => {
  it('confirms an add for 800 ms', async () => {
    const fetch = await addToCart(() => ({ status: 200 }));
    expect(notify).toHaveBeenCalledWith('success', 'Product Added to Cart!', CART_TOAST);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/auth/carts');
  });

  it("shows a 404 body's message as a warning for 800 ms", async () => {
    await addToCart(() => ({ status: 404, message: 'Only 2 left in stock.' }));
    expect(notify).toHaveBeenCalledWith('warn', 'Only 2 left in stock.', CART_TOAST);
  });

  it("falls back to 'Oops, Something went wrong!' when the 404 body has no message", async () => {
    await addToCart(() => ({ status: 404 }));
    expect(notify).toHaveBeenCalledWith('warn', 'Oops, Something went wrong!', CART_TOAST);
  });

  it("answers a failed call with 'Oops, Something went wrong!'", async () => {
    await addToCart(() => {
      throw new TypeError('offline');
    });
    expect(notify).toHaveBeenCalledWith('error', 'Oops, Something went wrong!', CART_TOAST);
  });
});
