import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
// The plugin's own stores, so counting works exactly as it does without a fallback.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { isReady } from '../lib/redis.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
/** What the plugin passes a store's constructor (its global settings); only these two matter to counting. */
interface StoreOptions { continueExceeding?: boolean; exponentialBackoff?: boolean }

/**
 * Counts in Redis while it answers, so every replica counts together, and in this process while it does not:
 * a Redis outage never lets everything through (decision 006). The in-process count starts from zero, so a
 * client may get one window's allowance again per replica during an outage; that is the bounded price.
 */
export function fallbackStore(redis: Redis, keyPrefix: string): new (options: StoreOptions) => FastifyRateLimitStore {
  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      options: StoreOptions,
      private readonly local: FastifyRateLimitStore = new LocalStore(options.continueExceeding, options.exponentialBackoff),
      private readonly shared: FastifyRateLimitStore = new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, `${keyPrefix}rate-limit:`),
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      if (!isReady(redis)) return this.local.incr(key, callback, timeWindow, max);
      this.shared.incr(key, (err, result) => (err ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)), timeWindow, max);
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      return new FallbackStore({}, this.local.child(routeOptions), this.shared.child(routeOptions));
    }
  }
  return FallbackStore;
}
