import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { isReady } from './redis.ts';

/** A serialized response, ready to send again (its gzip form is added in process on first demand). */
export interface CachedResponse {
  body: string;
  etag: string;
  gzip?: Buffer;
}

export interface ResponseCacheOptions {
  ttlSeconds: number;
  /** Most entries held in process; the oldest go first. */
  maxEntries?: number;
  /** Shared second tier, so replicas serve each other's work. */
  redis?: Redis;
  enabled?: boolean;
}

const GENERATION_KEY = 'catalog-cache:generation';
const GENERATION_REFRESH_MS = 1000;

/** A strong ETag over the body's bytes. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Cache of hot catalog reads. In process it is an LRU bounded by entry count with a TTL;
 * with Redis it also shares entries under a generation number that `invalidate` bumps,
 * so a catalog write empties every replica's shared tier at once (each replica re-reads the generation
 * at most once a second; local tiers expire by TTL).
 */
export class ResponseCache {
  private readonly local = new Map<string, { value: CachedResponse; expiresAt: number }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private generation = 0;
  private generationReadAt = 0;
  readonly enabled: boolean;

  constructor(private readonly options: ResponseCacheOptions) {
    this.ttlMs = options.ttlSeconds * 1000;
    this.maxEntries = options.maxEntries ?? 5000;
    this.enabled = (options.enabled ?? true) && options.ttlSeconds > 0;
  }

  async get(key: string): Promise<CachedResponse | undefined> {
    if (!this.enabled) return undefined;
    const hit = this.local.get(key);
    if (hit) {
      if (hit.expiresAt > Date.now()) {
        // Re-insert to keep Map order as least-recently-used first.
        this.local.delete(key);
        this.local.set(key, hit);
        return hit.value;
      }
      this.local.delete(key);
    }
    const redis = this.sharedTier();
    if (!redis) return undefined;
    const raw = await redis.get(await this.sharedKey(key)).catch(() => null);
    const value = raw ? parseShared(raw) : undefined;
    if (value) this.remember(key, value);
    return value;
  }

  async set(key: string, value: CachedResponse): Promise<void> {
    if (!this.enabled) return;
    this.remember(key, value);
    const redis = this.sharedTier();
    if (redis) {
      const shared: CachedResponse = { body: value.body, etag: value.etag };
      await redis.set(await this.sharedKey(key), JSON.stringify(shared), 'EX', this.options.ttlSeconds).catch(() => undefined);
    }
  }

  /** Forget everything: called after any catalog write. */
  async invalidate(): Promise<void> {
    this.local.clear();
    this.generation++;
    const redis = this.options.redis;
    if (!redis) return;
    // If Redis cannot take the bump now, other replicas' shared entries still expire by TTL.
    const shared = await redis.incr(GENERATION_KEY).catch(() => undefined);
    if (shared !== undefined) {
      this.generation = shared;
      this.generationReadAt = Date.now();
    }
  }

  get size(): number {
    return this.local.size;
  }

  private remember(key: string, value: CachedResponse): void {
    if (this.local.size >= this.maxEntries) {
      const oldest = this.local.keys().next().value;
      if (oldest !== undefined) this.local.delete(oldest);
    }
    this.local.set(key, { value, expiresAt: Date.now() + this.ttlMs });
  }

  /** Redis when it can answer now; while it is down the cache works in process only. */
  private sharedTier(): Redis | undefined {
    const redis = this.options.redis;
    return redis && isReady(redis) ? redis : undefined;
  }

  private async sharedKey(key: string): Promise<string> {
    const redis = this.sharedTier();
    if (redis && Date.now() - this.generationReadAt > GENERATION_REFRESH_MS) {
      this.generation = Number(await redis.get(GENERATION_KEY).catch(() => null)) || 0;
      this.generationReadAt = Date.now();
    }
    return `catalog-cache:${this.generation}:${key}`;
  }
}

/** An entry read back from Redis, or undefined when it is not one of ours (a foreign or damaged value). */
function parseShared(raw: string): CachedResponse | undefined {
  try {
    const value = JSON.parse(raw) as Partial<CachedResponse>;
    return typeof value.body === 'string' && typeof value.etag === 'string' ? { body: value.body, etag: value.etag } : undefined;
  } catch {
    return undefined;
  }
}
