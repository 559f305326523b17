import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cartItem, cartResponse, variation } from '@/testing/fixtures';
import { jsonResponse, mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { CartView } from './cart-view';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

const CART_TOAST = { autoClose: 800 };
const beer = (patch = {}) =>
  cartItem({
    cart_id: 3,
    id: 29,
    route: 'brown-ale',
    name: 'Brown Ale',
    qty: 2,
    category: { id: 1, route: 'beer', name: 'Beer', title: 'Beer' },
    is_wine: false,
    price_variation: [variation({ product_id: 29, price: 13.5, stock: 40, value: '355 ml' })],
    ...patch,
  });
const wine = (cartId: number, price: number, patch = {}) =>
  cartItem({
    cart_id: cartId,
    id: 100 + cartId,
    route: `wine-${cartId}`,
    name: `Wine ${cartId}`,
    price_variation: [variation({ product_id: 100 + cartId, price, stock: 9 })],
    ...patch,
  });

/** The summary row whose term is `label`, as its definition's text. */
function row(label: string | RegExp): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('/cart for a guest', () => {
  it("reads 'Cart is Empty' without a fetch", () => {
    const fetch = mockFetch(() => cartResponse([wine(1, 49)]));
    renderWithApp(<CartView />);
    expect(screen.getByText('Cart is Empty')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('/cart (spec sections 4, 8 and 9)', () => {
  it("shows 'Cart is Empty' for a body status 404", async () => {
    signInAs('user');
    mockFetch(() => ({ status: 404, message: 'Cart is Empty' }));
    renderWithApp(<CartView />);
    expect(await screen.findByText('Cart is Empty')).toBeInTheDocument();
  });

  it('shows the lines and the totals: the wine offer line and free delivery above 100 AED', async () => {
    signInAs('user');
    mockFetch(() => cartResponse([wine(1, 49), wine(2, 144), beer()]));
    renderWithApp(<CartView />);
    expect(await screen.findByRole('link', { name: 'Wine 1' })).toHaveAttribute('href', '/product/wine/wine-1');
    expect(row('Subtotal (4 items)')).toBe('AED 220.00');
    // The cheaper wine of the pair is half price: 49 / 2.
    expect(row(/^Wine offer/)).toBe('− AED 24.50');
    expect(row('Delivery')).toBe('Free');
    expect(row('Total')).toBe('AED 195.50');
    expect(screen.queryByText(/^Free delivery on orders above/)).toBeNull();
  });

  it('charges 15 AED delivery up to 100 AED and says when it is free; no offer line without a pair of wines', async () => {
    signInAs('user');
    mockFetch(() => cartResponse([wine(1, 49)]));
    renderWithApp(<CartView />);
    expect(await screen.findByText('Delivery')).toBeInTheDocument();
    expect(row('Delivery')).toBe('AED 15.00');
    expect(row('Total')).toBe('AED 64.00');
    expect(screen.queryByText(/^Wine offer/, { selector: 'dt' })).toBeNull();
    expect(screen.getByText('Free delivery on orders above AED 100.')).toBeInTheDocument();
    expect(screen.getByText('Buy 1 wine, get the second up to 50% off (wines under AED 250).')).toBeInTheDocument();
  });

  it('changes a quantity by sending every line with its quantity, then refetches', async () => {
    signInAs('user');
    let lines = [wine(1, 49), beer()];
    const fetch = mockFetch((url, body) => {
      if (url.endsWith('/auth/update-cart')) {
        const sent = (body as { cart: Array<{ cart_id: number; qty: number }> }).cart;
        lines = lines.map((l) => ({ ...l, qty: sent.find((s) => s.cart_id === l.cart_id)?.qty ?? l.qty }));
        return { status: 200, message: 'Cart updated.' };
      }
      return cartResponse(lines);
    });
    renderWithApp(<CartView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Wine 1' }));
    await waitFor(() => expect(row(/^Subtotal/)).toBe('AED 125.00'));
    const update = fetch.mock.calls.find(([url]) => String(url).endsWith('/auth/update-cart'));
    expect(JSON.parse(String(update?.[1]?.body))).toEqual({
      user_id: 7,
      cart: [
        { cart_id: 1, qty: 2 },
        { cart_id: 3, qty: 2 },
      ],
    });
    expect(screen.getByLabelText('Quantity of Wine 1')).toHaveValue(2);
    expect(row(/^Wine offer/)).toBe('− AED 24.50');
  });

  it("shows the server's refusal of a quantity clearly, and keeps the old one", async () => {
    signInAs('user');
    mockFetch((url) =>
      url.endsWith('/auth/update-cart')
        ? jsonResponse(422, {
            error: 'Only 9 left in stock.',
            code: 'VALIDATION_FAILED',
            errors: { cart: ['Only 9 left in stock.'] },
          })
        : cartResponse([wine(1, 49)]),
    );
    renderWithApp(<CartView />);
    const input = await screen.findByLabelText('Quantity of Wine 1');
    await userEvent.clear(input);
    await userEvent.type(input, '12{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 9 left in stock.');
    expect(notify).toHaveBeenCalledWith('error', 'Only 9 left in stock.', CART_TOAST);
    expect(input).toHaveValue(1);
  });

  it("removes a line: 'Product Successfully Removed from Cart!' for 800 ms, then the refetched cart", async () => {
    signInAs('user');
    let lines = [wine(1, 49), beer()];
    const fetch = mockFetch((url, _body, init) => {
      if (init?.method === 'DELETE') {
        lines = lines.filter((l) => !url.endsWith(`/remove-cart/${l.cart_id}`));
        return { status: 200, message: 'Product Successfully Removed from Cart!' };
      }
      return cartResponse(lines);
    });
    renderWithApp(<CartView />);
    const beerLine = (await screen.findByRole('link', { name: 'Brown Ale' })).closest('li')!;
    await userEvent.click(within(beerLine).getByRole('button', { name: 'Remove Brown Ale from cart' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Brown Ale' })).toBeNull());
    expect(notify).toHaveBeenCalledWith('success', 'Product Successfully Removed from Cart!', CART_TOAST);
    expect(
      fetch.mock.calls.some(([url, init]) => String(url) === '/api/v1/auth/remove-cart/3' && init?.method === 'DELETE'),
    ).toBe(true);
    expect(row(/^Subtotal/)).toBe('AED 49.00');
  });
});
