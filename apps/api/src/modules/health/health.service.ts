import { ServiceUnavailableError } from '../../lib/errors.ts';
import type { HealthRepo } from './health.repo.ts';

export interface HealthServiceDeps {
  repo: HealthRepo;
  /** A readiness check that cannot answer in this time counts as failed: a load balancer must not wait on it. */
  timeoutMs?: number;
}

const READY_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, fallback: T, ms: number): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    void work.then(resolve, () => resolve(fallback)).finally(() => clearTimeout(timer));
  });
}

/** Readiness: the database answers and every migration is applied. */
export function createHealthService({ repo, timeoutMs = READY_TIMEOUT_MS }: HealthServiceDeps) {
  /** Why this replica cannot serve yet, or null when it can. */
  async function notReadyBecause(): Promise<string | null> {
    try {
      await repo.ping();
      const pending = await repo.pendingMigrations();
      return pending === 0 ? null : `${pending} database migration(s) not applied yet.`;
    } catch {
      return 'The database does not answer.';
    }
  }

  return {
    /** Resolves when this replica can take traffic; throws a 503 `NOT_READY` saying why not otherwise. */
    async assertReady(): Promise<void> {
      const problem = await withTimeout(notReadyBecause(), 'The database did not answer in time.', timeoutMs);
      if (problem) throw new ServiceUnavailableError(`Not ready: ${problem}`, 'NOT_READY');
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
