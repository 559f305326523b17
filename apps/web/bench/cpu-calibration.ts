import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

/**
 * The CPU slowdown that makes this machine emulate the same phone as any other (issue 24), as Lighthouse's throttling
 * documentation describes ("Calibrating the CPU slowdown"): Lighthouse's default 4× moves a machine in the middle of
 * the high-end desktop bracket (benchmarkIndex 1500–2000) into the mid-tier mobile one, so a machine of another
 * index gets 4× scaled by its index against that middle. A slower machine is slowed less, a faster one more; a
 * figure taken on either then speaks of the same phone.
 */
const DEFAULT_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;
const REFERENCE_INDEX = 1750;
/** The documentation's range from a desktop to a mid-tier phone. */
const MIN_SLOWDOWN = 1;
const MAX_SLOWDOWN = 10;
/** A slowdown given by hand may go as far as the documentation's low-end phone from a desktop. */
const MAX_GIVEN_SLOWDOWN = 20;
/** Lighthouse runs whose benchmarkIndex is read: it moves from run to run, so the median is taken. */
const CALIBRATION_RUNS = 3;

export interface Calibration {
  /** Median benchmarkIndex of the calibration runs (undefined when the slowdown was given). */
  benchmarkIndex?: number;
  cpuSlowdownMultiplier: number;
  /** How it was chosen, for the printed table. */
  source: 'calibrated' | 'BENCH_CPU_SLOWDOWN' | 'Lighthouse default';
}

/** The slowdown for this machine's benchmarkIndex. */
export function slowdownFor(benchmarkIndex: number): number {
  const scaled = (DEFAULT_SLOWDOWN * benchmarkIndex) / REFERENCE_INDEX;
  return Math.round(Math.min(MAX_SLOWDOWN, Math.max(MIN_SLOWDOWN, scaled)) * 10) / 10;
}

/**
 * The slowdown to use: BENCH_CPU_SLOWDOWN when set (a number, or `default` for Lighthouse's own 4×), otherwise
 * calibrated from the benchmarkIndex Lighthouse measures on `url`.
 */
export async function calibrate(port: number, url: string): Promise<Calibration> {
  const given = process.env.BENCH_CPU_SLOWDOWN;
  if (given === 'default') return { cpuSlowdownMultiplier: DEFAULT_SLOWDOWN, source: 'Lighthouse default' };
  if (given) {
    const multiplier = Number(given);
    if (!(multiplier >= MIN_SLOWDOWN && multiplier <= MAX_GIVEN_SLOWDOWN)) {
      throw new Error(
        `BENCH_CPU_SLOWDOWN must be "default" or a number from ${MIN_SLOWDOWN} to ${MAX_GIVEN_SLOWDOWN}, not ${given}`,
      );
    }
    return { cpuSlowdownMultiplier: multiplier, source: 'BENCH_CPU_SLOWDOWN' };
  }
  const indexes: number[] = [];
  for (let i = 0; i < CALIBRATION_RUNS; i++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const index = result?.lhr.environment.benchmarkIndex;
    if (index) indexes.push(index);
  }
  if (!indexes.length) throw new Error('Lighthouse reported no benchmarkIndex: set BENCH_CPU_SLOWDOWN');
  const benchmarkIndex = [...indexes].sort((a, b) => a - b)[Math.floor((indexes.length - 1) / 2)]!;
  return { benchmarkIndex, cpuSlowdownMultiplier: slowdownFor(benchmarkIndex), source: 'calibrated' };
}

/** Lighthouse's mobile throttling with the calibrated CPU slowdown. */
export function throttlingFor(calibration: Calibration) {
  return { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: calibration.cpuSlowdownMultiplier };
}
