import type { FastifyBaseLogger } from 'fastify';
import { CatalogSnapshot } from './catalog-snapshot.ts';
import type { CatalogRepo, FeedRow, ProductRows } from './catalog.repo.ts';

/** What one refresh changed: every product when `productIds` is 'all'. */
export interface CatalogChange {
  before: CatalogSnapshot;
  after: CatalogSnapshot;
  productIds: readonly number[] | 'all';
}

export interface ReadModelOptions {
  imageBase: string;
  /** How often the change feed is read when nobody says a write happened. */
  pollMs: number;
  log: FastifyBaseLogger;
}

/** Feed rows live this long: enough for any replica that is still polling to catch up. */
const FEED_RETENTION_MS = 24 * 3600_000;
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * The catalog in memory (decision 007): loaded once, then kept current by following the database's change feed,
 * which triggers fill whoever writes. A write in this process, or a Redis message from another replica, asks for
 * a refresh at once; a poll catches everything else. Between refreshes every request reads one immutable snapshot.
 */
export class CatalogReadModel {
  private snapshot: CatalogSnapshot | undefined;
  private xmin = '0';
  private lastSuccess = 0;
  private lastPrune = 0;
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly listeners: ((change: CatalogChange) => void | Promise<void>)[] = [];
  /**
   * The rows (as JSON) each product had when the feed last applied it, or the last full load did. The feed hands a
   * change over again until every transaction that began before it has ended, anywhere on the database server: a
   * product read again as it was applied is not applied again, so its cached answers are not dropped once per poll
   * for as long as some long transaction runs. Only the products of the feed's last read are kept: one it no longer
   * names is handed over again only by a new change.
   */
  private readonly applied = new Map<number, string>();
  /** The reshapes (feed rows without a product) applied whose transactions the feed may still hand over again. */
  private readonly reshapesApplied = new Map<number, bigint>();

  constructor(
    private readonly repo: CatalogRepo,
    private readonly options: ReadModelOptions,
  ) {}

  /** Loads the catalog; with `follow`, starts polling the feed. */
  async start({ follow = true } = {}): Promise<void> {
    await this.reloadAll();
    if (follow && this.options.pollMs > 0) {
      this.timer = setInterval(() => void this.refresh(), this.options.pollMs);
      this.timer.unref();
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  get current(): CatalogSnapshot {
    if (!this.snapshot) throw new Error('The catalog read model has not been started.');
    return this.snapshot;
  }

  /** Called after each change is applied (cache invalidation); awaited before the refresh counts as done. */
  onChange(listener: (change: CatalogChange) => void | Promise<void>): void {
    this.listeners.push(listener);
  }

  /**
   * Applies what the feed holds now. Concurrent calls share one run, and a call made during a run causes one more
   * run after it, so a write committed just before the call is always seen when the returned promise settles.
   */
  refresh(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.applyFeed();
        } while (this.again);
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  private async applyFeed(): Promise<void> {
    try {
      if (Date.now() - this.lastSuccess > FEED_RETENTION_MS / 2) {
        await this.reloadAll();
        return;
      }
      const batch = await this.repo.changesSince(this.xmin, new Set(this.reshapesApplied.keys()));
      this.lastSuccess = Date.now();
      const touched = new Set(batch.touched);
      for (const id of this.applied.keys()) if (!touched.has(id)) this.applied.delete(id);
      if (batch.changed === 'all') await this.reloadAll(batch.touched);
      else if (batch.changed !== 'none') {
        const changed = this.notYetApplied(batch.changed.productIds, batch.changed.rows);
        if (changed.productIds.length)
          await this.publish(this.current.withProducts(changed.productIds, changed.rows), changed.productIds);
        for (const [id, print] of changed.prints) this.applied.set(id, print);
      }
      this.xmin = batch.xmin;
      this.rememberReshapes(batch.reshapes);
      await this.pruneNow();
    } catch (err) {
      // The database is away: keep serving the last snapshot; the next poll retries.
      this.options.log.warn({ err }, 'catalog refresh failed; serving the last snapshot');
    }
  }

  /**
   * The products of a batch whose rows differ from what the feed last applied for them, with their rows, and what to
   * remember of them once they are applied.
   */
  private notYetApplied(productIds: readonly number[], rows: ProductRows) {
    const prints = printsOf(productIds, rows);
    for (const [id, print] of prints) if (this.applied.get(id) === print) prints.delete(id);
    return {
      productIds: [...prints.keys()],
      rows: {
        products: rows.products.filter((p) => prints.has(p.id)),
        variations: rows.variations.filter((v) => prints.has(v.productId)),
      },
      prints,
    };
  }

  /** Keeps the reshapes just applied, and forgets those the feed will not hand over again (older than its xmin). */
  private rememberReshapes(applied: FeedRow[]): void {
    for (const row of applied) this.reshapesApplied.set(row.id, BigInt(row.tx));
    const xmin = BigInt(this.xmin);
    for (const [id, tx] of this.reshapesApplied) if (tx < xmin) this.reshapesApplied.delete(id);
  }

  /** Loads everything; `touched`, the products of the feed rows that asked for it, are then known as loaded. */
  private async reloadAll(touched: readonly number[] = []): Promise<void> {
    const { rows, xmin } = await this.repo.loadAll();
    // The products the feed applied are now as loaded: a change to one since is told from that.
    for (const id of touched) this.applied.set(id, '');
    for (const [id, print] of printsOf([...this.applied.keys()], rows)) this.applied.set(id, print);
    const next = CatalogSnapshot.build(rows, this.options.imageBase);
    this.xmin = xmin;
    this.lastSuccess = Date.now();
    if (this.snapshot) await this.publish(next, 'all');
    else this.snapshot = next;
  }

  private async publish(after: CatalogSnapshot, productIds: readonly number[] | 'all'): Promise<void> {
    const before = this.current;
    this.snapshot = after;
    for (const listener of this.listeners) await listener({ before, after, productIds });
  }

  private async pruneNow(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    await this.repo.pruneChanges(new Date(Date.now() - FEED_RETENTION_MS).toISOString());
  }
}

/** Each product's rows as one string, to tell whether the feed hands over what was applied already. */
function printsOf(productIds: readonly number[], rows: ProductRows): Map<number, string> {
  const wanted = new Set(productIds);
  const products = new Map(rows.products.flatMap((p) => (wanted.has(p.id) ? [[p.id, p] as const] : [])));
  const variations = new Map<number, ProductRows['variations']>();
  for (const v of rows.variations)
    if (wanted.has(v.productId)) variations.set(v.productId, [...(variations.get(v.productId) ?? []), v]);
  return new Map(
    productIds.map((id) => [id, JSON.stringify([products.get(id) ?? null, variations.get(id) ?? []])] as const),
  );
}
