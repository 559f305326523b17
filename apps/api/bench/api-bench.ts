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
 * Beside the browse mix, in each mode, staff edit products (issue 26: BENCH_EDITS edits, 1,000 by default, spread
 * evenly over the mode's runs, each started when due, at most BENCH_EDITS_IN_FLIGHT at once, 32 by default;
 * BENCH_EDITS=0 leaves them out), so the same run shows whether the targets hold under that write load, and how soon
 * each edit shows (edit-load.ts).
 *   BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PRODUCTS, BENCH_RUNS, BENCH_SCENARIOS=product-list,filter,
 * BENCH_MODES=cold, BENCH_EDITS, BENCH_EDITS_IN_FLIGHT,
 *   BENCH_PROFILE=<folder> (CPU profiles of the servers)
 */
import type { ChildProcess } from 'node:child_process';
import { asc, count, eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { products } from '../src/tables.ts';
import { seedBenchCatalog, seedDemoShop } from '../src/demo/seed/seed.service.ts';
import { buildServer, startServer, stopServer } from './bench-server.ts';
import { BENCH_ACCOUNTS, loginByCode, seedAccounts, type FlowFigures } from './auth-flows.ts';
import { printEdits, printLogins, printTable, type Row } from './api-bench-report.ts';
import { buildRequests } from './browse-mix.ts';
import { createEditorKey, startEditLoad, type EditFigures } from './edit-load.ts';
import { freshDatabase } from './bench-database.ts';
import { drive, onePass, summarize, type Figures, type Request, type Summary } from './load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CATALOG_SIZE = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SCENARIOS = process.env.BENCH_SCENARIOS?.split(',');
const MODES = (process.env.BENCH_MODES?.split(',') ?? ['warm', 'cold']) as ('warm' | 'cold')[];
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const LOAD = { connections: CONNECTIONS, seconds: SECONDS };
const EDITS = Math.max(0, Number(process.env.BENCH_EDITS ?? 1000));
const EDITS_IN_FLIGHT = Math.max(1, Number(process.env.BENCH_EDITS_IN_FLIGHT) || 32);
const SETUP = { connections: CONNECTIONS, seconds: SECONDS, products: CATALOG_SIZE, runs: RUNS };

async function prepareDatabase(kind: 'pglite' | 'postgres') {
  // The server's DATA_DIR holds the embedded database (PGlite) and the outbox the login codes go to.
  const { url, dataDir, drop } = await freshDatabase(kind);
  const started = Date.now();
  const handle = await openDatabase({ url, dataDir: url ? undefined : dataDir });
  await seedDemoShop(handle.db);
  const [{ n } = { n: 0 }] = await handle.db.select({ n: count() }).from(products);
  await seedBenchCatalog(handle.db, { products: Math.max(0, CATALOG_SIZE - Number(n)) });
  const requests = await buildRequests(handle.db, SCENARIOS);
  const authMe = await seedAccounts(handle.db);
  if (!SCENARIOS || SCENARIOS.includes('auth-me')) requests['auth-me'] = authMe;
  const [{ total } = { total: 0 }] = await handle.db.select({ total: count() }).from(products);
  const editorKey = EDITS ? await createEditorKey(handle.db) : '';
  const editTargets = await handle.db
    .select({ id: products.id, route: products.route })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id));
  await handle.close();
  console.log(`[${kind}] seeded ${total} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { url, dataDir, drop, requests, editorKey, editTargets };
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
  const edits: Array<{ database: string; mode: string; figures: EditFigures }> = [];
  let port = 3900;
  for (const kind of kinds) {
    const db = await prepareDatabase(kind);
    try {
      for (const mode of MODES) {
        const server = await startCatalogServer(db, mode === 'warm', ++port);
        const writes = EDITS
          ? startEditLoad(port, db.editorKey, db.editTargets, {
              edits: EDITS,
              inFlight: EDITS_IN_FLIGHT,
              seconds: plannedSeconds(Object.keys(db.requests), mode),
              tag: `${kind}-${mode}`,
            })
          : undefined;
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
          if (writes) edits.push({ database: kind, mode, figures: await writes.stop() });
        } finally {
          await writes?.stop();
          await stopServer(server);
        }
      }
    } finally {
      await db.drop();
    }
  }
  printTable(rows, SETUP);
  printLogins(logins, SETUP);
  printEdits(edits);
}

/** How long a mode's runs drive the server (each call and its ceiling, and the logins when cold): the edits' span. */
function plannedSeconds(scenarios: string[], mode: 'warm' | 'cold'): number {
  const calls = scenarios.filter((s) => mode === 'cold' || s !== 'auth-me').length;
  const logins = mode === 'cold' && (!SCENARIOS || SCENARIOS.includes('login-code')) ? 1 : 0;
  return (calls * 2 + logins) * RUNS * SECONDS;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
