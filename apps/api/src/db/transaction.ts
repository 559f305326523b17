import type { Database } from './client.ts';

/**
 * Runs `work` against repositories that share one transaction (decision 008). It is the one way the API groups
 * writes: every repository is a factory over a `Database`, and a transaction is a `Database` too, so the same
 * repository code runs inside or outside one. Services receive a `UnitOfWork` and never see Drizzle:
 *
 *   const checkout = unitOfWork(db, (tx) => ({ orders: createOrdersRepo(tx), stock: createStockRepo(tx) }));
 *   await checkout(async ({ orders, stock }) => { await orders.move(id, 'placed', 'cancelled'); await stock.give(size,
 * qty); });
 *
 * Either every write commits or none does. A serialization failure or deadlock (which PostgreSQL resolves by
 * aborting one side) is retried a few times, so `work` must be safe to run again: no side effects outside the
 * database until it has returned.
 */
export type UnitOfWork<R> = <T>(work: (repos: R) => Promise<T>) => Promise<T>;

export interface UnitOfWorkOptions {
  isolationLevel?: 'read committed' | 'repeatable read' | 'serializable';
  /** Attempts in all, when PostgreSQL aborts the transaction to resolve a conflict. */
  attempts?: number;
}

/** SQLSTATEs PostgreSQL uses when it aborted a transaction only to resolve a conflict: trying again can succeed. */
const RETRYABLE = new Set(['40001', '40P01']);

export function unitOfWork<R>(
  db: Database,
  repositories: (tx: Database) => R,
  options: UnitOfWorkOptions = {},
): UnitOfWork<R> {
  // Drizzle's PGlite driver sends `set transaction` even for an empty config: pass one only when there is something to
  // set.
  const config = options.isolationLevel ? { isolationLevel: options.isolationLevel } : undefined;
  return (work) =>
    retryOnConflict(options.attempts ?? 3, () =>
      db.transaction((tx) => work(repositories(tx as unknown as Database)), config),
    );
}

/** Runs a transaction, and runs it again (up to `attempts` in all) when PostgreSQL aborted it to resolve a conflict. */
export async function retryOnConflict<T>(attempts: number, run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !RETRYABLE.has(sqlState(err) ?? '')) throw err;
    }
  }
}

/** The SQLSTATE of a database error, wherever the driver put it (node-postgres, PGlite, wrapped by Drizzle). */
export function sqlState(err: unknown): string | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** PostgreSQL's unique_violation: a row with the same unique value was written first (by a concurrent request). */
export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === '23505';
}
