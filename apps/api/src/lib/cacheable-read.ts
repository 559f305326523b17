/** An answer and the tags naming what it shows, so a change can refresh exactly the answers it affects. */
export interface BuiltAnswer<T> {
  value: T;
  tags: readonly string[];
  /**
   * The canonical key, when building showed it differs from the one asked (a page past the last answers the last
   * page): the answer is stored under this key only, so junk spellings add no cache entries.
   */
  key?: string;
}

/**
 * A public read as services describe it: its canonical key (requests that mean the same thing share one entry:
 * ids rather than spellings of routes, pages clamped to the last) and how to build it on a cache miss.
 * Routes hand it to `reply.sendRead`, which serves it from the response cache or builds, caches and sends it.
 */
export interface CacheableRead<T> {
  key: string;
  build(): BuiltAnswer<T> | Promise<BuiltAnswer<T>>;
}

/** The same read with its answer reshaped (the envelope a route answers in). */
export function reshape<T, U>(read: CacheableRead<T>, shape: (value: T) => U): CacheableRead<U> {
  return {
    key: read.key,
    build: async () => {
      const built = await read.build();
      return { ...built, value: shape(built.value) };
    },
  };
}

/** The read wrapped in the `{ status: 200, data }` envelope of most calls. */
export function withStatus<T>(read: CacheableRead<T>): CacheableRead<{ status: 200; data: T }> {
  return reshape(read, (data) => ({ status: 200 as const, data }));
}
