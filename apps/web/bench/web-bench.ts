/**
 * Storefront budgets (issue 3): JavaScript loaded by the home page ≤ 120 KB gzip, and Lighthouse
 * mobile scores on home, a listing and a product page: performance ≥ 90, accessibility,
 * best practices and SEO ≥ 95. Builds the web, starts the real API on a free port with a fresh
 * demo shop, measures, prints a table and exits non-zero when a budget is missed.
 *   npm run bench --workspace apps/web            (BENCH_SKIP_BUILD=1 to reuse dist/)
 */
import { execSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromiumOrExit } from '../../../tooling/find-chromium.mjs';
import { benchPaths, pageJavaScript } from './page-javascript.ts';
import { startServer, webDir } from './server.ts';

const CHROMIUM = findChromiumOrExit();
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage'];
const JS_BUDGET_BYTES = 120 * 1024;
const SCORE_BUDGETS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 } as const;
type Category = keyof typeof SCORE_BUDGETS;

/** Lighthouse runs per page; the median run (by performance) is reported, as Lighthouse advises for variance. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

type Scores = Record<Category, number>;

async function lighthouseScores(urls: Array<[string, string]>): Promise<Array<{ name: string; scores: Scores; worst: Scores }>> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const out = [];
    for (const [name, url] of urls) {
      const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(SCORE_BUDGETS) });
        if (run) runs.push(run);
      }
      runs.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
      console.log(`  ${name}: performance over ${runs.length} runs: ${runs.map((r) => Math.round((r.lhr.categories.performance?.score ?? 0) * 100)).join(', ')}`);
      const result = runs[Math.floor(runs.length / 2)];
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const scoreOf = (run: (typeof runs)[number], c: Category) => Math.round((run.lhr.categories[c]?.score ?? 0) * 100);
      const scores = Object.fromEntries((Object.keys(SCORE_BUDGETS) as Category[]).map((c) => [c, scoreOf(result, c)])) as Scores;
      const worst = Object.fromEntries((Object.keys(SCORE_BUDGETS) as Category[]).map((c) => [c, Math.min(...runs.map((run) => scoreOf(run, c)))])) as Scores;
      const failed = Object.values(result.lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      if (failed.length) console.log(`  ${name}: audits below 0.9: ${failed.join(', ')}`);
      const lcp = result.lhr.audits['largest-contentful-paint-element']?.details as { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
      const lcpNode = lcp?.items?.[0]?.items?.[0]?.node?.snippet;
      if (lcpNode) console.log(`  ${name}: LCP element ${lcpNode.slice(0, 140)}`);
      const metric = (id: string) => result.lhr.audits[id]?.displayValue ?? '?';
      console.log(`  ${name}: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`);
      out.push({ name, scores, worst });
    }
    return out;
  } finally {
    chrome.kill();
  }
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') execSync('npm run build', { cwd: webDir, stdio: ['ignore', 'ignore', 'inherit'] });
  const server = await startServer(Number(process.env.BENCH_PORT_BASE ?? 3170));
  let ok = true;
  try {
    const { listing, product } = await benchPaths(server.baseUrl);
    const pages: Array<[string, string]> = [
      ['home', `${server.baseUrl}/`],
      [`listing ${listing}`, `${server.baseUrl}${listing}`],
      [`product ${product}`, `${server.baseUrl}${product}`],
    ];

    const js = await pageJavaScript(CHROMIUM, server.baseUrl);
    const jsOk = js.total <= JS_BUDGET_BYTES;
    ok &&= jsOk;
    console.log('\nJavaScript loaded by the home page (gzip):');
    for (const f of js.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.url}`);
    console.log(`  ${(js.total / 1024).toFixed(1).padStart(6)} KB  total (budget ${JS_BUDGET_BYTES / 1024} KB) ${jsOk ? 'PASS' : 'FAIL'}`);

    console.log('\nLighthouse (mobile):');
    const results = await lighthouseScores(pages);
    console.log(`\n  Median (worst) of ${RUNS} runs; a budget passes on the median run.`);
    console.log(`  ${'page'.padEnd(60)}     perf      a11y      best       seo`);
    for (const { name, scores, worst } of results) {
      const pass = (Object.keys(SCORE_BUDGETS) as Category[]).every((c) => scores[c] >= SCORE_BUDGETS[c]);
      ok &&= pass;
      const cell = (c: Category) => `${scores[c]} (${worst[c]})`.padStart(9);
      console.log(`  ${name.padEnd(60)} ${cell('performance')} ${cell('accessibility')} ${cell('best-practices')} ${cell('seo')}  ${pass ? 'PASS' : 'FAIL'}`);
    }
    console.log(`\nBudgets: performance ≥ ${SCORE_BUDGETS.performance}, accessibility/best-practices/SEO ≥ 95, home JS ≤ 120 KB gzip → ${ok ? 'ALL PASS' : 'SOME FAILED'}`);
  } finally {
    await server.stop();
  }
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
