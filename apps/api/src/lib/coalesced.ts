/** A trigger for work asked for far more often than it needs to run, and a way to stop what it has scheduled. */
export interface Coalesced {
  (): void;
  cancel(): void;
}

/**
 * Runs `work` when asked, at most once every `windowMs`: a call after a quiet spell runs it at once, and every call
 * within the window of the last run shares one more run at the window's end. `work` reports its own errors.
 */
export function coalesced(work: () => void, windowMs: number): Coalesced {
  let lastRun = Number.NEGATIVE_INFINITY;
  let pending: NodeJS.Timeout | undefined;
  const run = () => {
    pending = undefined;
    lastRun = Date.now();
    work();
  };
  const trigger = () => {
    if (pending) return;
    const wait = lastRun + windowMs - Date.now();
    if (wait <= 0) run();
    else pending = setTimeout(run, wait).unref();
  };
  trigger.cancel = () => {
    clearTimeout(pending);
    pending = undefined;
  };
  return trigger;
}
