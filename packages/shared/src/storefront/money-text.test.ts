import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_LIMIT_FILS, SHIPPING_CHARGE_FILS } from '../common/constants.ts';
import { aedAmount, aedText } from './money-text.ts';

describe('amounts in shop copy', () => {
  it('writes whole dirhams without decimals and others with two', () => {
    expect(aedText(FREE_SHIPPING_LIMIT_FILS)).toBe('AED 100');
    expect(aedText(SHIPPING_CHARGE_FILS)).toBe('AED 15');
    expect(aedAmount(1250)).toBe('12.50');
    expect(aedText(125_000_00)).toBe('AED 125,000');
  });
});
