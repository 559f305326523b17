import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cartItem, cartResponse } from '@/testing/fixtures';
import { mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { CartMenu } from './cart-menu';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

async function openCheckout() {
  renderWithApp(<CartMenu />, { route: '/about' });
  await userEvent.click(screen.getByRole('button', { name: /^Cart, \d+ items$/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
}

describe('cart dropdown checkout shortcut (spec section 6)', () => {
  it("warns a guest 'Please Login First to Checkout.' and stays on the page", async () => {
    await openCheckout();
    expect(notify).toHaveBeenCalledWith('warn', 'Please Login First to Checkout.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/about$/);
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Cart, \d+ items$/ })).toHaveFocus();
  });

  it('takes a logged-in user to /checkout', async () => {
    signInAs('user');
    await openCheckout();
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/);
  });

  it('still offers the cart page', async () => {
    renderWithApp(<CartMenu />, { route: '/about' });
    await userEvent.click(screen.getByRole('button', { name: /^Cart, \d+ items$/ }));
    expect(screen.getByText('Cart is Empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'View cart' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/);
  });
});

describe('cart dropdown with lines (spec sections 2 and 4)', () => {
  it('fetches once the header has been there 1 second, then shows the count, the lines, the subtotal and Checkout', async () => {
    signInAs('user');
    const fetch = mockFetch(() =>
      cartResponse([
        cartItem({ cart_id: 4, name: 'A Red', qty: 2 }),
        cartItem({ cart_id: 5, id: 2, route: 'a-white', name: 'A White' }),
      ]),
    );
    renderWithApp(<CartMenu />, { route: '/about' });
    expect(fetch).not.toHaveBeenCalled();
    // Spec section 4: debounced 1 second.
    const toggle = await screen.findByRole('button', { name: 'Cart, 3 items' }, { timeout: 3000 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/auth/carts/7');
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'A Red' })).toHaveAttribute('href', '/product/wine/test-wine');
    expect(screen.getByText('2 × 750 ml · AED 200.00')).toBeInTheDocument();
    expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent('AED 300.00');
    expect(screen.queryByText('Cart is Empty')).toBeNull();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeInTheDocument();
  });

  it("removes a line from the dropdown with 'Product Successfully Removed from Cart!'", async () => {
    signInAs('user');
    let lines = [cartItem({ cart_id: 4, name: 'A Red' })];
    mockFetch((url, _body, init) => {
      if (init?.method === 'DELETE') {
        lines = [];
        return { status: 200, message: 'Product Successfully Removed from Cart!' };
      }
      return cartResponse(lines);
    });
    renderWithApp(<CartMenu />, { route: '/about' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cart, 1 items' }, { timeout: 3000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove A Red from cart' }));
    expect(await screen.findByText('Cart is Empty')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith('success', 'Product Successfully Removed from Cart!', { autoClose: 800 });
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });
});
