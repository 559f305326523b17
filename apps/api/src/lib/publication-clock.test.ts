import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPublicationClock } from './publication-clock.ts';

describe('startPublicationClock', () => {
  afterEach(() => vi.useRealTimers());

  it('publishes at the next scheduled time, then waits for the one after', async () => {
    vi.useFakeTimers({ now: 0 });
    const schedule = [5_000, 20_000];
    const published: number[] = [];
    const clock = startPublicationClock({
      nextPublication: async () => {
        const next = schedule.find((t) => t > Date.now());
        return next === undefined ? null : new Date(next);
      },
      publish: async () => void published.push(Date.now()),
      onError: (err) => {
        throw err;
      },
    });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(published).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(published).toEqual([5_050]);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(published).toEqual([5_050, 20_050]);
    // Nothing scheduled: it only looks again now and then, and publishes nothing.
    await vi.advanceTimersByTimeAsync(300_000);
    expect(published).toHaveLength(2);
    clock.stop();
  });

  it('learns of a schedule when rearmed after a write, and of a later one within a minute', async () => {
    vi.useFakeTimers({ now: 0 });
    let scheduled: number | null = null;
    const publish = vi.fn(async () => {});
    const clock = startPublicationClock({
      nextPublication: async () => (scheduled !== null && scheduled > Date.now() ? new Date(scheduled) : null),
      publish,
      onError: () => {},
    });
    await vi.advanceTimersByTimeAsync(1_000);
    scheduled = 3_000;
    await clock.rearm();
    await vi.advanceTimersByTimeAsync(2_100);
    expect(publish).toHaveBeenCalledTimes(1);
    // Written elsewhere: found at the next look, at most a minute later.
    scheduled = 200_000;
    await vi.advanceTimersByTimeAsync(200_100);
    expect(publish).toHaveBeenCalledTimes(2);
    clock.stop();
  });

  it('keeps the timer of the latest look when an earlier, slower look answers after it', async () => {
    vi.useFakeTimers({ now: 0 });
    const answers: Array<(at: Date | null) => void> = [];
    const publish = vi.fn(async () => {});
    const clock = startPublicationClock({
      nextPublication: () => new Promise((resolve) => answers.push(resolve)),
      publish,
      onError: () => {},
    });
    // The look at start is still reading when a write schedules an item and looks again.
    const rearmed = clock.rearm();
    answers[1]!(new Date(2_000));
    await rearmed;
    answers[0]!(null);
    await vi.advanceTimersByTimeAsync(2_100);
    expect(publish).toHaveBeenCalledTimes(1);
    clock.stop();
  });

  it('publishes an item whose timer fired a little before its time, though the database sees it live by then', async () => {
    vi.useFakeTimers({ now: 0 });
    // This clock lags the timers by 10 ms when the timer fires; the database's is already past the item's time.
    let lag = 0;
    const publish = vi.fn(async () => {});
    const clock = startPublicationClock({
      nextPublication: async () => (Date.now() < 1_000 ? new Date(1_000) : null),
      publish,
      onError: () => {},
      now: () => Date.now() - lag,
    });
    await vi.advanceTimersByTimeAsync(10);
    lag = 10;
    await vi.advanceTimersByTimeAsync(1_060);
    expect(publish).toHaveBeenCalledTimes(1);
    clock.stop();
  });

  it('keeps going when the schedule cannot be read', async () => {
    vi.useFakeTimers({ now: 0 });
    const onError = vi.fn();
    let fail = true;
    const publish = vi.fn(async () => {});
    const clock = startPublicationClock({
      nextPublication: async () => {
        if (fail) throw new Error('database away');
        return Date.now() < 70_000 ? new Date(70_000) : null;
      },
      publish,
      onError,
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(onError).toHaveBeenCalledTimes(1);
    fail = false;
    await vi.advanceTimersByTimeAsync(70_100);
    expect(publish).toHaveBeenCalledTimes(1);
    clock.stop();
  });
});
