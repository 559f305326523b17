import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { variation } from '@/testing/fixtures';
import { useAppStore } from '@/stores/app-store';
import { jsonResponse, mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { AddToCartButton } from '../components/add-to-cart-button';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

beforeEach(() => signInAs('user'));

/** Spec section 9: cart toasts last 800 ms. */
const CART_TOAST = { autoClose: 800 };

async function addToCart(answer: () => unknown) {
  const fetch = mockFetch(answer);
  renderWithApp(
    <AddToCartButton product={{ id: 5, route: 'a-red', name: 'A Red', variation: variation({ product_id: 5 }) }} />,
  );
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

describe("'Add To Cart' while its item is being added (spec section 2)", () => {
  it('is disabled until the add and the cart refetch are done, then enabled again', async () => {
    let finish: (value: unknown) => void = () => {};
    const fetch = mockFetch((url) =>
      url.endsWith('/auth/carts')
        ? new Promise((resolve) => (finish = resolve))
        : { status: 404, message: 'Cart is Empty' },
    );
    renderWithApp(
      <AddToCartButton product={{ id: 5, route: 'a-red', name: 'A Red', variation: variation({ product_id: 5 }) }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    const busy = await screen.findByRole('button', { name: 'Adding…' });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    expect(fetch).toHaveBeenCalledTimes(1);
    finish({ status: 200, message: 'Product Added to Cart!' });
    expect(await screen.findByRole('button', { name: 'Add To Cart' })).toBeEnabled();
  });
});

describe('add to cart before it reaches the server (spec section 5)', () => {
  it('asks a guest to log in, and sends nothing', async () => {
    useAppStore.getState().logout();
    const fetch = mockFetch(() => ({ status: 200 }));
    renderWithApp(
      <AddToCartButton product={{ id: 5, route: 'a-red', name: 'A Red', variation: variation({ product_id: 5 }) }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(notify).toHaveBeenCalledWith('warn', 'Please Login First!');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a first size with stock 0: "Can\'t add to cart, item is out of stock"', async () => {
    const fetch = mockFetch(() => ({ status: 200 }));
    renderWithApp(
      <AddToCartButton
        product={{ id: 5, route: 'a-red', name: 'A Red', variation: variation({ product_id: 5, stock: 0 }) }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(notify).toHaveBeenCalledWith('warn', "Can't add to cart, item is out of stock", CART_TOAST);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of bad input rather than a generic text", async () => {
    await addToCart(() => jsonResponse(400, { error: 'qty must be 99 or fewer.', code: 'VALIDATION_FAILED' }));
    expect(notify).toHaveBeenCalledWith('error', 'qty must be 99 or fewer.', CART_TOAST);
  });
});
