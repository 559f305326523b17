import pg from 'pg';

/**
 * Which work goes first when every PostgreSQL connection is busy (decisions 013 and 020). At 50 shoppers on two cores
 * a call spends most of its time waiting for a connection; placing an order is the call that matters most, so its
 * statements are served a connection before cart, wishlist or page calls already waiting. The others wait a little
 * longer: an order does not overtake a call that has waited `OVERTAKE_LIMIT_MS` already, so a stream of orders cannot
 * starve them. On the embedded database (one connection, no pool) this changes nothing.
 *
 * It is a semaphore of our own in front of node-postgres's pool, with as many permits as the pool has connections:
 * every check-out (`connect()`, which `query()` uses) takes a permit first, so the pool itself never has a waiter,
 * and the order of waiting is this file's.
 */

/** How long a waiter may be overtaken: an urgent waiter queues behind one that has waited this long. */
export const OVERTAKE_LIMIT_MS = 250;

/** A waiter for a permit. */
export interface Waiter {
  urgent?: boolean;
  since?: number;
}

/**
 * Marks the waiter just appended and, when urgent, moves it ahead of the ordinary waiters that have not waited long.
 */
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

interface GateWaiter extends Waiter {
  admit(): void;
}

/** Permits to check a connection out, given to urgent waiters first (`queueWaiter`). */
class PriorityGate {
  private readonly waiting: GateWaiter[] = [];

  constructor(
    private free: number,
    private readonly overtakeLimitMs: number,
    private readonly timeoutMs: number,
  ) {}

  /** Waits for a permit; past the pool's connection timeout, fails as node-postgres does (the call answers 503). */
  enter(urgent: boolean): Promise<void> {
    if (this.free > 0 && this.waiting.length === 0) {
      this.free--;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: GateWaiter = {
        admit: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer =
        this.timeoutMs > 0
          ? setTimeout(() => {
              this.waiting.splice(this.waiting.indexOf(waiter), 1);
              reject(new Error('timeout exceeded when trying to connect'));
            }, this.timeoutMs)
          : undefined;
      this.waiting.push(waiter);
      queueWaiter(this.waiting, urgent, performance.now(), this.overtakeLimitMs);
    });
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Gives a permit back: to the first waiter, or to the free ones. */
  leave(): void {
    const next = this.waiting.shift();
    if (next) next.admit();
    else this.free++;
  }
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/** node-postgres's pool behind a `PriorityGate`: `connectFirst()` is served before every `connect()` waiting. */
export class PriorityPool extends pg.Pool {
  private readonly gate: PriorityGate;

  constructor(config: pg.PoolConfig, overtakeLimitMs = OVERTAKE_LIMIT_MS) {
    super(config);
    this.gate = new PriorityGate(config.max ?? 10, overtakeLimitMs, config.connectionTimeoutMillis ?? 0);
  }

  /** Check-outs waiting for a connection (the pool's own `waitingCount` stays 0: they wait here). */
  get queued(): number {
    return this.gate.queued;
  }

  /** A connection for an order's statement, ahead of other work waiting. Release it as any other. */
  connectFirst(): Promise<pg.PoolClient> {
    return this.checkOut(true);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const client = this.checkOut(false);
    if (!callback) return client;
    client.then(
      (c) => callback(undefined, c, (release) => c.release(release as Error | undefined)),
      (err: Error) => callback(err, undefined, () => {}),
    );
  }

  private async checkOut(urgent: boolean): Promise<pg.PoolClient> {
    await this.gate.enter(urgent);
    let client: pg.PoolClient;
    try {
      client = await super.connect();
    } catch (err) {
      this.gate.leave();
      throw err;
    }
    // The pool gives each check-out its own `release`; the permit goes back with the connection, once.
    const release = client.release.bind(client);
    let released = false;
    client.release = (err?: Error | boolean) => {
      if (!released) {
        released = true;
        this.gate.leave();
      }
      release(err);
    };
    return client;
  }
}
