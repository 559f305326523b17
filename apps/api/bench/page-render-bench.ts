/**
 * `npm run bench:pages`: the storefront's pages as the server renders them (decision 015) on a cache miss: home, the
 * category listings (pages 1–3 in every sort) and product pages, each driven with autocannon as plain GETs of the HTML
 * from a returning visitor (the age cookie set), for req/s, p50 and p99, median and worst of BENCH_RUNS runs, on the
 * embedded database and, when DATABASE_URL is set, on a fresh database of that PostgreSQL server. It builds the shop
 * (`npm run build` at the root: the storefront and the server) and starts `dist/server.js` as bench:api does.
 *
 * A cache miss: the servers run with CATALOG_CACHE=false, the existing setting that turns off the response cache,
 * which is where rendered pages are kept, so every request renders its page. The reads a render makes are answered in
 * process and never pass through that cache, so they run as they always do (the in-memory catalog, decision 007).
 * Distinct unrendered pages were the other way, but home has one spelling and so no second miss. No compression is
 * asked, so the figures leave out the gzip a miss pays when it stores the page.
 *
 * BENCH_COMPARE_DIR=<another checkout>: builds and starts that checkout's server too, each on its own database seeded
 * by its own code, and drives the two in turn (that one, then this one, for every page and run), so before and after
 * come from one run on one machine.
 *   BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_RUNS (3), BENCH_PAGES=home,listing,product,
 *   BENCH_PRODUCTS (unset: the demo shop alone; else generated products up to that many in all, as bench:api seeds),
 *   BENCH_DATABASES=postgres (only that one), BENCH_SKIP_BUILD=1 (use the builds already there),
 *   BENCH_PROFILE=<folder> (CPU profiles of the servers)
 */
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AGE_COOKIE, canonicalStorefrontPath, matchStorefrontRoute, SORT_MODES } from '@shop/shared';
import type * as DbClient from '../src/db/client.ts';
import type * as Seed from '../src/demo/seed/seed.service.ts';
import { freshDatabase, type BenchDatabase } from './bench-database.ts';
import { buildServer, REPO_DIR, startServer, stopServer } from './bench-server.ts';
import { drive, onePass, summarize, type Figures, type Request } from './load.ts';

/** 10 at a time: a render takes milliseconds of CPU, so 10 keep the server busy and more only lengthen the queue. */
const LOAD = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
};
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 0);
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['home', 'listing', 'product'];
/** Product pages in the mix: enough that no page is a favourite, spread over the whole catalog. */
const PRODUCT_PAGES = 600;

interface Checkout {
  name: string;
  root: string;
  commit: string;
}
interface Server {
  checkout: Checkout;
  db: BenchDatabase;
  /** Set once started. */
  port: number;
  child?: ChildProcess;
}

/** The commit a checkout is at, marked when it has changes not committed. */
function describe(root: string): string {
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
  return (
    git('rev-parse', '--short', 'HEAD') + (git('status', '--porcelain', '--untracked-files=no') ? ' + changes' : '')
  );
}

/** Migrates and seeds a database with the checkout's own code, so an older checkout gets the schema it expects. */
async function seed(root: string, db: BenchDatabase): Promise<void> {
  const source = (file: string) => import(pathToFileURL(path.join(root, 'apps/api/src', file)).href);
  const { openDatabase } = (await source('db/client.ts')) as typeof DbClient;
  const { seedDemoShop, seedBenchCatalog } = (await source('demo/seed/seed.service.ts')) as typeof Seed;
  const handle = await openDatabase({ url: db.url, dataDir: db.url ? undefined : db.dataDir });
  await seedDemoShop(handle.db);
  if (PRODUCTS > 0) {
    const counted = (await handle.db.execute('select count(*)::int as n from products')) as unknown as {
      rows: [{ n: number }];
    };
    await seedBenchCatalog(handle.db, { products: Math.max(0, PRODUCTS - counted.rows[0].n) });
  }
  await handle.close();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Starts a checkout's built server on a free port, with the page cache off (see above). */
async function start(server: Server): Promise<void> {
  const port = (server.port = await freePort());
  const apiDir = path.join(server.checkout.root, 'apps/api');
  const env = {
    CATALOG_CACHE: 'false',
    WEB_DIST_DIR: path.join(server.checkout.root, 'apps/web/dist'),
    DATA_DIR: server.db.dataDir,
    DATABASE_URL: server.db.url,
  };
  server.child = await startServer(env, port, '/ready', apiDir);
  // The setting must have held: the same page asked twice is rendered twice.
  for (let i = 0; i < 2; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { cookie: `${AGE_COOKIE}=1` } });
    if (res.headers.get('x-cache') !== 'miss') throw new Error(`${server.checkout.name}: home not rendered, or cached`);
  }
}

