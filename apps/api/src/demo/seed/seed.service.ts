import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { unitOfWork } from '../../db/transaction.ts';
import { buildCatalog } from './catalog-builder.ts';
import { insertProducts, productRoutes } from './catalog.repo.ts';
import { insertContent, insertMerchandising } from './content.repo.ts';
import { insertDemoCoupons } from './demo-coupons.ts';
import { Prng } from './prng.ts';
import { categoryCount, ensureTaxonomy } from './taxonomy.repo.ts';

/** Fixed seeds: the same shop on every run. */
const CATALOG_SEED = 20_240_521;
const CONTENT_SEED = 7_131;
/** Serialises concurrent first starts (several replicas on one PostgreSQL). */
const SEED_LOCK_KEY = 74_656_511;

async function writeDemoShop(db: Database, now: Date): Promise<void> {
  const taxonomy = await ensureTaxonomy(db);
  const catalog = buildCatalog({ seed: CATALOG_SEED, now });
  const productId = await insertProducts(db, catalog, taxonomy);
  const rng = new Prng(CONTENT_SEED);
  await insertMerchandising(db, catalog, productId, taxonomy.categoryId, rng);
  await insertContent(db, taxonomy.categoryId, now, rng);
  await insertDemoCoupons(db, taxonomy.categoryId, now);
}

/** Seeds the demo shop (categories, ~460 products, lists, content) in one transaction. Expects an empty database. */
export async function seedDemoShop(db: Database, now = new Date()): Promise<void> {
  await unitOfWork(db, (tx) => tx)((tx) => writeDemoShop(tx, now));
  await analyze(db);
}

/**
 * After a bulk write: fresh planner statistics, and a visibility map so counts can be index-only.
 * The embedded database has no autovacuum to do either.
 */
async function analyze(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}

/** Seeds the demo shop only when there are no categories yet; returns whether it seeded. */
export async function seedDemoShopIfEmpty(db: Database, now = new Date()): Promise<boolean> {
  const seeded = await unitOfWork(
    db,
    (tx) => tx,
  )(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if ((await categoryCount(tx)) > 0) return false;
    await writeDemoShop(tx, now);
    return true;
  });
  if (seeded) await analyze(db);
  return seeded;
}

export interface BenchCatalogOptions {
  /** How many products to add. */
  products: number;
  now?: Date;
}

/**
 * Adds a large deterministic catalog over the demo categories (created if missing), for benchmarks.
 * Names repeat across rounds of the demo lines; routes stay unique (`-2`, `-3`... suffixes).
 * Returns the number of products written.
 */
export async function seedBenchCatalog(db: Database, options: BenchCatalogOptions): Promise<number> {
  const now = options.now ?? new Date();
  const written = await unitOfWork(
    db,
    (tx) => tx,
  )(async (tx) => {
    const taxonomy = await ensureTaxonomy(tx);
    const usedRoutes = await productRoutes(tx);
    const items = [];
    for (let round = 0; items.length < options.products; round++) {
      items.push(...buildCatalog({ seed: CATALOG_SEED + 1000 + round, now, usedRoutes }));
    }
    const wanted = items.slice(0, options.products);
    await insertProducts(tx, wanted, taxonomy, 500);
    return wanted.length;
  });
  await analyze(db);
  return written;
}
