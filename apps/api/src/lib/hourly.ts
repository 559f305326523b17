import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs jobs that must happen once a day (gifts, expired uploads) every hour, so a restart or a missed hour costs
 * nothing: each job is idempotent and decides for itself what is due. The first run waits `firstDelayMs`, so a
 * starting server serves first. Returns the function that stops it.
 */
export function everyHour(
  jobs: Record<string, () => Promise<unknown>>,
  log: FastifyBaseLogger,
  firstDelayMs = 15_000,
): () => void {
  const run = () => {
    for (const [name, job] of Object.entries(jobs)) {
      void job().catch((err: unknown) =>
        log.warn({ err, job: name }, 'a scheduled job failed; it runs again in an hour'),
      );
    }
  };
  const first = setTimeout(run, firstDelayMs);
  const hourly = setInterval(run, 60 * 60_000);
  first.unref();
  hourly.unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}
