import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import { benchRoutes } from './demo/bench/bench.routes.ts';
import { imageRoutes } from './demo/images/images.routes.ts';
import { ResponseCache } from './lib/response-cache.ts';
import { tagsOfChange } from './modules/catalog/catalog-cache-tags.ts';
import { CatalogReadModel } from './modules/catalog/catalog-read-model.ts';
import { syncCatalog, type CatalogSync } from './modules/catalog/catalog-sync.ts';
import { createCatalogRepo } from './modules/catalog/catalog.repo.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { storefrontRoutes } from './modules/storefront/storefront.routes.ts';
import { apiContractPlugin, openApiInfo } from './plugins/api-contract.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { gracefulClosePlugin } from './plugins/graceful-close.ts';
import { httpCachePlugin } from './plugins/http-cache.ts';
import { loadShedding } from './plugins/load-shedding.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestIdOptions, requestIdPlugin } from './plugins/request-id.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { trustProxyOption } from './plugins/trust-proxy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Env;
    responseCache: ResponseCache;
    catalog: CatalogReadModel;
    /** Announce catalog writes so every replica's read model and cache follow at once. */
    catalogSync: CatalogSync;
  }
}

export interface AppDeps {
  env: Env;
  db: Database;
  cache?: ResponseCache;
  /** Shares rate-limit counters, the response cache and catalog announcements across replicas. */
  redis?: Redis;
}

export const API_PREFIX = '/api/v1';

/** Builds the whole server (API, images, storefront) around an open database. */
export async function buildApp({ env, db, cache, redis }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
    bodyLimit: 64 * 1024,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Idle keep-alive connections are closed at once on shutdown; busy ones after their answer.
    forceCloseConnections: 'idle',
    ...requestIdOptions,
    // Refusals made before routing (an over-long path parameter, a bad URL) still get the spec's error payload.
    frameworkErrors: (err, request, reply: FastifyReply) => {
      const error = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long.' : 'Bad request.';
      void reply.code(err.statusCode ?? 400).send({ error, code: err.code ?? 'BAD_REQUEST', requestId: request.id });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const responseCache = cache ?? new ResponseCache({
    ttlSeconds: env.CATALOG_CACHE_SECONDS, enabled: env.CATALOG_CACHE, maxBytes: env.CACHE_MAX_MB * 1024 * 1024, keyPrefix: env.REDIS_KEY_PREFIX, redis,
  });
  const catalog = new CatalogReadModel(createCatalogRepo(db), { imageBase: env.IMAGE_BASE_URL, pollMs: env.CATALOG_POLL_MS, log: app.log });
  await catalog.start();
  catalog.onChange((change) => responseCache.invalidate(tagsOfChange(change)));
  const catalogSync = syncCatalog(catalog, { redis, keyPrefix: env.REDIS_KEY_PREFIX, log: app.log });
  app.addHook('onClose', async () => {
    await catalogSync.close();
    await catalog.stop();
  });
  app.decorate('db', db);
  app.decorate('config', env);
  app.decorate('responseCache', responseCache);
  app.decorate('catalog', catalog);
  app.decorate('catalogSync', catalogSync);

  await app.register(requestIdPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, {
    production: env.NODE_ENV === 'production', https: env.PUBLIC_BASE_URL?.startsWith('https:') ?? false, webDistDir: env.WEB_DIST_DIR, imageBase: env.IMAGE_BASE_URL,
  });
  await app.register(loadShedding, { maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS });
  if (env.RATE_LIMITS) await app.register(rateLimitPlugin, { redis, keyPrefix: env.REDIS_KEY_PREFIX });
  await app.register(httpCachePlugin, { cache: responseCache });
  await app.register(apiContractPlugin);
  await app.register(swagger, { openapi: openApiInfo(env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`), transform: jsonSchemaTransform });
  await app.register(swaggerUi, {
    routePrefix: `${API_PREFIX}/docs`,
    // The docs page brings its own scripts: swagger-ui sends a policy hashing them; framing stays refused.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes);
  await app.register(async (api) => {
    await api.register(catalogRoutes, { catalog });
    await api.register(searchRoutes);
    await api.register(contentRoutes);
    if (env.BENCH_ROUTES) await api.register(benchRoutes);
  }, { prefix: API_PREFIX });
  // Generated demo pictures; a real shop sets IMAGE_BASE_URL to its image store or CDN instead.
  if (env.IMAGE_BASE_URL === '/images') await app.register(imageRoutes, { prefix: '/images' });
  await app.register(storefrontRoutes, { catalog, distDir: env.WEB_DIST_DIR, publicBaseUrl: env.PUBLIC_BASE_URL });
  return app;
}
