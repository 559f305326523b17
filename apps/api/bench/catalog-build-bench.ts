/**
 * `npm run bench:catalog-build`: how long the catalog read model takes to build (decision 007) on the bench catalog
 * (the demo shop plus generated products up to BENCH_PRODUCTS, 10,000 by default, on the embedded database), and
 * what cleaning its HTML costs (decision 016). Prints the first build and the median of BENCH_RUNS more (5 by
 * default), then the same with markup in every product's name, description and tasting notes: the sanitizer's worst
 * case, since a value without markup is not parsed. Memory is read after a full collection (the script runs node with
 * --expose-gc). Then what a change of one product costs (a staff edit, an order's stock change): the new snapshot
 * made from the last, 1,000 changes in a row, each of one product.
 */
import { count } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { products } from '../src/tables.ts';
import { seedBenchCatalog, seedDemoShop } from '../src/demo/seed/seed.service.ts';
import { createCatalogRepo, type CatalogRows } from '../src/modules/catalog/catalog.repo.ts';
import { CatalogSnapshot } from '../src/modules/catalog/catalog-snapshot.ts';
import { createReviewsRepo } from '../src/modules/reviews/reviews.repo.ts';
import { createFaqRepo } from '../src/modules/faq/faq.repo.ts';

const CATALOG_SIZE = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
function memory() {
  gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

function time(rows: CatalogRows): number {
  const started = performance.now();
  CatalogSnapshot.build(rows, '/images');
  return performance.now() - started;
}

function report(label: string, rows: CatalogRows) {
  const before = memory();
  const first = time(rows);
  const after = memory();
  const runs = Array.from({ length: RUNS }, () => time(rows)).sort((a, b) => a - b);
  const median = runs[Math.floor(runs.length / 2)]!;
  console.log(
    `${label}: first build ${first.toFixed(0)} ms, then median ${median.toFixed(0)} ms (${RUNS} runs); ` +
      `first build added ${mb(after.rss - before.rss)} RSS, ${mb(after.heapUsed - before.heapUsed)} heap${gc ? '' : ' (no --expose-gc: rough)'}`,
  );
}

const handle = await openDatabase({});
await seedDemoShop(handle.db);
const [{ n } = { n: 0 }] = await handle.db.select({ n: count() }).from(products);
await seedBenchCatalog(handle.db, { products: Math.max(0, CATALOG_SIZE - Number(n)) });
const repo = createCatalogRepo(handle.db, {
  categoryFaqs: (tx) => createFaqRepo(tx).listCategoryFaqs(),
  productRatings: (tx, ids) => createReviewsRepo(tx).ratings(ids),
});
const { rows } = await repo.loadAll();
await handle.close();

const withMarkup = (text: string) => (text.includes('<') ? text : `<p>${text}</p>`);
const marked: CatalogRows = {
  ...rows,
  products: rows.products.map((p) => ({
    ...p,
    name: p.name.includes('<') ? p.name : `<em>${p.name}</em>`,
    description: withMarkup(p.description),
    tastingNotes: withMarkup(p.tastingNotes),
  })),
};
const markedNames = rows.products.filter((p) => p.name.includes('<')).length;
console.log(`${rows.products.length} products; ${markedNames} names with markup as seeded`);
report('as seeded', rows);
report('markup in every name, description and tasting notes', marked);

/** Each change a product's stock, as the feed hands it over (its rows as they are now), one product at a time. */
function changes(rows: CatalogRows, count: number) {
  let snapshot = CatalogSnapshot.build(rows, '/images');
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = rows.products[(i * 7919) % rows.products.length]!.id;
    const changed = {
      products: rows.products.filter((p) => p.id === id),
      variations: rows.variations.filter((v) => v.productId === id).map((v) => ({ ...v, stock: i })),
    };
    const started = performance.now();
    snapshot = snapshot.withProducts([id], changed);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!.toFixed(2);
  console.log(
    `a change of one product: median ${at(0.5)} ms, p99 ${at(0.99)} ms, longest ${at(1)} ms (${count} in a row)`,
  );
}
changes(rows, 1000);
