/**
 * `npm run bench:api`: seeds a 10,000-product catalog, starts the real server in a child process and drives it
 * with autocannon (50 connections, a fixed time each) through a browse mix of product-list, product-detail,
 * filter-product (random brand, origin and price combinations) and global-search, warm (response cache on, after
 * one pass) and cold (cache off), plus the account calls: `GET /auth/me` and a whole login by code (cold only: they are
 * never cached), on the embedded database and, when DATABASE_URL is set, on a fresh database of
 * that PostgreSQL server. Each figure is printed beside the ceiling (a route on the same server that returns a
 * constant body of the same size and does no other work) and beside its target (issue 6).
 * Each call is driven BENCH_RUNS times (3 by default) and reported as the median and the worst run, since req/s
 * varies from run to run; a target counts as met only when the median run meets it and no run had errors.
 *   BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PRODUCTS, BENCH_RUNS, BENCH_SCENARIOS=product-list,filter,
 * BENCH_MODES=cold,
 *   BENCH_PROFILE=<folder> (CPU profiles of the servers)
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, count } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { categories, products } from '../src/tables.ts';
import { seedBenchCatalog, seedDemoShop } from '../src/demo/seed/seed.service.ts';
import { SORT_MODES } from '@shop/shared';
import { buildServer, startServer, stopServer } from './bench-server.ts';
import { BENCH_ACCOUNTS, loginByCode, seedAccounts, type FlowFigures } from './auth-flows.ts';
import { filterMix } from './filter-mix.ts';
import { freshDatabase } from './bench-database.ts';
import { drive, onePass, summarize, type Figures, type Request, type Summary } from './load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CATALOG_SIZE = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SCENARIOS = process.env.BENCH_SCENARIOS?.split(',');
const MODES = (process.env.BENCH_MODES?.split(',') ?? ['warm', 'cold']) as ('warm' | 'cold')[];
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const LOAD = { connections: CONNECTIONS, seconds: SECONDS };

/**
 * Cold req/s on PGlite before the in-memory catalog (issue 6), measured with this script's mixes on the code before
 * it (commit 0de19e8), on this machine with nothing else running, median of three runs (the issue's own figure for
 * product-list was 150; the higher one measured here is kept, so the target is the stricter). Cold targets are
 * 10 times these with p99 under 100 ms; warm targets are 70% of the ceiling.
 */
const BASELINE_COLD_RPS: Record<string, number> = { 'product-list': 179, 'product-detail': 213, filter: 205 };
const COLD_P99_TARGET_MS = 100;
/** A whole login by code (two calls and the outbox read) in under half a second for 99 in 100 shoppers. */
const LOGIN_P99_TARGET_MS = 500;
const WARM_SHARE_TARGET = 0.7;

interface Row {
  database: string;
  mode: string;
  scenario: string;
  bytes: number;
  runs: number;
  call: Summary;
  ceiling: Summary;
}