/** The pages, from the sitemap: home; each category's listing, pages 1–3 in every sort; products across the catalog. */
async function pageMixes(port: number): Promise<Array<[string, Request[]]>> {
  const sitemap = await (await fetch(`http://127.0.0.1:${port}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const named = (...names: string[]) => paths.filter((p) => names.includes(matchStorefrontRoute(p)?.name ?? ''));
  const listings = named('shop', 'shopSubcategory').flatMap((p) =>
    [1, 2, 3].flatMap((page) => SORT_MODES.map((sort) => `${p}?page=${page}&sort=${sort}`)),
  );
  const products = named('productInCategory').map(canonicalStorefrontPath);
  const step = Math.max(1, Math.floor(products.length / PRODUCT_PAGES));
  const get = (p: string): Request => ({ method: 'GET', path: p, headers: { cookie: `${AGE_COOKIE}=1` } });
  const mixes: Record<string, string[]> = {
    home: ['/'],
    listing: listings,
    product: products.filter((_, i) => i % step === 0),
  };
  return PAGES.map((page) => [page, (mixes[page] ?? []).map(get)]);
}

/**
 * Waits until the server is idle: when autocannon stops, the server still renders the pages its last requests asked
 * for (a render goes on when its client has gone), and the next run must not start behind them. Idle: `/health`
 * answered within 10 ms three times in a row (a render holds the event loop longer), or after a minute in any case.
 */
async function settle(port: number): Promise<void> {
  for (let quick = 0, tries = 0; quick < 3 && tries < 600; tries++) {
    const started = performance.now();
    await fetch(`http://127.0.0.1:${port}/health`).then((res) => res.arrayBuffer());
    quick = performance.now() - started < 10 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Row {
  database: string;
  checkout: string;
  page: string;
  distinct: number;
  bytes: number;
  runs: Figures[];
}

async function benchDatabase(kind: 'pglite' | 'postgres', checkouts: Checkout[]): Promise<Row[]> {
  const servers: Server[] = [];
  try {
    for (const checkout of checkouts) {
      const started = Date.now();
      const server: Server = { checkout, db: await freshDatabase(kind), port: 0 };
      servers.push(server);
      await seed(checkout.root, server.db);
      await start(server);
      console.log(`[${kind}/${checkout.name}] seeded and started in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const mixes = await pageMixes(servers.at(-1)!.port);
    const rows: Row[] = [];
    for (const [page, requests] of mixes) {
      for (const { checkout, port } of servers) {
        // Every page once, unmeasured: it warms the server up and fails fast on a page that does not answer 200.
        const bytes = await onePass(port, requests);
        rows.push({ database: kind, checkout: checkout.name, page, distinct: requests.length, bytes, runs: [] });
      }
    }
    for (let run = 1; run <= RUNS; run++) {
      for (const [page, requests] of mixes) {
        for (const { checkout, port } of servers) {
          const figures = await drive(port, requests, LOAD);
          await settle(port);
          rows.find((r) => r.page === page && r.checkout === checkout.name)!.runs.push(figures);
          console.log(
            `[${kind}/${checkout.name}] ${page} run ${run}/${RUNS}: ${figures.rps} req/s p50 ${figures.p50} ms ` +
              `p99 ${figures.p99} ms, ${figures.errors} errors over ${requests.length} distinct pages`,
          );
        }
      }
    }
    return rows;
  } finally {
    for (const server of servers) {
      if (server.child) await stopServer(server.child);
      await server.db.drop();
    }
  }
}

function printTable(rows: Row[], checkouts: Checkout[]) {
  const which = checkouts.map((c) => `${c.name} ${c.commit}`).join(', ');
  console.log(
    `\nRendered pages on a cache miss (${which}): ${LOAD.connections} connections, ${LOAD.seconds} s per run, ` +
      `median (worst) of ${RUNS} runs, ${os.cpus().length} cores, Node ${process.version}\n`,
  );
  console.log(
    '| database | checkout | page | req/s median (worst) | p50 ms | p99 ms median (worst) | errors | distinct pages ' +
      '| body bytes |',
  );
  console.log('|---|---|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const { median: m, worst: w } = summarize(r.runs);
    console.log(
      `| ${r.database} | ${r.checkout} | ${r.page} | ${m.rps} (${w.rps}) | ${m.p50} | ${m.p99} (${w.p99}) | ` +
        `${w.errors} | ${r.distinct} | ${r.bytes} |`,
    );
  }
}

async function main() {
  const compareDir = process.env.BENCH_COMPARE_DIR && path.resolve(process.env.BENCH_COMPARE_DIR);
  const roots = compareDir
    ? [
        ['compare', compareDir],
        ['this', REPO_DIR],
      ]
    : [['this', REPO_DIR]];
  const checkouts = roots.map(([name, root]) => ({ name: name!, root: root!, commit: describe(root!) }));
  if (process.env.BENCH_SKIP_BUILD !== '1') for (const { root } of checkouts) buildServer(root);
  const kinds = (process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)).filter(
    (k) => !process.env.BENCH_DATABASES || process.env.BENCH_DATABASES.split(',').includes(k),
  );
  const rows: Row[] = [];
  for (const kind of kinds) rows.push(...(await benchDatabase(kind, checkouts)));
  printTable(rows, checkouts);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
