import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, signInAs } from '@/testing/test-utils';
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
