import { Redis } from 'ioredis';

/** How long a cache command may take before the request goes on without Redis. */
const COMMAND_TIMEOUT_MS = 200;
const CONNECT_TIMEOUT_MS = 1000;
/** Longest pause between reconnection attempts while Redis is down. */
const MAX_RECONNECT_DELAY_MS = 2000;

/**
 * A Redis client for an optional helper (the shared cache): while Redis is down or slow, commands
 * fail at once instead of queueing, so requests fall back to the database rather than waiting.
 * The client keeps reconnecting in the background and reports connection errors to `onError`
 * (an unheard 'error' event would crash the process).
 */
export function connectOptionalRedis(url: string, onError: (err: Error) => void): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
  });
  let lastReport = 0;
  redis.on('error', (err: Error) => {
    // Once a minute is enough to say Redis is still unreachable.
    if (Date.now() - lastReport < 60_000) return;
    lastReport = Date.now();
    onError(err);
  });
  return redis;
}

/** True when commands can be sent now; otherwise callers skip Redis for this request. */
export function isReady(redis: Redis): boolean {
  return redis.status === 'ready';
}

/**
 * Listens to `channel` on a second connection (a subscribed one can do nothing else) for as long as the process
 * runs, through Redis outages and a Redis that is down when the process starts: it subscribes again on every
 * (re)connection, since ioredis renews only subscriptions that once succeeded and drops a SUBSCRIBE queued while
 * Redis was away. Returns the way to stop listening.
 */
export function listen(
  redis: Redis,
  channel: string,
  onMessage: (message: string) => void,
  onUnavailable: (err: Error) => void,
): () => void {
  const subscriber = redis.duplicate({ enableOfflineQueue: true, lazyConnect: false });
  subscriber.on('error', () => {}); // the main client already reports Redis outages
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) onMessage(message);
  });
  subscriber.on('ready', () => void subscriber.subscribe(channel).catch(onUnavailable));
  return () => subscriber.disconnect();
}
