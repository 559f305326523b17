import type { FastifyBaseLogger } from 'fastify';

const HOUR_MS = 60 * 60_000;

/**
 * Runs jobs every `periodMs`: each job is idempotent and decides for itself what is due, so a restart or a missed
 * run costs nothing. The first run waits `firstDelayMs`, so a starting server serves first. Returns the function
 * that stops it.
 */
export function every(
  periodMs: number,
  jobs: Record<string, () => Promise<unknown>>,
  log: FastifyBaseLogger,
  firstDelayMs = 15_000,
): () => void {
  const run = () => {
    for (const [name, job] of Object.entries(jobs)) {
      void job().catch((err: unknown) =>
        log.warn({ err, job: name, next_in_ms: periodMs }, 'a scheduled job failed; it runs again later'),
      );
    }
  };
  const first = setTimeout(run, firstDelayMs);
  const repeat = setInterval(run, periodMs);
  first.unref();
  repeat.unref();
  return () => {
    clearTimeout(first);
    clearInterval(repeat);
  };
}

/** Jobs that must happen once a day (gifts, expired uploads), run every hour. */
export function everyHour(
  jobs: Record<string, () => Promise<unknown>>,
  log: FastifyBaseLogger,
  firstDelayMs = 15_000,
): () => void {
  return every(HOUR_MS, jobs, log, firstDelayMs);
}
