/**
 * Blocking time counted from the main thread's own time (issue 24), beside Lighthouse's TBT. Lighthouse's simulation
 * slows each task by the CPU slowdown whole, waiting included; on a small machine the main thread of a first visit
 * spends much of a long task waiting for the browser process (its font lookups, answered while the browser is busy
 * with the trace), which a phone does not do. Here each task after the first contentful paint counts its thread time
 * (`tdur`) times the slowdown, less 50 ms. A diagnostic, not Lighthouse's figure: it leaves out all waiting, a phone's
 * own included.
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    name?: string;
    frame?: string;
    data?: { frames?: Array<{ frame: string; processId?: number; url: string }> };
  };
}

/** The names Chromium gives a task of the main thread's scheduler (those Lighthouse reads as tasks too). */
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);
const LONG_MS = 50;

/** The blocking ms of the page's main thread from its thread time, or undefined when the trace does not say. */
export function threadTimeBlocking(events: readonly TraceEvent[], slowdown: number): number | undefined {
  // The page's main thread is where its main frame's first contentful paint is recorded: the navigation may have
  // moved the frame to another renderer process than the one it started in (about:blank).
  const mainFrame = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.frame;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.args?.frame === mainFrame);
  if (!fcp) return undefined;
  const { pid, tid } = fcp;
  const tasks = events
    .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && TASKS.has(e.name) && e.ts >= fcp.ts)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let blocking = 0;
  let end = -Infinity;
  for (const task of tasks) {
    // Only the outermost of nested task events.
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    // A task recorded without its thread time (rare) counts its whole length.
    blocking += Math.max(0, ((task.tdur ?? task.dur ?? 0) / 1000) * slowdown - LONG_MS);
  }
  return blocking;
}
