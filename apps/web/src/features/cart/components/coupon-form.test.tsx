import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/stores/cart-store';
import { cartItem, cartResponse, variation } from '@/testing/fixtures';
import { mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { CartView } from './cart-view';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

const CART = cartResponse([cartItem({ price_variation: [variation({ price: 120 })] })]);
const OFFERS = [
  {
    name: 'WELCOME10',
    description: '10% off your first order',
    kind: 'percent',
    value: 10,
    min_order: 0,
    max_discount: null,
    category_ids: [],
    expires_at: null,
  },
];

// The coupon lives in memory for the whole run: every test starts without one.
beforeEach(() => useCartStore.getState().clearCoupon());

function answer(check: unknown) {
  return mockFetch((url) =>
    url.endsWith('/check-available-coupon') ? check : url.endsWith('/coupons') ? OFFERS : CART,
  );
}

describe('coupon on /cart (POST /check-available-coupon, GET /coupons)', () => {
  it('applies an accepted coupon: its line in the summary and the total less its value', async () => {
    signInAs('user');
    const fetch = answer({ status: 200, message: 'Coupon applied!', coupon_value: 12, name: 'WELCOME10' });
    renderWithApp(<CartView />);
    await userEvent.type(await screen.findByLabelText('Have a coupon?'), ' welcome10 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByText('Coupon WELCOME10', { selector: 'dt' })).toBeInTheDocument());
    const check = fetch.mock.calls.find(([url]) => String(url).endsWith('/check-available-coupon'));
    expect(JSON.parse(String(check?.[1]?.body))).toEqual({ user_id: 7, coupon_id: 'welcome10' });
    expect(notify).toHaveBeenCalledWith('success', 'Coupon applied!');
    // 120 − 12 = 108 of goods: still above 100, so delivery stays free.
    expect(screen.getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent('AED 108.00');
    expect(useCartStore.getState().coupon).toMatchObject({ code: 'WELCOME10', value: 12, goodsFils: 12000 });
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(screen.getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent('AED 120.00');
  });

  it("shows a refused coupon's reason (body status 400) beside the field", async () => {
    signInAs('user');
    answer({ status: 400, message: 'This coupon is not valid.' });
    renderWithApp(<CartView />);
    await userEvent.type(await screen.findByLabelText('Have a coupon?'), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon is not valid.');
    expect(notify).toHaveBeenCalledWith('error', 'This coupon is not valid.');
    expect(useCartStore.getState().coupon).toBeNull();
  });

  it('offers the coupons this shopper may use, applied with one tap', async () => {
    signInAs('user');
    const fetch = answer({ status: 200, message: 'Coupon applied!', coupon_value: 12, name: 'WELCOME10' });
    renderWithApp(<CartView />);
    await userEvent.click(await screen.findByRole('button', { name: /WELCOME10/ }));
    await waitFor(() => expect(useCartStore.getState().coupon?.code).toBe('WELCOME10'));
    const check = fetch.mock.calls.find(([url]) => String(url).endsWith('/check-available-coupon'));
    expect(JSON.parse(String(check?.[1]?.body))).toMatchObject({ coupon_id: 'WELCOME10' });
  });
});
