import { describe, expect, it } from 'vitest';
import { isAtLeastAge, isIsoDate, latestBirthDate } from './dates.ts';

describe('dates', () => {
  it('knows real calendar dates', () => {
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2001-02-29')).toBe(false);
    expect(isIsoDate('2001-13-01')).toBe(false);
    expect(isIsoDate('1/2/2001')).toBe(false);
  });

  it('gives the dob maximum of today minus 21 years, leap days included', () => {
    expect(latestBirthDate(new Date('2026-11-24T10:00:00Z'), 21)).toBe('2005-11-24');
    expect(latestBirthDate(new Date('2024-02-29T10:00:00Z'), 21)).toBe('2003-02-28');
    // 21:30 UTC on 26 November is 01:30 on the 27th in the UAE: the shop's day counts.
    expect(latestBirthDate(new Date('2026-11-26T21:30:00Z'), 21)).toBe('2005-11-27');
    expect(latestBirthDate(new Date('2026-11-26T19:30:00Z'), 21)).toBe('2005-11-26');
  });

  it('counts someone 21 on their birthday, not the day before', () => {
    const today = new Date('2026-11-24T10:00:00Z');
    expect(isAtLeastAge('2005-11-24', today, 21)).toBe(true);
    expect(isAtLeastAge('2005-11-25', today, 21)).toBe(false);
    expect(isAtLeastAge('not a date', today, 21)).toBe(false);
  });
});
