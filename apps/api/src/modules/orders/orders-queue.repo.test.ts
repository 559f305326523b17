import { describe, expect, it } from 'vitest';
import { mobileEnding } from './orders-queue.repo.ts';

describe("the queue's search for a mobile", () => {
  it.each([
    ['+971 50 123 4567', '971501234567'],
    ['00971501234567', '971501234567'],
    ['050 123 4567', '501234567'],
    ['(050) 123-4567', '501234567'],
    ['1234567', '1234567'],
  ])('reads %s as the ending %s', (typed, ending) => {
    expect(mobileEnding(typed)).toBe(ending);
  });

  it.each(['CEL-000123', '000123', '123 45', 'layla 0501234567', 'haddad'])('reads %s as no mobile', (typed) => {
    expect(mobileEnding(typed)).toBeNull();
  });
});
