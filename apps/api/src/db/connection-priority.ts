import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/**
 * Which work goes first when every PostgreSQL connection is busy (decision 013). At 50 shoppers on two cores a call
 * spends most of its time waiting for a connection; placing an order is the call that matters most and the one that
 * waits the most (a read and then a transaction), so its waits are served before those of cart, wishlist or page
 * calls. The others wait a little longer: an order does not overtake a call that has waited `OVERTAKE_LIMIT_MS`
 * already, so a stream of orders cannot starve them. On the embedded database (one connection, no pool) this changes
 * nothing.
 */
const priority = new AsyncLocalStorage<true>();

/** Runs `work` with every connection it asks for served before those of other work already waiting. */
export function withConnectionPriority<T>(work: () => Promise<T>): Promise<T> {
  return priority.run(true, work);
}

/** How long a waiter may be overtaken: an urgent waiter queues behind one that has waited this long. */
export const OVERTAKE_LIMIT_MS = 250;

/** A waiter in pg-pool's queue, as this pool marks it. */
interface Waiter { urgent?: boolean; since?: number }

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * node-postgres's pool, serving urgent waiters first. pg-pool hands a freed connection to the first entry of its
 * `_pendingQueue`, to which `connect()` (also behind `query()`) appends a waiter when no connection is free; that
 * queue is not public API, so `pool.test.ts` checks the order waiters are served in against a real server.
 */
export class PriorityPool extends pg.Pool {
  private readonly overtakeLimitMs: number;

  constructor(config: pg.PoolConfig, overtakeLimitMs = OVERTAKE_LIMIT_MS) {
    super(config);
    this.overtakeLimitMs = overtakeLimitMs;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const queue = (this as unknown as { _pendingQueue: Waiter[] })._pendingQueue;
    const before = queue.length;
    const result = callback ? super.connect(callback as never) : super.connect();
    if (queue.length === before + 1) queueWaiter(queue, priority.getStore() === true, performance.now(), this.overtakeLimitMs);
    return result;
  }
}

/** Marks the waiter just appended and, when urgent, moves it ahead of the ordinary waiters that have not waited long. */
export function queueWaiter(queue: Waiter[], urgent: boolean, now: number, overtakeLimitMs: number): void {
  const waiter = queue[queue.length - 1]!;
  waiter.since = now;
  waiter.urgent = urgent;
  if (!urgent) return;
  let at = queue.length - 1;
  while (at > 0) {
    const ahead = queue[at - 1]!;
    if (ahead.urgent || now - (ahead.since ?? now) >= overtakeLimitMs) break;
    at--;
  }
  if (at === queue.length - 1) return;
  queue.pop();
  queue.splice(at, 0, waiter);
}
