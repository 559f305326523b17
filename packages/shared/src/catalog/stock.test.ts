import { describe, expect, it } from 'vitest';
import { isOutOfStock, isSoldOut, stockLevel } from './stock.ts';

describe('stock rules (spec sections 2 and 5)', () => {
  it('an item is out of stock when its first variation has stock 0, whatever the others have', () => {
    expect(isOutOfStock([{ stock: 0 }, { stock: 9 }])).toBe(true);
    expect(isOutOfStock([{ stock: 3 }, { stock: 0 }])).toBe(false);
    expect(isOutOfStock([])).toBe(true);
  });

  it('a missing size or one with no stock cannot be bought', () => {
    expect(isSoldOut(undefined)).toBe(true);
    expect(isSoldOut({ stock: -1 })).toBe(true);
    expect(isSoldOut({ stock: 1 })).toBe(false);
  });

  it('five or fewer bottles left is running low', () => {
    expect([0, 1, 5, 6, 40].map(stockLevel)).toEqual(['out', 'low', 'low', 'in', 'in']);
  });
});
