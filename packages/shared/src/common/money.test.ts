import { describe, expect, it } from 'vitest';
import { aedToFils, filsToAed, formatAed } from './money.ts';

describe('money', () => {
  it('converts between AED and integer fils exactly', () => {
    expect(aedToFils(19.99)).toBe(1999);
    expect(aedToFils('0.1')).toBe(10);
    expect(aedToFils(1.005)).toBe(101);
    expect(filsToAed(1999)).toBe(19.99);
    expect(filsToAed(aedToFils(0.1) + aedToFils(0.2))).toBe(0.3);
  });
  it('refuses what is not an amount', () => {
    expect(() => aedToFils('abc')).toThrow(RangeError);
    expect(() => aedToFils(Number.NaN)).toThrow(RangeError);
  });
  it('formats AED with two decimals and thousands separators', () => {
    expect(formatAed(1249.5)).toBe('AED 1,249.50');
    expect(formatAed(15)).toBe('AED 15.00');
  });
});
