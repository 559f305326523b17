import { describe, expect, it } from 'vitest';
import { calendarDate, shopDate, shopDateShort, shopTime } from './shop-date';

describe('shop dates', () => {
  it('writes a moment on its day in Dubai, not in UTC', () => {
    // 20:00 UTC on New Year's Eve is already New Year's Day in Dubai (UTC+4).
    expect(shopDate('2025-12-31T20:00:00.000Z')).toBe('1 January 2026');
    expect(shopDateShort('2025-12-31T20:00:00.000Z')).toBe('1 Jan 2026');
    expect(shopTime('2030-01-01T06:00:00Z')).toBe('1 Jan 2030, 10:00');
  });

  it('keeps a calendar date on its own day', () => {
    expect(calendarDate('1990-04-12')).toBe('12 April 1990');
    expect(calendarDate('2000-01-01')).toBe('1 January 2000');
  });

  it('reads what is not a date as nothing', () => {
    for (const format of [shopDate, shopDateShort, shopTime, calendarDate]) expect(format('soon')).toBe('');
  });
});