async function prepareDatabase(kind: 'pglite' | 'postgres') {
  // The server's DATA_DIR holds the embedded database (PGlite) and the outbox the login codes go to.
  const { url, dataDir, drop } = await freshDatabase(kind);
  const started = Date.now();
  const handle = await openDatabase({ url, dataDir: url ? undefined : dataDir });
  await seedDemoShop(handle.db);
  const [{ n } = { n: 0 }] = await handle.db.select({ n: count() }).from(products);
  await seedBenchCatalog(handle.db, { products: Math.max(0, CATALOG_SIZE - Number(n)) });
  const requests = await buildRequests(handle.db);
  const authMe = await seedAccounts(handle.db);
  if (!SCENARIOS || SCENARIOS.includes('auth-me')) requests['auth-me'] = authMe;
  const [{ total } = { total: 0 }] = await handle.db.select({ total: count() }).from(products);
  await handle.close();
  console.log(`[${kind}] seeded ${total} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { url, dataDir, drop, requests };
}

/** The browse mix: every category and subcategory, several pages, all four sorts; many products; many queries. */
async function buildRequests(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const all = await db.select().from(categories).orderBy(asc(categories.id));
  const routeOf = new Map(all.map((c) => [c.id, c.route]));
  const listing: Request[] = [];
  for (const c of all) {
    const base =
      c.parentId === null
        ? `/api/v1/product-list/${c.route}`
        : `/api/v1/product-list/${routeOf.get(c.parentId)}/${c.route}`;
    for (const page of [1, 2, 3])
      for (const sort of SORT_MODES) listing.push({ method: 'GET', path: `${base}?page=${page}&sort=${sort}` });
  }
  const sample = await db
    .select({ route: products.route, text: products.searchText })
    .from(products)
    .orderBy(asc(products.id));
  const step = Math.max(1, Math.floor(sample.length / 600));
  const picked = sample.filter((_, i) => i % step === 0);
  const detail: Request[] = picked.map((p) => ({ method: 'GET', path: `/api/v1/product-detail/${p.route}` }));
  const words = [...new Set(picked.flatMap((p) => p.text.split(' ')).filter((w) => w.length >= 5))];
  const queries = new Set<string>([
    'whiskey',
    'whisky',
    'wiskey',
    'champagne',
    'red wine',
    'vodka',
    'tequila',
    'rum',
    'cognac',
    'lager',
  ]);
  for (const [i, w] of words.entries()) {
    if (queries.size >= 300) break;
    // Whole words, prefixes and one-letter typos, as shoppers type them.
    queries.add(i % 3 === 0 ? w : i % 3 === 1 ? w.slice(0, 4) : w.slice(0, 2) + w.slice(3));
  }
  const search: Request[] = [...queries].map((q) => ({
    method: 'POST',
    path: '/api/v1/global-search',
    body: JSON.stringify({ query: q }),
    headers: { 'content-type': 'application/json' },
  }));
  const mixes: Record<string, Request[]> = {
    'product-list': listing,
    'product-detail': detail,
    filter: await filterMix(db),
    'global-search': search,
  };
  return Object.fromEntries(Object.entries(mixes).filter(([name]) => !SCENARIOS || SCENARIOS.includes(name)));
}

function startCatalogServer(
  db: { url?: string; dataDir?: string },
  cache: boolean,
  port: number,
): Promise<ChildProcess> {
  return startServer(
    {
      BENCH_ROUTES: 'true',
      CATALOG_CACHE: String(cache),
      CATALOG_CACHE_SECONDS: '3600',
      DATA_DIR: db.dataDir,
      ...(db.url ? { DATABASE_URL: db.url } : { DATABASE_URL: undefined }),
    },
    port,
    '/api/v1/categories-menu',
  );
}

/**
 * The ceiling's requests: the same method, and for POST calls the same request bodies, so the ceiling differs from
 * the call only in the work the call does to answer.
 */
function ceilingRequests(requests: Request[], bytes: number): Request[] {
  const path = `/api/v1/__ceiling?bytes=${bytes}`;
  return requests.map((r) => ({ ...r, path }));
}

async function main() {
  const kinds: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  buildServer();
  const rows: Row[] = [];
  const logins: Array<{ database: string; figures: Summary }> = [];
  let port = 3900;
  for (const kind of kinds) {
    const db = await prepareDatabase(kind);
    try {
      for (const mode of MODES) {
        const server = await startCatalogServer(db, mode === 'warm', ++port);
        try {
          for (const [scenario, requests] of Object.entries(db.requests)) {
            if (scenario === 'auth-me' && mode === 'warm') continue;
            const bytes = await onePass(port, requests);
            const calls: Figures[] = [];
            const ceilings: Figures[] = [];
            for (let run = 1; run <= RUNS; run++) {
              const call = await drive(port, requests, LOAD);
              const ceiling = await drive(port, ceilingRequests(requests, bytes), LOAD);
              calls.push(call);
              ceilings.push(ceiling);
              console.log(
                `[${kind}/${mode}] ${scenario} run ${run}/${RUNS}: ${call.rps} req/s p50 ${call.p50} ms p99 ${call.p99} ms, ${call.errors} errors (ceiling ${ceiling.rps} req/s) over ${requests.length} distinct requests`,
              );
            }
            rows.push({
              database: kind,
              mode,
              scenario,
              bytes,
              runs: RUNS,
              call: summarize(calls),
              ceiling: summarize(ceilings),
            });
          }
          if (mode === 'cold' && (!SCENARIOS || SCENARIOS.includes('login-code'))) {
            const runs: FlowFigures[] = [];
            let firstAccount = 1;
            for (let run = 1; run <= RUNS && firstAccount < BENCH_ACCOUNTS; run++) {
              const figures = await loginByCode(`http://127.0.0.1:${port}`, db.dataDir, {
                seconds: SECONDS,
                concurrency: CONNECTIONS,
                firstAccount,
              });
              firstAccount += figures.used;
              runs.push(figures);
              console.log(
                `[${kind}/${mode}] login by code run ${run}/${RUNS}: ${figures.rps} logins/s p50 ${figures.p50} ms p99 ${figures.p99} ms, ${figures.errors} errors`,
              );
            }
            logins.push({ database: kind, figures: summarize(runs) });
          }
        } finally {
          await stopServer(server);
        }
      }
    } finally {
      await db.drop();
    }
  }
  printTable(rows);
  printLogins(logins);
}

