import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useCountdown } from './use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('countdown (spec section 9)', () => {
  it('shows m:ss, the verification popup starting at 9:59', () => {
    expect(formatCountdown(599)).toBe('9:59');
    expect(formatCountdown(30)).toBe('0:30');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('counts down each second and stops at zero', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.running).toBe(false);
    act(() => result.current.start(30));
    expect(result.current).toMatchObject({ remaining: 30, running: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(29);
    act(() => vi.advanceTimersByTime(28_000));
    expect(result.current).toMatchObject({ remaining: 1, running: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });

  it('starts again from the top', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(599));
    act(() => vi.advanceTimersByTime(100_000));
    expect(result.current.remaining).toBe(499);
    act(() => result.current.start(599));
    expect(result.current.remaining).toBe(599);
  });
});
