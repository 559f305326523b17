import { describe, expect, it } from 'vitest';
import { periodsOf, periodStart, reportSpan } from './report-periods.ts';

describe('report periods', () => {
  it('start a week on its Monday and a month on its first day', () => {
    expect(periodStart('week', '2026-03-01')).toBe('2026-02-23'); // a Sunday
    expect(periodStart('week', '2026-03-02')).toBe('2026-03-02'); // a Monday
    expect(periodStart('month', '2026-02-28')).toBe('2026-02-01');
    expect(periodStart('day', '2026-02-28')).toBe('2026-02-28');
  });

  it('list every period touching the span, across a year end and a leap day', () => {
    expect(periodsOf('day', { from: '2028-02-28', to: '2028-03-01' })).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(periodsOf('week', { from: '2025-12-31', to: '2026-01-12' })).toEqual([
      '2025-12-29',
      '2026-01-05',
      '2026-01-12',
    ]);
    expect(periodsOf('month', { from: '2025-11-30', to: '2026-01-01' })).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
    ]);
  });

  it('cover the last 30 days up to today in the UAE when no day is given', () => {
    // 22:00 UTC on 31 March is already 1 April in the UAE.
    const now = new Date('2026-03-31T22:00:00Z');
    expect(reportSpan({}, now)).toEqual({ from: '2026-03-03', to: '2026-04-01' });
    expect(reportSpan({ from: '2026-01-01' }, now)).toEqual({ from: '2026-01-01', to: '2026-04-01' });
    expect(reportSpan({ to: '2026-01-30' }, now)).toEqual({ from: '2026-01-01', to: '2026-01-30' });
    // A start alone covers at most the longest span, and a start after today that day alone.
    expect(reportSpan({ from: '2020-01-01' }, now)).toEqual({ from: '2020-01-01', to: '2021-12-31' });
    expect(reportSpan({ from: '2026-05-01' }, now)).toEqual({ from: '2026-05-01', to: '2026-05-01' });
  });
});
