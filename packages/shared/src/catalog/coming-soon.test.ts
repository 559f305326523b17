import { describe, expect, it } from 'vitest';
import { isComingSoon } from './coming-soon.ts';

describe('coming-soon categories (spec section 8)', () => {
  it('are others, cigars and liquor-chocolate, at either level and in any case', () => {
    expect(isComingSoon('others')).toBe(true);
    expect(isComingSoon('spirits', 'cigars')).toBe(true);
    expect(isComingSoon('Liquor-Chocolate', undefined)).toBe(true);
    expect(isComingSoon('wine', 'red-wine')).toBe(false);
    expect(isComingSoon(null)).toBe(false);
  });
});
