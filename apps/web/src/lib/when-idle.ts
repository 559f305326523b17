/** The latest an idle task waits when the browser is never idle. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` when the browser is next idle, and at the latest after `IDLE_TIMEOUT_MS`. Browsers without
 * requestIdleCallback (Safari) run it after that time instead.
 */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(task, IDLE_TIMEOUT_MS);
}
