import { describe, expect, it } from 'vitest';
import { maxFromSlug } from './get-listing';

describe('shop-by-price slug (spec section 2)', () => {
  it('takes the number before the first dash as the maximum price', () => {
    expect(maxFromSlug('50-under-aed-50')).toBe(50);
    expect(maxFromSlug('500-under-aed-500')).toBe(500);
    expect(maxFromSlug('250')).toBe(250);
  });

  it('rejects a slug without a usable number', () => {
    expect(maxFromSlug('under-aed-50')).toBeNull();
    expect(maxFromSlug('0-free')).toBeNull();
  });
});
