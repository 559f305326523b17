/** The longest wait between two looks at the schedule: it also learns of items scheduled on other replicas. */
export const SCHEDULE_LOOK_MS = 60_000;

const MARGIN_MS = 50;

export interface PublicationClockDeps {
  /** When the next scheduled item goes live, or null when nothing is scheduled. */
  nextPublication: () => Promise<Date | null>;
  /** Refreshes the answers that the item going live changes (its kind's cache tags). */
  publish: () => Promise<void>;
  onError: (err: unknown) => void;
  lookMs?: number;
  now?: () => number;
}

/**
 * Makes scheduled posts and news appear at their time without a write (issue 26). The public reads already leave out
 * what is dated in the future (`published_at <= now()`), so only cached answers can show a list from before the
 * time: at that time this clock drops its kind's cached answers (by tag, decision 004), and the next read builds
 * with the item in. It sleeps until the next scheduled time, or `lookMs` at most, so an item scheduled on another
 * replica (or by hand in the database) is learnt within that; a write here calls `rearm` to learn at once.
 */
export function startPublicationClock({
  nextPublication,
  publish,
  onError,
  lookMs = SCHEDULE_LOOK_MS,
  now = Date.now,
}: PublicationClockDeps) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** The time the clock last waited for: reaching it publishes. */
  let due: number | null = null;
  /** Counts the looks at the schedule, so a slow look that began before a write cannot undo a later one. */
  let looks = 0;

  const arm = async (): Promise<void> => {
    if (stopped) return;
    const look = ++looks;
    clearTimeout(timer);
    let next: number | null = null;
    try {
      next = (await nextPublication())?.getTime() ?? null;
    } catch (err) {
      onError(err);
    }
    // A later look (after a write) saw at least as much as this one: its timer stands.
    if (stopped || look !== looks) return;
    clearTimeout(timer);
    // A little after the time: the database's clock decides what is live, and it may lag this one slightly.
    const at = next === null ? null : next + MARGIN_MS;
    const wait = at === null ? lookMs : Math.min(lookMs, Math.max(0, at - now()));
    due = at !== null && at - now() <= lookMs ? at : null;
    timer = setTimeout(() => void tick(), wait);
    timer.unref();
  };

  const tick = async (): Promise<void> => {
    if (due !== null) {
      // A timer counts from the event loop's cached time, so it can fire a little before this clock reaches its time.
      // Looking at the schedule then would miss the item: by the time the read runs, it may be live, no longer due.
      const early = due - now();
      if (early > 0) {
        timer = setTimeout(() => void tick(), early);
        timer.unref();
        return;
      }
      due = null;
      await publish().catch(onError);
    }
    await arm();
  };

  void arm();
  return {
    /** Looks at the schedule again (after a write that may have changed it). */
    rearm: () => arm(),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

export type PublicationClock = ReturnType<typeof startPublicationClock>;
