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
    expect(formatAed(0)).toBe('AED 0.00');
    expect(formatAed(1_234_567.8)).toBe('AED 1,234,567.80');
    expect(formatAed(-1249.5)).toBe('AED -1,249.50');
    // Less than half a fils below zero is nothing, not Intl's "-0.00".
    expect(formatAed(-0.004)).toBe('AED 0.00');
  });
  it('writes every amount of fils as Intl.NumberFormat does, including halves of a fils', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0.125, 0.005, 2.675, 999.995, 1_000_000, 12_345_678.9, -0.016];
    for (let fils = -2_000; fils <= 2_000_000; fils += 997) amounts.push(fils / 100);
    for (const aed of amounts) expect(formatAed(aed), String(aed)).toBe(`AED ${intl.format(aed)}`);
  });
});
