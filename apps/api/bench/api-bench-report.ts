import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STALE_AFTER_MS, type EditFigures } from './edit-load.ts';
import type { Figures, Summary } from './load.ts';

/** The tables `npm run bench:api` prints, each figure beside its target. */

export interface Setup {
  connections: number;
  seconds: number;
  products: number;
  runs: number;
}

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

export interface Row {
  database: string;
  mode: string;
  scenario: string;
  bytes: number;
  runs: number;
  call: Summary;
  ceiling: Summary;
}

/** The whole login by code (send, read the SMS, verify), which no cache can help. */
export function printLogins(logins: Array<{ database: string; figures: Summary }>, { connections, runs }: Setup) {
  if (!logins.length) return;
  console.log(
    `\nLogin by code end to end (POST /newLogin, the code from the outbox, POST /verifyOTP), ${connections} shoppers at once, median and worst of ${runs} runs:\n`,
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

export function printTable(rows: Row[], { connections, seconds, products, runs }: Setup) {
  console.log(
    `\nAPI benchmark: ${connections} connections, ${seconds} s per run, ${products} products, median and worst of ${runs} runs, ${os.cpus().length} cores, Node ${process.version}\n`,
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

/**
 * The write load beside the browse mix (issue 26): staff edits made during the mode's runs, how long each took, and
 * how soon each showed on the product's page data; the targets hold only with no edit error and no stale answer.
 */
export function printEdits(edits: Array<{ database: string; mode: string; figures: EditFigures }>) {
  if (!edits.length) return;
  console.log(
    `\nStaff product edits during the browse mix above (staffUpdateProduct, each started when due; each then reads /product-detail until the edit shows):\n`,
  );
  console.log(
    '| database | mode | edits made (planned) | edit p50 ms | edit p99 ms | edit errors | visible p50 ms | visible p99 ms | visible max ms | stale after 2 s | target | met |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|');
  for (const { database, mode, figures: f } of edits) {
    const met = f.errors === 0 && f.stale === 0 && f.made === f.planned;
    console.log(
      `| ${database} | ${mode} | ${f.made} (${f.planned}) | ${f.editP50} | ${f.editP99} | ${f.errors} | ${f.visibleP50} | ${f.visibleP99} | ${f.visibleMax} | ${f.stale} | every edit made, 0 errors, 0 stale after ${STALE_AFTER_MS / 1000} s | ${met ? 'yes' : 'no'} |`,
    );
    if (f.firstError) console.log(`  first error: ${f.firstError}`);
  }
  const outDir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'api-bench-edits.json'), JSON.stringify(edits, null, 2));
}
