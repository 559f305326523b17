import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { MIN_COMPRESS_BYTES, type CompressibleBody } from './compression.ts';
import { isReady } from './redis.ts';

/** A cached answer: its text, its bytes, its gzip form (made on first demand, see `CompressibleBody`), and its ETag. */
export interface CachedResponse extends CompressibleBody {
  etag: string;
}

export interface ResponseCacheOptions {
  ttlSeconds: number;
  /** Bytes the in-process tier may hold (bodies, their gzip forms and keys); the least recently used go first. */
  maxBytes?: number;
  /** Shared second tier, so replicas serve each other's work. */
  redis?: Redis;
  /** Prefix of every Redis key, so deploys (or shops) sharing one Redis stay apart. */
  keyPrefix?: string;
  enabled?: boolean;
  /** Milliseconds clock for TTLs (tests pass their own). */
  now?: () => number;
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/** A strong ETag over the body's bytes. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * The cached form of a body: its ETag and bytes. Its gzip form is made by the first request that asks for it
 * (`prepareCompressible`) and kept with the entry: under a stream of price edits most answers are built again before
 * anyone asks for them twice, and a client that takes no gzip (another service, a load test) never pays for it.
 */
export function toCachedResponse(body: string, etag = etagOf(body)): CachedResponse {
  return { body, bytes: Buffer.from(body), etag };
}

interface Entry {
  response: CachedResponse;
  tags: readonly string[];
}
/** A built answer: its body and tags, the canonical key it belongs under, and whether it may be kept (default yes). */
export interface BuiltBody {
  body: string;
  tags: readonly string[];
  key?: string;
  keep?: boolean;
}
interface SharedEntry {
  body: string;
  etag: string;
  tags: string[];
}

/** Deletes every key of the given tag sets, and the sets themselves, in one step. */
const INVALIDATE_SCRIPT = `
for _, tag in ipairs(KEYS) do
  local keys = redis.call('SMEMBERS', tag)
  for i = 1, #keys, 500 do redis.call('DEL', unpack(keys, i, math.min(i + 499, #keys))) end
  redis.call('DEL', tag)
end
return 0`;

/**
 * Cache of public reads (decisions 004 and 007). In process: an LRU bounded by bytes, with a TTL. With Redis: a
 * shared tier under a configurable key prefix, every key with a TTL. Entries carry tags naming what they show;
 * `invalidate(tags)` drops exactly those entries here and in Redis. Concurrent misses on one key build it once.
 */
export class ResponseCache {
  private readonly local: LRUCache<string, Entry>;
  /** tag → keys of local entries carrying it. */
  private readonly byTag = new Map<string, Set<string>>();
  private readonly building = new Map<string, Promise<{ response: CachedResponse; hit: boolean }>>();
  /** Bumped by every invalidation. */
  private epoch = 0;
  /**
   * The epoch each tag was last invalidated in: an answer built across an invalidation of one of its own tags is not
   * stored, as it may predate the change; one built across other changes is (under a stream of edits, most are).
   */
  private readonly invalidatedAt = new Map<string, number>();
  private readonly prefix: string;
  readonly enabled: boolean;

  constructor(private readonly options: ResponseCacheOptions) {
    this.enabled = (options.enabled ?? true) && options.ttlSeconds > 0;
    this.prefix = options.keyPrefix ?? 'cellar:';
    this.local = new LRUCache<string, Entry>({
      maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
      // The text (one or two bytes a character) and its UTF-8 bytes, about twice the bytes, plus the gzip form. That
      // is made after the entry is stored, so it is counted ahead at a quarter of the bytes (the catalog's JSON
      // compresses to well under that).
      sizeCalculation: (entry, key) => {
        const bytes = entry.response.bytes?.length ?? 0;
        return key.length + 2 * bytes + (bytes >= MIN_COMPRESS_BYTES ? Math.ceil(bytes / 4) : 0) + 64;
      },
      ttl: Math.max(1, options.ttlSeconds) * 1000,
      dispose: (entry, key) => this.unindex(key, entry.tags),
      ...(options.now && { perf: { now: options.now }, ttlResolution: 0 }),
    });
  }

  /**
   * The cached answer for `key`, or the one `build` makes (stored under its tags). While one build runs, other
   * callers for the same key wait for it instead of building again. `hit` says whether it came from a cache.
   */
  async getOrBuild(key: string, build: () => Promise<BuiltBody>): Promise<{ response: CachedResponse; hit: boolean }> {
    if (!this.enabled) {
      // Nothing is kept, so gzip is left to the clients that ask for it.
      const { body } = await build();
      return { response: { body, etag: etagOf(body) }, hit: false };
    }
    const local = this.local.get(key);
    if (local) return { response: local.response, hit: true };
    const running = this.building.get(key);
    if (running) return { response: (await running).response, hit: true };
    const work = this.fetchOrBuild(key, build);
    this.building.set(key, work);
    try {
      return await work;
    } finally {
      this.building.delete(key);
    }
  }

