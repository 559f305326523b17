import { CART_MESSAGES } from '@shop/shared/rules';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import { getCart, getCartQueryOptions } from './get-cart';

describe('getCart (spec section 8)', () => {
  it('logs an unexpected cart status as a warning, and an empty or full cart not at all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(() => ({ status: 404, message: CART_MESSAGES.empty }));
    await getCart(7);
    expect(warn).not.toHaveBeenCalled();

    mockFetch(() => ({ status: 500, message: 'Something broke' }));
    await getCart(7);
    expect(warn).toHaveBeenLastCalledWith('Unexpected cart status', 500);

    mockFetch(() => jsonResponse(503, { error: 'Service unavailable', code: 'UNAVAILABLE' }));
    await expect(getCart(7)).rejects.toThrow();
    expect(warn).toHaveBeenLastCalledWith('Unexpected cart status', 503);
  });

  it('keeps the cart for its whole max age of 600,000 ms, shown or not (spec section 9)', () => {
    expect(getCartQueryOptions(7)).toMatchObject({ staleTime: 600_000, gcTime: 600_000 });
  });
});
