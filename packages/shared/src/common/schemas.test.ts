import { describe, expect, it } from 'vitest';
import { toPaged } from './paging.ts';
import { PageQuerySchema } from './schemas.ts';

describe('toPaged', () => {
  it('gives the Laravel-style page block', () => {
    expect(toPaged(Array(12).fill(0), 1, 30)).toMatchObject({
      current_page: 1,
      last_page: 3,
      per_page: 12,
      from: 1,
      to: 12,
      total: 30,
    });
    expect(toPaged(Array(6).fill(0), 3, 30)).toMatchObject({ from: 25, to: 30 });
  });
  it('has one page even when empty, and null bounds past the end', () => {
    expect(toPaged([], 1, 0)).toMatchObject({ last_page: 1, from: null, to: null });
    expect(toPaged([], 5, 30)).toMatchObject({ current_page: 5, last_page: 3, from: null, to: null });
  });
});

describe('PageQuerySchema', () => {
  it('defaults to page 1 and accepts whole numbers from 1', () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1 });
    expect(PageQuerySchema.parse({ page: '4' })).toEqual({ page: 4 });
    expect(PageQuerySchema.parse({ page: ' 12 ' })).toEqual({ page: 12 });
  });
  it.each(['', '0', 'undefined', ' '])(
    "reads %j, which the spec's client sends for its first page, as page 1",
    (page) => {
      expect(PageQuerySchema.parse({ page })).toEqual({ page: 1 });
    },
  );
  it.each([
    ['-2', 'page must be 1 or more.'],
    ['-0', 'page must be 1 or more.'],
    ['1.5', 'page must be a whole number.'],
    ['1e3', 'page must be a whole number.'],
    ['0x10', 'page must be a whole number.'],
    ['x', 'page must be a number.'],
    ['abc', 'page must be a number.'],
    ['null', 'page must be a number.'],
    ['100001', 'page is too large.'],
  ])('refuses %s: %s', (page, message) => {
    const result = PageQuerySchema.safeParse({ page });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['page', message]]);
  });
  it('refuses a repeated page (an array)', () => {
    expect(PageQuerySchema.safeParse({ page: ['1', '2'] }).success).toBe(false);
  });
});
