import { CART_MESSAGES, ORDER_MESSAGES } from '@shop/shared/rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { Component as Checkout } from './checkout';

describe('/checkout (issue 9)', () => {
  it('says the cart could not be loaded, not that it is empty, and tries again when asked', async () => {
    signInAs('user');
    let cartAnswers = 0;
    mockFetch((url) => {
      if (url.includes('/auth/carts/'))
        return ++cartAnswers === 1
          ? jsonResponse(503, { error: 'Service unavailable', code: 'UNAVAILABLE' })
          : { status: 404, message: CART_MESSAGES.empty };
      if (url.includes('/auth/orders/')) return [];
      return {};
    });
    renderWithApp(<Checkout />, { route: '/checkout' });
    expect(await screen.findByText('Your cart could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText(CART_MESSAGES.empty)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(CART_MESSAGES.empty)).toBeInTheDocument();
    expect(cartAnswers).toBe(2);
  });

  it('back from a card payment that failed: says so above the checkout, whose cart the server gave back', async () => {
    signInAs('user');
    mockFetch((url) => {
      if (url.includes('/auth/carts/')) return { status: 404, message: CART_MESSAGES.empty };
      if (url.includes('/auth/orders/')) return [];
      return {};
    });
    renderWithApp(<Checkout />, { route: '/checkout?status=failed&order=CEL-000042' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.paymentFailed);
  });

  it('shows no payment failure on a plain checkout', async () => {
    signInAs('user');
    mockFetch((url) => (url.includes('/auth/carts/') ? { status: 404, message: CART_MESSAGES.empty } : []));
    renderWithApp(<Checkout />, { route: '/checkout' });
    expect(await screen.findByText(CART_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByText(ORDER_MESSAGES.paymentFailed)).not.toBeInTheDocument();
  });
});
