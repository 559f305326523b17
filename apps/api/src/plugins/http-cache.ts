import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { etagOf, type CachedResponse, type ResponseCache } from '../lib/response-cache.ts';
import { prepareCompressible, sendCompressible } from '../lib/compression.ts';

/** Route option: `config: { publicCache: { maxAge } }` marks a public read. */
export interface PublicCacheConfig {
  /** Seconds browsers and CDNs may keep the answer. */
  maxAge: number;
  /** Keep the serialized answer in the response cache too (hot catalog reads). */
  shared?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: PublicCacheConfig;
  }
  interface FastifyRequest {
    responseCacheKey?: string;
  }
}

function cacheControl(maxAge: number): string {
  return `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 5}`;
}

/**
 * What makes two requests the same read: the route and its validated params, query and body, so
 * `?page=1` and no page share an entry, and unknown query parameters (tracking tags, cache busters)
 * neither split the cache nor flood it. HEAD is answered from the GET entry.
 */
function keyOf(request: FastifyRequest): string {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return JSON.stringify([method, request.routeOptions.url, request.params ?? null, request.query ?? null, request.body ?? null]);
}

/**
 * Public reads get Cache-Control and an ETag, answer 304 when the client's copy is current, go out
 * gzipped when the client takes it, and (with `shared`) are served from the response cache without
 * touching the database. POST reads (search, filters) are cached but never conditional.
 */
export const httpCachePlugin = fp(async (app: FastifyInstance, opts: { cache: ResponseCache }) => {
  const { cache } = opts;
  const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const config = request.routeOptions.config.publicCache;
    if (!config?.shared || !cache.enabled) return;
    const key = keyOf(request);
    const hit = await cache.get(key);
    if (!hit) {
      request.responseCacheKey = key;
      return;
    }
    reply.header('x-cache', 'hit').type('application/json; charset=utf-8');
    if (isRead(request)) reply.header('cache-control', cacheControl(config.maxAge));
    return sendCompressible(request, reply, hit, hit.etag, isRead(request));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config?.publicCache;
    if (!config || reply.statusCode !== 200 || reply.getHeader('x-cache') === 'hit') return payload;
    if (typeof payload !== 'string') return payload;
    const entry: CachedResponse = { body: payload, etag: etagOf(payload) };
    if (request.responseCacheKey) {
      reply.header('x-cache', 'miss');
      // The same object stays in the local tier, so the gzip made below serves later hits too.
      await cache.set(request.responseCacheKey, entry);
    }
    if (isRead(request)) reply.header('cache-control', cacheControl(config.maxAge));
    return prepareCompressible(request, reply, entry, entry.etag, isRead(request)) ?? '';
  });
}, { name: 'http-cache' });
