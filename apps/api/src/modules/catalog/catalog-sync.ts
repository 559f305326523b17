import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { CatalogReadModel } from './catalog-read-model.ts';

/** Tells every replica's read model that the catalog was written. */
export interface CatalogSync {
  /** Call after a catalog write has committed: this replica refreshes now, and the others are told to. */
  announce(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Write announcements between replicas (decision 007). The message carries nothing but "look now": what changed
 * is always read from the database's change feed, so a lost message only delays a replica until its next poll.
 * Without Redis (one process) announcing refreshes this process only.
 */
export function syncCatalog(model: CatalogReadModel, options: { redis?: Redis; keyPrefix: string; log: FastifyBaseLogger }): CatalogSync {
  const channel = `${options.keyPrefix}catalog-changed`;
  // A subscribed connection can do nothing else, so it is a second one; it queues the subscription until Redis
  // answers and subscribes again after every reconnection.
  const subscriber = options.redis?.duplicate({ enableOfflineQueue: true, lazyConnect: false });
  subscriber?.on('error', () => {}); // the main client already reports Redis outages
  subscriber?.on('message', () => void model.refresh());
  void subscriber?.subscribe(channel).catch((err: Error) => options.log.warn({ err }, 'catalog announcements unavailable; polling only'));

  return {
    async announce() {
      await model.refresh();
      await options.redis?.publish(channel, '1').catch(() => undefined);
    },
    async close() {
      subscriber?.disconnect();
    },
  };
}
