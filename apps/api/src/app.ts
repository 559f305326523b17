import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import { ResponseCache } from './lib/response-cache.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { httpCachePlugin } from './plugins/http-cache.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { tagsOfChange } from './modules/catalog/catalog-cache-tags.ts';
import { CatalogReadModel } from './modules/catalog/catalog-read-model.ts';
import { createCatalogRepo } from './modules/catalog/catalog.repo.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { imageRoutes } from './demo/images/images.routes.ts';
import { benchRoutes } from './demo/bench/bench.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Env;
    responseCache: ResponseCache;
    catalog: CatalogReadModel;
  }
}

export interface AppDeps {
  env: Env;
  db: Database;
  cache?: ResponseCache;
  /** Shared counters for rate limits across replicas. */
  redis?: Redis;
}

export const API_PREFIX = '/api/v1';

/** Builds the whole server (API, images, storefront) around an open database. */
export async function buildApp({ env, db, cache, redis }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
    bodyLimit: 64 * 1024,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Unique across replicas, so a requestId in an error payload finds its log lines.
    genReqId: () => randomUUID(),
    // Refusals made before routing (an over-long path parameter, a bad URL) still get the spec's error payload.
    frameworkErrors: (err, request, reply: FastifyReply) => {
      const error = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long.' : 'Bad request.';
      void reply.code(err.statusCode ?? 400).send({ error, code: err.code ?? 'BAD_REQUEST', requestId: request.id });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const responseCache = cache ?? new ResponseCache({ ttlSeconds: env.CATALOG_CACHE_SECONDS, enabled: env.CATALOG_CACHE });
  const catalog = new CatalogReadModel(createCatalogRepo(db), { imageBase: env.IMAGE_BASE_URL, pollMs: env.CATALOG_POLL_MS, log: app.log });
  await catalog.start();
  catalog.onChange((change) => responseCache.invalidate(tagsOfChange(change)));
  app.addHook('onClose', () => catalog.stop());
  app.decorate('db', db);
  app.decorate('config', env);
  app.decorate('responseCache', responseCache);
  app.decorate('catalog', catalog);

  await app.register(errorHandlerPlugin);
  if (env.RATE_LIMITS) await app.register(rateLimitPlugin, { redis });
  await app.register(httpCachePlugin, { cache: responseCache });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Cellar shop API', version: '1.0.0', description: 'The calls of the storefront (spec section 7). Amounts are AED.' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  await app.register(async (api) => {
    await api.register(catalogRoutes, { catalog });
    await api.register(searchRoutes);
    await api.register(contentRoutes);
    if (env.BENCH_ROUTES) await api.register(benchRoutes);
  }, { prefix: API_PREFIX });
  await app.register(imageRoutes, { prefix: '/images' });

  registerStorefrontAndNotFound(app, env.WEB_DIST_DIR);
  return app;
}

/**
 * Hashed build assets never change, so browsers keep them for a year; the page, the service worker and the
 * manifest must be revalidated so a new release reaches shoppers; other files (icons) for a day.
 */
export function staticCacheControl(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (filePath.split(path.sep).includes('assets')) return 'public, max-age=31536000, immutable';
  if (name === 'index.html' || name === 'sw.js' || name.endsWith('.webmanifest') || name.startsWith('workbox-')) return 'no-cache';
  return 'public, max-age=86400';
}

/**
 * Serves the built storefront when there is one, with index.html for every client-side route
 * (the storefront renders its own not-found page); anything else unknown gets the error payload.
 */
function registerStorefrontAndNotFound(app: FastifyInstance, distDir: string) {
  const hasStorefront = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasStorefront) {
    app.register(fastifyStatic, {
      root: distDir, preCompressed: true, wildcard: false, index: false, cacheControl: false,
      setHeaders: (reply, filePath) => void reply.header('cache-control', staticCacheControl(filePath)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !pathname.startsWith(API_PREFIX) && !pathname.startsWith('/images/') && !path.extname(pathname);
    if (hasStorefront && isPage) return reply.sendFile('index.html');
    return reply.code(404).send({ error: `No route for ${request.method} ${pathname}.`, code: 'NOT_FOUND', requestId: request.id });
  });
}