  /** Drops every entry carrying one of `tags`, here and in Redis. */
  async invalidate(tags: readonly string[]): Promise<void> {
    this.epoch++;
    for (const tag of tags) this.invalidatedAt.set(tag, this.epoch);
    this.dropLocal(tags);
    const redis = this.sharedTier();
    if (redis && tags.length) {
      // If Redis cannot take it now, other replicas' entries still expire by TTL, and each replica invalidates too.
      await redis.eval(INVALIDATE_SCRIPT, tags.length, ...tags.map((t) => this.tagKey(t))).catch(() => undefined);
      // A read that missed here meanwhile may have copied an old shared entry before Redis dropped it.
      this.dropLocal(tags);
    }
  }

  private dropLocal(tags: readonly string[]): void {
    for (const tag of tags) for (const key of [...(this.byTag.get(tag) ?? [])]) this.local.delete(key);
  }

  /** Entries and bytes held in process. */
  get stats(): { entries: number; bytes: number; tags: number } {
    return { entries: this.local.size, bytes: this.local.calculatedSize, tags: this.byTag.size };
  }

  /** The shared tier's entry (a hit), or a new build (a miss). */
  private async fetchOrBuild(
    key: string,
    build: () => Promise<BuiltBody>,
  ): Promise<{ response: CachedResponse; hit: boolean }> {
    const epoch = this.epoch;
    const shared = await this.readShared(key);
    if (shared) {
      if (this.untouchedSince(epoch, shared.tags)) this.remember(key, shared.response, shared.tags);
      return { response: shared.response, hit: true };
    }
    const built = await build();
    const canonical = built.key ?? key;
    const existing = canonical === key ? undefined : this.local.get(canonical);
    if (existing) return { response: existing.response, hit: false };
    const response = toCachedResponse(built.body);
    if (built.keep !== false && this.untouchedSince(epoch, built.tags)) {
      this.remember(canonical, response, built.tags);
      await this.writeShared(canonical, response, built.tags);
    }
    return { response, hit: false };
  }

  /** Whether none of `tags` was invalidated after `epoch`: an answer read or built since then is current. */
  private untouchedSince(epoch: number, tags: readonly string[]): boolean {
    return tags.every((tag) => (this.invalidatedAt.get(tag) ?? 0) <= epoch);
  }

  private remember(key: string, response: CachedResponse, tags: readonly string[]): void {
    this.local.set(key, { response, tags });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  private async readShared(key: string): Promise<Entry | undefined> {
    const redis = this.sharedTier();
    if (!redis) return undefined;
    const raw = await redis.get(this.entryKey(key)).catch(() => null);
    const shared = raw ? parseShared(raw) : undefined;
    return shared && { response: toCachedResponse(shared.body, shared.etag), tags: shared.tags };
  }

  private async writeShared(key: string, response: CachedResponse, tags: readonly string[]): Promise<void> {
    const redis = this.sharedTier();
    if (!redis) return;
    const ttl = this.options.ttlSeconds;
    const entryKey = this.entryKey(key);
    const value: SharedEntry = { body: response.body, etag: response.etag, tags: [...tags] };
    const multi = redis.multi().set(entryKey, JSON.stringify(value), 'EX', ttl);
    // A tag set lives as long as its longest-lived entry; every key written here expires.
    for (const tag of tags) multi.sadd(this.tagKey(tag), entryKey).expire(this.tagKey(tag), ttl);
    await multi.exec().catch(() => undefined);
  }

  /** Redis when it can answer now; while it is down the cache works in process only. */
  private sharedTier(): Redis | undefined {
    const redis = this.options.redis;
    return redis && isReady(redis) ? redis : undefined;
  }

  private entryKey(key: string): string {
    return `${this.prefix}cache:${createHash('sha1').update(key).digest('base64url')}`;
  }

  private tagKey(tag: string): string {
    return `${this.prefix}tag:${tag}`;
  }
}

/** An entry read back from Redis, or undefined when it is not one of ours (a foreign or damaged value). */
function parseShared(raw: string): SharedEntry | undefined {
  try {
    const value = JSON.parse(raw) as Partial<SharedEntry>;
    const ok =
      typeof value.body === 'string' &&
      typeof value.etag === 'string' &&
      Array.isArray(value.tags) &&
      value.tags.every((t) => typeof t === 'string');
    return ok ? (value as SharedEntry) : undefined;
  } catch {
    return undefined;
  }
}