/** The whole login by code (send, read the SMS, verify), which no cache can help. */
function printLogins(logins: Array<{ database: string; figures: Summary }>) {
  if (!logins.length) return;
  console.log(
    `\nLogin by code end to end (POST /newLogin, the code from the outbox, POST /verifyOTP), ${CONNECTIONS} shoppers at once, median and worst of ${RUNS} runs:\n`,
  );
  console.log(
    '| database | logins/s median (worst) | p50 ms | p99 ms median (worst) | errors | target | met: median, worst |',
  );
  console.log('|---|---:|---:|---:|---:|---|---|');
  for (const {
    database,
    figures: { median: m, worst: w },
  } of logins) {
    const met = (f: Figures) => (f.errors === 0 && f.p99 < LOGIN_P99_TARGET_MS ? 'yes' : 'no');
    console.log(
      `| ${database} | ${m.rps} (${w.rps}) | ${m.p50} | ${m.p99} (${w.p99}) | ${w.errors} | p99 < ${LOGIN_P99_TARGET_MS} ms | ${met(m)}, ${met(w)} |`,
    );
  }
}

/** The target for a row, and whether one run's figures meet it (a run with errors never does). */
function target(r: Row, figures: Figures, ceilingRps: number): { text: string; met: boolean } {
  if (figures.errors > 0) return { text: '', met: false };
  if (r.mode === 'warm')
    return { text: `≥ ${WARM_SHARE_TARGET * 100}% of ceiling`, met: figures.rps >= WARM_SHARE_TARGET * ceilingRps };
  const baseline = BASELINE_COLD_RPS[r.scenario];
  if (!baseline || r.database !== 'pglite')
    return { text: `p99 < ${COLD_P99_TARGET_MS} ms`, met: figures.p99 < COLD_P99_TARGET_MS };
  const rps = 10 * baseline;
  return {
    text: `≥ ${rps} req/s (10× ${baseline}), p99 < ${COLD_P99_TARGET_MS} ms`,
    met: figures.rps >= rps && figures.p99 < COLD_P99_TARGET_MS,
  };
}

function printTable(rows: Row[]) {
  console.log(
    `\nAPI benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run, ${CATALOG_SIZE} products, median and worst of ${RUNS} runs, ${os.cpus().length} cores, Node ${process.version}\n`,
  );
  console.log(
    '| database | mode | call | req/s median (worst) | p50 ms | p99 ms median (worst) | errors | body bytes | ceiling req/s | share of ceiling median (worst) | target | met: median, worst |',
  );
  console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|');
  const yesNo = (met: boolean) => (met ? 'yes' : 'no');
  for (const r of rows) {
    const { median: m, worst: w } = r.call;
    const ceiling = r.ceiling.median.rps;
    const share = (rps: number) => `${Math.round((rps / ceiling) * 100)}%`;
    const { text } = target(r, { ...m, errors: 0 }, ceiling);
    const metMedian = target(r, m, ceiling).met;
    const metWorst = target(r, w, ceiling).met;
    console.log(
      `| ${r.database} | ${r.mode} | ${r.scenario} | ${m.rps} (${w.rps}) | ${m.p50} | ${m.p99} (${w.p99}) | ${w.errors} | ${r.bytes} | ${ceiling} | ${share(m.rps)} (${share(w.rps)}) | ${text} | ${yesNo(metMedian)}, ${yesNo(metWorst)} |`,
    );
  }
  const outDir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'api-bench.json'), JSON.stringify(rows, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
