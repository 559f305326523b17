import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADER_FETCH_DEBOUNCE_MS, useHeaderFetch } from './use-header-fetch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('header fetch debounce (spec section 4)', () => {
  it('waits 1 second after the header loads', () => {
    const { result } = renderHook(() => useHeaderFetch(7));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(HEADER_FETCH_DEBOUNCE_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('starts over when the account changes, and never fetches for a guest', () => {
    const { result, rerender } = renderHook(({ id }: { id: number | null }) => useHeaderFetch(id), {
      initialProps: { id: 7 as number | null },
    });
    act(() => vi.advanceTimersByTime(HEADER_FETCH_DEBOUNCE_MS));
    rerender({ id: 8 });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(HEADER_FETCH_DEBOUNCE_MS));
    expect(result.current).toBe(true);
    rerender({ id: null });
    act(() => vi.advanceTimersByTime(HEADER_FETCH_DEBOUNCE_MS));
    expect(result.current).toBe(false);
  });
});
