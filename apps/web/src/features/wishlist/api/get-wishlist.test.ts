import { describe, expect, it } from 'vitest';
import { getWishlistQueryOptions } from './get-wishlist';

describe('getWishlistQueryOptions', () => {
  it('keeps the wishlist for its whole max age of 600,000 ms, shown or not (spec section 9)', () => {
    expect(getWishlistQueryOptions(7)).toMatchObject({ staleTime: 600_000, gcTime: 600_000 });
  });
});
