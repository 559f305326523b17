import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { etagOf, type ResponseCache } from '../lib/response-cache.ts';
import { notModified } from '../lib/conditional-get.ts';
import { sendCompressible } from '../lib/compression.ts';

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


function keyOf(request: FastifyRequest): string {
  // POST reads (search, filters) are keyed by their validated body too.
  return request.method === 'GET' ? request.url : `${request.method} ${request.url} ${JSON.stringify(request.body ?? null)}`;
}

/**
 * Public reads get Cache-Control and an ETag, answer 304 when the client's copy is current,
 * and (with `shared`) are served from the response cache without touching the database.
 */
export const httpCachePlugin = fp(async (app: FastifyInstance, opts: { cache: ResponseCache }) => {
  const { cache } = opts;

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const config = request.routeOptions.config.publicCache;
    if (!config?.shared || !cache.enabled) return;
    const key = keyOf(request);
    const hit = await cache.get(key);
    if (!hit) {
      request.responseCacheKey = key;
      return;
    }
    reply.header('x-cache', 'hit');
    if (request.method === 'GET') reply.header('cache-control', cacheControl(config.maxAge));
    if (request.method === 'GET' && notModified(request, hit.etag)) return reply.header('etag', hit.etag).code(304).send();
    return sendCompressible(request, reply.type('application/json; charset=utf-8'), hit, hit.etag);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config?.publicCache;
    if (!config || reply.statusCode !== 200 || reply.getHeader('x-cache') === 'hit') return payload;
    if (typeof payload !== 'string') return payload;
    const etag = etagOf(payload);
    if (request.responseCacheKey) {
      reply.header('x-cache', 'miss');
      await cache.set(request.responseCacheKey, { body: payload, etag });
    }
    reply.header('etag', etag);
    if (request.method !== 'GET') return payload;
    reply.header('cache-control', cacheControl(config.maxAge));
    if (notModified(request, etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}, { name: 'http-cache' });
