import { describe, expect, it } from 'vitest';
import { PageQuerySchema, toPaged } from './schemas.ts';

describe('toPaged', () => {
  it('gives the Laravel-style page block', () => {
    expect(toPaged(Array(12).fill(0), 1, 30)).toMatchObject({ current_page: 1, last_page: 3, per_page: 12, from: 1, to: 12, total: 30 });
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
  });
  it.each(['0', '-2', '1.5', 'x'])('refuses %s', (page) => {
    expect(PageQuerySchema.safeParse({ page }).success).toBe(false);
  });
});
