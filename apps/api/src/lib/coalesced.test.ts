import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesced } from './coalesced.ts';

describe('coalesced', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once after a quiet spell, and once more at the end of the window for every call within it', () => {
    const work = vi.fn();
    const trigger = coalesced(work, 100);
    trigger();
    expect(work).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 50; i++) trigger();
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(99);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledTimes(2);
    trigger();
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('waits only for what is left of the window', () => {
    const work = vi.fn();
    const trigger = coalesced(work, 100);
    trigger();
    vi.advanceTimersByTime(70);
    trigger();
    vi.advanceTimersByTime(30);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('forgets a scheduled run when cancelled', () => {
    const work = vi.fn();
    const trigger = coalesced(work, 100);
    trigger();
    trigger();
    trigger.cancel();
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
