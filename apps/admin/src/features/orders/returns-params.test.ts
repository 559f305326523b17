import { describe, expect, it } from 'vitest';
import { readReturnsParams, returnsSearch } from './returns-params.ts';

describe('the returns screen in the address', () => {
  it('opens on the requested returns, and keeps only a known state and a real page', () => {
    expect(readReturnsParams(new URLSearchParams(''))).toEqual({ state: 'requested', page: 1 });
    expect(readReturnsParams(new URLSearchParams('state=approved&page=3'))).toEqual({ state: 'approved', page: 3 });
    expect(readReturnsParams(new URLSearchParams('state=lost&page=-1'))).toEqual({ state: 'requested', page: 1 });
  });

  it('writes it back without the defaults', () => {
    expect(returnsSearch({ state: 'requested', page: 1 })).toBe('');
    expect(returnsSearch({ state: 'received', page: 2 })).toBe('?state=received&page=2');
  });
});
