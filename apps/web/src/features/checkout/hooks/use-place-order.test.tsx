import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useCartStore } from '@/stores/cart-store';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import { usePlaceOrder, type PlaceOrderInput } from './use-place-order';

const PLACED = '/checkout?status=success&order=CEL-000042';
const input: PlaceOrderInput = {
  order: { fulfilment: 'delivery', address_id: 3, slot: '2030-01-01T06:00:00.000Z', payment: 'cash' },
  eid: new File(['id'], 'eid.png', { type: 'image/png' }),
};

function renderPlaceOrder(
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePlaceOrder(), { wrapper });
}

const keyOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string>)['Idempotency-Key'];

describe('placing an order', () => {
  it('retries with the same Idempotency-Key and uploads the Emirates ID once', async () => {
    let makeOrderCalls = 0;
    const fetch = mockFetch((url) => {
      if (url.endsWith('/auth/upload-eid')) return { status: 200, message: 'Emirates ID uploaded.', eid: '5' };
      makeOrderCalls++;
      // The first answer is lost on the way back (the server may have placed the order).
      if (makeOrderCalls === 1) throw new TypeError('Failed to fetch');
      return jsonResponse(200, PLACED);
    });
    const { result } = renderPlaceOrder();

    await act(() => result.current.mutateAsync(input).catch(() => null));
    const placed = await act(() => result.current.mutateAsync(input));
    expect(placed).toEqual({ orderNumber: 'CEL-000042' });

    const orders = fetch.mock.calls.filter(([url]) => String(url).endsWith('/auth/make-order'));
    expect(orders).toHaveLength(2);
    expect(keyOf(orders[0]![1])).toMatch(/^checkout-[\w-]{16,}$/);
    expect(keyOf(orders[1]![1])).toBe(keyOf(orders[0]![1]));
    expect(JSON.parse(String(orders[1]![1]!.body))).toMatchObject({ eid: '5', address_id: 3, fulfilment: 'delivery' });
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/auth/upload-eid'))).toHaveLength(1);
  });

  it('a placed order ends the attempt: the next order gets a new key, and the applied coupon is cleared', async () => {
    useCartStore.getState().applyCoupon({ code: 'TENOFF', value: 10 });
    const fetch = mockFetch((url) =>
      url.endsWith('/auth/upload-eid') ? { status: 200, message: '', eid: '5' } : jsonResponse(201, PLACED),
    );
    const { result } = renderPlaceOrder();
    await act(() => result.current.mutateAsync({ ...input, eid: null }));
    await act(() => result.current.mutateAsync({ ...input, eid: null }));
    const [first, second] = fetch.mock.calls.filter(([url]) => String(url).endsWith('/auth/make-order'));
    expect(keyOf(second![1])).not.toBe(keyOf(first![1]));
    expect(useCartStore.getState().coupon).toBeNull();
  });

  it('a key the server says already placed an order starts a new attempt, and shows the cart and orders afresh', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const invalidated: unknown[] = [];
    client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'invalidate') invalidated.push(event.query.queryKey);
    });
    client.setQueryData(['cart', 7], { cart: [], total: 0 });
    client.setQueryData(['orders', 7], []);
    let reused = true;
    const fetch = mockFetch(() =>
      reused
        ? jsonResponse(422, {
            error: 'This Idempotency-Key was used for another request.',
            code: 'IDEMPOTENCY_KEY_REUSED',
          })
        : jsonResponse(201, PLACED),
    );
    const { result } = renderPlaceOrder(client);
    await act(() => result.current.mutateAsync({ ...input, eid: null }).catch(() => null));
    expect(invalidated).toEqual(
      expect.arrayContaining([
        ['cart', 7],
        ['orders', 7],
      ]),
    );
    reused = false;
    await act(() => result.current.mutateAsync({ ...input, eid: null }));
    const [first, second] = fetch.mock.calls.filter(([url]) => String(url).endsWith('/auth/make-order'));
    expect(keyOf(second![1])).not.toBe(keyOf(first![1]));
  });

  it('refetches the cart when the order is refused because the cart is no longer what was shown, and only then', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const refetched: unknown[] = [];
    client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'invalidate') refetched.push(event.query.queryKey);
    });
    client.setQueryData(['cart', 7], { cart: [], total: 0 });
    let answer = {
      status: 409,
      body: { error: 'Prices in your cart have just changed. Please check your cart and place the order again.' },
    };
    mockFetch(() => jsonResponse(answer.status, answer.body));
    const { result } = renderPlaceOrder(client);

    await act(() => result.current.mutateAsync({ ...input, eid: null }).catch(() => null));
    expect(refetched).toEqual([['cart', 7]]);

    answer = { status: 422, body: { error: 'Please choose a delivery slot.' } };
    await act(() => result.current.mutateAsync({ ...input, eid: null }).catch(() => null));
    expect(refetched).toEqual([['cart', 7]]);
  });
});
