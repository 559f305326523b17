import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import { ResponseCache } from './lib/response-cache.ts';
import { CatalogReadModel, createCatalogRepo, syncCatalog, tagsOfChange } from './modules/catalog/index.ts';
import { createFaqRepo } from './modules/faq/index.ts';
import { createReviewsRepo } from './modules/reviews/index.ts';

/**
 * The catalog in memory and the cache of public answers, started together: every catalog change, on this replica or
 * announced by another, empties the cached answers it touches (decisions 004 and 007).
 */
export async function startCatalogAndCache({
  env,
  db,
  cache,
  redis,
  log,
}: {
  env: Env;
  db: Database;
  cache?: ResponseCache;
  redis?: Redis;
  log: FastifyBaseLogger;
}) {
  const responseCache =
    cache ??
    new ResponseCache({
      ttlSeconds: env.CATALOG_CACHE_SECONDS,
      enabled: env.CATALOG_CACHE,
      maxBytes: env.CACHE_MAX_MB * 1024 * 1024,
      keyPrefix: env.REDIS_KEY_PREFIX,
      redis,
    });
  // Category FAQs are the FAQ feature's rows: its repository reads them inside the catalog's snapshot transaction.
  const catalogRepo = createCatalogRepo(db, {
    categoryFaqs: (tx) => createFaqRepo(tx).listCategoryFaqs(),
    productRatings: (tx, ids) => createReviewsRepo(tx).ratings(ids),
  });
  const catalog = new CatalogReadModel(catalogRepo, {
    imageBase: env.IMAGE_BASE_URL,
    pollMs: env.CATALOG_POLL_MS,
    log,
  });
  await catalog.start();
  catalog.onChange((change) => responseCache.invalidate(tagsOfChange(change)));
  const catalogSync = syncCatalog(catalog, { redis, keyPrefix: env.REDIS_KEY_PREFIX, log });
  const stop = async () => {
    await catalogSync.close();
    await catalog.stop();
  };
  return { responseCache, catalog, catalogSync, stop };
}
