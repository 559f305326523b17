import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/stores/cart-store';
import { mockFetch, signInAs } from '@/testing/test-utils';
import { useCouponSync } from './use-coupon-sync';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

beforeEach(() => {
  signInAs('user');
  useCartStore.getState().applyCoupon({ code: 'TENPC', value: 12, goodsFils: 12000 });
});

describe('the applied coupon follows the cart', () => {
  it('is checked again when the goods change, and takes the new amount', async () => {
    const fetch = mockFetch(() => ({ status: 200, message: 'Coupon applied!', coupon_value: 24, name: 'TENPC' }));
    const { rerender } = renderHook(({ goods }: { goods: number | null | undefined }) => useCouponSync(goods), {
      initialProps: { goods: 12000 as number | null | undefined },
    });
    expect(fetch).not.toHaveBeenCalled();
    rerender({ goods: 24000 });
    await waitFor(() => expect(useCartStore.getState().coupon).toEqual({ code: 'TENPC', value: 24, goodsFils: 24000 }));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ user_id: 7, coupon_id: 'TENPC' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('goes away with a warning when the smaller cart no longer qualifies', async () => {
    mockFetch(() => ({ status: 400, message: 'This coupon needs an order of at least AED 100.00.' }));
    renderHook(() => useCouponSync(5000));
    await waitFor(() => expect(useCartStore.getState().coupon).toBeNull());
    expect(notify).toHaveBeenCalledWith('warn', 'This coupon needs an order of at least AED 100.00.');
  });

  it('goes away with an empty cart, and stays while the cart is not known yet', () => {
    const fetch = mockFetch(() => ({}));
    const { rerender } = renderHook(({ goods }: { goods: number | null | undefined }) => useCouponSync(goods), {
      initialProps: { goods: undefined as number | null | undefined },
    });
    expect(useCartStore.getState().coupon).not.toBeNull();
    rerender({ goods: null });
    expect(useCartStore.getState().coupon).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
