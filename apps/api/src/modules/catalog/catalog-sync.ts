import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { coalesced } from '../../lib/coalesced.ts';
import { listen } from '../../lib/redis.ts';
import type { CatalogReadModel } from './catalog-read-model.ts';

/** Tells every replica's read model that the catalog was written. */
export interface CatalogSync {
  /** Call after a catalog write has committed: this replica refreshes now, and the others are told to. */
  announce(): Promise<void>;
  /**
   * The same without waiting, for writes that come by the hundred (the stock each order takes): this replica
   * refreshes, and tells the others, at most once every `ANNOUNCE_WINDOW_MS`, the first at once.
   */
  announceSoon(): void;
  close(): Promise<void>;
}

/**
 * How long a replica's catalog may lag behind orders' stock changes while orders keep coming. A refresh reads the
 * change feed and builds a new snapshot: one per order took an eighth of the server's time at a hundred orders a
 * second, and one per window serves every order in it.
 */
const ANNOUNCE_WINDOW_MS = 100;

/**
 * Write announcements between replicas (decision 007). The message carries nothing but "look now": what changed
 * is always read from the database's change feed, so a lost message only delays a replica until its next poll.
 * Without Redis (one process) announcing refreshes this process only.
 */
export function syncCatalog(
  model: CatalogReadModel,
  options: { redis?: Redis; keyPrefix: string; log: FastifyBaseLogger },
): CatalogSync {
  const channel = `${options.keyPrefix}catalog-changed`;
  // Messages from every other replica's orders share this replica's refreshes.
  const heard = coalesced(() => void model.refresh(), ANNOUNCE_WINDOW_MS);
  const stopListening = options.redis
    ? listen(options.redis, channel, heard, (err) =>
        options.log.warn({ err }, 'catalog announcements unavailable; polling only'),
      )
    : () => {};

  async function announce() {
    await model.refresh();
    await options.redis?.publish(channel, '1').catch(() => undefined);
  }
  // A refresh reports its own failures (the last snapshot is served meanwhile), and so announce never fails.
  const soon = coalesced(() => void announce(), ANNOUNCE_WINDOW_MS);

  return {
    announce,
    announceSoon: soon,
    async close() {
      soon.cancel();
      heard.cancel();
      stopListening();
    },
  };
}
