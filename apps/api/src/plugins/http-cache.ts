import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CacheableRead } from '../lib/cacheable-read.ts';
import { prepareCompressible, sendCompressible } from '../lib/compression.ts';
import { etagOf, type ResponseCache } from '../lib/response-cache.ts';

/** Route option: `config: { publicCache: { maxAge } }` marks a public read. */
export interface PublicCacheConfig {
  /** Seconds browsers and CDNs may keep the answer. */
  maxAge: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: PublicCacheConfig;
  }
  interface FastifyReply {
    /**
     * Sends a public read from the response cache, or builds, caches and sends it (with ETag, 304 and gzip).
     * Handlers return its promise; it resolves to the reply, which tells Fastify the answer is sent (typed `never`
     * so that it fits any route's declared response type).
     */
    sendRead<T>(read: CacheableRead<T>): Promise<never>;
  }
}

function cacheControl(maxAge: number): string {
  return `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 5}`;
}

/**
 * GET and HEAD answers can be conditional (ETag, 304); POST reads (search, filters) are cached but never conditional.
 */
const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * Public reads get Cache-Control and an ETag, answer 304 when the client's copy is current and go out gzipped when
 * the client takes it. Reads sent with `reply.sendRead` are also served from the response cache under the
 * canonical key their service gives them, so every spelling of one answer shares one entry (decision 007).
 */
export const httpCachePlugin = fp(
  async (app: FastifyInstance, opts: { cache: ResponseCache }) => {
    const { cache } = opts;

    app.decorateReply('sendRead', async function sendRead<T>(this: FastifyReply, read: CacheableRead<T>) {
      const { request } = this;
      const { response, hit } = await cache.getOrBuild(read.key, async () => {
        const { value, tags, key } = await read.build();
        // Plain JSON, not the route's zod serializer: these answers are public and built from the read model's own
        // presented shapes, and re-parsing a 30 KB listing with zod on every cache miss cost a sixth of the server's
        // time (issue 6). The API tests check every such answer against the document, which allows no extra field.
        return { body: JSON.stringify(value), tags, key };
      });
      this.header('x-cache', hit ? 'hit' : 'miss').type('application/json; charset=utf-8');
      const config = request.routeOptions.config.publicCache;
      if (config && isRead(request)) this.header('cache-control', cacheControl(config.maxAge));
      return sendCompressible(request, this, response, response.etag, isRead(request)) as never;
    });

    // Public reads answered the ordinary way (a handler returning an object) get the same headers.
    app.addHook('onSend', async (request, reply: FastifyReply, payload) => {
      const config = request.routeOptions.config?.publicCache;
      if (!config || reply.statusCode !== 200 || reply.hasHeader('x-cache') || typeof payload !== 'string')
        return payload;
      if (isRead(request)) reply.header('cache-control', cacheControl(config.maxAge));
      return prepareCompressible(request, reply, { body: payload }, etagOf(payload), isRead(request)) ?? '';
    });
  },
  { name: 'http-cache' },
);
