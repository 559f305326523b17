import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { listen } from '../../lib/redis.ts';
import type { ActiveSession } from './sessions.repo.ts';

/**
 * How long a replica trusts a session it looked up without asking again. Every signed-in call looked its session up,
 * a quarter of an order's statements; a shopper's next call within this time is answered from memory.
 */
const SESSION_CACHE_MS = 30_000;
const SESSIONS_KEPT = 50_000;

/** Sessions looked up lately, by token hash, and the users whose sessions just ended or changed. */
export interface SessionCache {
  get(hash: string): ActiveSession | undefined;
  /** Keeps a session found live, no longer than it lasts. */
  keep(hash: string, session: ActiveSession): void;
  /**
   * A user's sessions ended (logout, a password change, a deleted account) or their account changed (sessions carry
   * its name, e-mail and mobile): this replica and the others forget them.
   */
  forget(userId: number): void;
  close(): void;
}

/**
 * Derived state, like the catalog (ARCHITECTURE: no state in memory that matters): a session is cached only as the
 * database showed it, for at most `SESSION_CACHE_MS`, and forgotten on every replica when it ends, through Redis
 * (one process alone needs none). Were a message lost, a replica would trust an ended session until its entry
 * expires.
 */
export function createSessionCache(options: {
  redis?: Redis;
  keyPrefix: string;
  log: FastifyBaseLogger;
  ttlMs?: number;
}): SessionCache {
  const ttl = options.ttlMs ?? SESSION_CACHE_MS;
  const sessions = new LRUCache<string, ActiveSession>({ max: SESSIONS_KEPT, ttl });
  // For twice the cache's time after a user's sessions end or account changes, their look-ups all go to the database.
  // The change is told from inside the transaction that writes it, before it commits: a look-up meanwhile still
  // finds the session as it was, and must not keep it. Any entry made before the change expires within the first half.
  const quarantined = new LRUCache<number, true>({ max: SESSIONS_KEPT, ttl: 2 * ttl });
  const channel = `${options.keyPrefix}sessions-forgotten`;
  const stopListening = options.redis
    ? listen(
        options.redis,
        channel,
        (message) => {
          const userId = Number(message);
          if (Number.isInteger(userId)) quarantined.set(userId, true);
        },
        (err) => options.log.warn({ err }, 'session changes from other replicas unavailable'),
      )
    : () => {};

  return {
    get(hash) {
      const session = sessions.get(hash);
      if (!session) return undefined;
      if (!quarantined.has(session.userId)) return session;
      sessions.delete(hash);
      return undefined;
    },
    keep(hash, session) {
      if (quarantined.has(session.userId)) return;
      const left = new Date(session.expiresAt).getTime() - Date.now();
      if (left > 0) sessions.set(hash, session, { ttl: Math.min(ttl, left) });
    },
    forget(userId) {
      quarantined.set(userId, true);
      void options.redis
        ?.publish(channel, String(userId))
        .catch((err: Error) => options.log.warn({ err }, 'a session change could not be told to other replicas'));
    },
    close() {
      stopListening();
    },
  };
}
