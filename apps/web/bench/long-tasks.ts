/**
 * The main thread of a first visit without Lighthouse (issue 24): for home, a listing and a product page, the elements
 * of the page once hydrated and the long tasks (over 50 ms) from the start of the navigation until the app is ready
 * and LT_SETTLE_MS more, with the CPU slowed down LT_CPU times (default 4). The estimate of blocking time is the sum of
 * each long task's time over 50 ms. Median (worst) of LT_RUNS runs (default 5), each in a fresh browser context, as a
 * first visit (age gate shown). It measures the build there is (`npm run build` first); LT_DIST=a,b measures builds
 * side by side, alternating run by run, each a directory holding `dist/` and `dist-server/` as the build leaves them,
 * inside the project: the server render imports React from the project's packages, so elsewhere the server stops at
 * start, or, without `dist-server/`, serves pages the browser renders, whose figures mean nothing here.
 *   npm run bench:long-tasks --workspace apps/web   (LT_PAGES=home,listing,product)
 */
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { findChromiumOrExit } from '../../../tooling/find-chromium.mjs';
import { benchPaths } from './page-javascript.ts';
import { startServer, webDir, type RunningServer } from './server.ts';

const CHROMIUM = findChromiumOrExit();
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const RUNS = Math.max(1, Number(process.env.LT_RUNS ?? 5));
const CPU = Number(process.env.LT_CPU ?? 4);
const SETTLE_MS = Number(process.env.LT_SETTLE_MS ?? 3000);

/** What the page itself records (installed before any of its scripts run). */
interface Probe {
  longTasks: number[];
  readyAt?: number;
}

interface Sample {
  elements: number;
  tbt: number;
  tasks: number;
  longest: number;
  readyMs: number;
}

async function measure(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as Probe;
      w.longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({
        type: 'longtask',
        buffered: true,
      });
      // When the app marks the page hydrated (`<html data-ready>`), without polling the page from here meanwhile.
      new MutationObserver(() => (w.readyAt ??= performance.now())).observe(document, {
        subtree: true,
        attributeFilter: ['data-ready'],
      });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as Probe).readyAt, null, { polling: 500, timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const { tasks, elements, readyMs } = await page.evaluate(() => ({
      tasks: (window as unknown as Probe).longTasks,
      readyMs: (window as unknown as Probe).readyAt!,
      elements: document.querySelectorAll('*').length,
    }));
    const tbt = tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
    return { elements, tbt, tasks: tasks.length, longest: Math.max(0, ...tasks), readyMs };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const cell = (xs: number[]) => `${Math.round(median(xs))} (${Math.round(Math.max(...xs))})`;

async function main() {
  const dists = process.env.LT_DIST?.split(',') ?? [webDir];
  const servers: RunningServer[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    for (const [i, dir] of dists.entries()) {
      process.env.WEB_DIST_DIR = path.resolve(dir, 'dist');
      servers.push(await startServer(Number(process.env.BENCH_PORT_BASE ?? 3190) + i * 10));
    }
    const { listing, product } = await benchPaths(servers[0]!.baseUrl);
    const only = process.env.LT_PAGES?.split(',');
    const pages = Object.entries({ home: '/', listing, product }).filter(([name]) => !only || only.includes(name));
    const samples = dists.map(() => pages.map((): Sample[] => []));
    for (let run = 0; run < RUNS; run++) {
      for (const [p, [, pagePath]] of pages.entries()) {
        // Builds take turns going first, so a slower moment of a shared machine falls on each alike.
        const order = dists.map((_, i) => i);
        if (run % 2) order.reverse();
        for (const d of order) samples[d]![p]!.push(await measure(browser, `${servers[d]!.baseUrl}${pagePath}`));
      }
    }
    console.log(`CPU ${CPU}×, median (worst) of ${RUNS} runs; blocking time = sum of (long task − 50 ms)\n`);
    if (dists.length > 1) dists.forEach((dir, d) => console.log(`build ${d + 1}: ${path.resolve(dir)}`));
    console.log('| build | page | elements | blocking ms | long tasks | longest ms | ready ms |');
    console.log('|---|---|---:|---:|---:|---:|---:|');
    for (const d of dists.keys()) {
      for (const [p, [name]] of pages.entries()) {
        const s = samples[d]![p]!;
        const of = (key: keyof Sample) => cell(s.map((x) => x[key]));
        const row = [
          dists.length > 1 ? `${d + 1}` : 'current',
          name,
          of('elements'),
          of('tbt'),
          of('tasks'),
          of('longest'),
          of('readyMs'),
        ];
        console.log(`| ${row.join(' | ')} |`);
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
