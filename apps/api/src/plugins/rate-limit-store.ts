import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
// The plugin's own stores, so counting works exactly as it does without a fallback.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { isReady } from '../lib/redis.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  groupId?: string;
  routeInfo?: { method: string; url: string };
};
/** What the plugin passes a store's constructor (its global settings); only these two matter to counting. */
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * Counts in Redis while it answers, so every replica counts together, and in this process while it does not (or when
 * there is no Redis): a Redis outage never lets everything through (decision 006). The in-process count starts from
 * zero, so a client may get one window's allowance again per replica during an outage; that is the bounded price.
 *
 * Routes whose limit names a `groupId` share one count: the plugin's own stores keep a count per route even then, so
 * a client could send a code from each of the code-sending calls in turn and get each call's allowance.
 */
export function fallbackStore(
  redis: Redis | undefined,
  keyPrefix: string,
): new (options: StoreOptions) => FastifyRateLimitStore {
  /** One child store per group, made for the group's first route and handed to the others (per server). */
  const groups = new Map<string, FastifyRateLimitStore>();

  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      options: StoreOptions,
      private readonly local: FastifyRateLimitStore = new LocalStore(
        options.continueExceeding,
        options.exponentialBackoff,
      ),
      private readonly shared: FastifyRateLimitStore | undefined = redis &&
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, `${keyPrefix}rate-limit:`),
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      if (!this.shared || !redis || !isReady(redis)) return this.local.incr(key, callback, timeWindow, max);
      this.shared.incr(
        key,
        (err, result) => (err ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)),
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      const { groupId } = routeOptions;
      // Redis keys a route's counts by its method and path: a group's are keyed by the group instead.
      const keyed = groupId
        ? { ...routeOptions, routeInfo: { ...routeOptions.routeInfo, method: 'group:', url: groupId } }
        : routeOptions;
      const made = () => new FallbackStore({}, this.local.child(keyed), this.shared?.child(keyed));
      if (!groupId) return made();
      let group = groups.get(groupId);
      if (!group) groups.set(groupId, (group = made()));
      return group;
    }
  }
  return FallbackStore;
}
