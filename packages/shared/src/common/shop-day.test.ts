import { describe, expect, it } from 'vitest';
import { shopDayEnd, shopDayStart } from './shop-clock.ts';

describe("the shop's calendar day", () => {
  it('begins at midnight in the UAE (20:00 UTC the day before) and ends where the next one begins', () => {
    expect(shopDayStart('2026-11-28').toISOString()).toBe('2026-11-27T20:00:00.000Z');
    expect(shopDayEnd('2026-11-28').toISOString()).toBe('2026-11-28T20:00:00.000Z');
  });
});
