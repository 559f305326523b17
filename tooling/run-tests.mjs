// `npm test`: every check, in order, stopping at the first that fails, then a table of how long each step took
// (also after a failure), so a slow step is seen where it happens rather than guessed from the total.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The steps, cheapest first: a type or lint error stops the run before minutes of tests. Steps in one inner list run
 * side by side: the type checker and the linter each use one core, and a 2-core machine has two; the small unit
 * suites finish in seconds either way.
 */
const STEPS = [
  [
    ['typecheck', ['run', 'typecheck']],
    ['lint', ['run', 'lint']],
  ],
  [
    ['package tests', ['test', '--workspace', 'packages/shared', '--workspace', 'packages/api-client']],
    ['admin unit tests', ['test', '--workspace', 'apps/admin']],
  ],
  ['API tests', ['test', '--workspace', 'apps/api']],
  ['web unit tests', ['run', 'test:unit', '--workspace', 'apps/web']],
  ['end-to-end tests', ['run', 'test:e2e', '--workspace', 'apps/web']],
  ['fresh-clone check', ['run', 'test:fresh-clone']],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const running = new Set();
// Ctrl-C reaches the steps through the terminal; a signal sent to this process alone (CI stopping the job) is
// passed on, so no step is left running without us.
for (const signal of ['SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exitCode = 128 + (signal === 'SIGTERM' ? 15 : 1);
  });
}

/**
 * Runs one step. Alone, its output goes straight to the terminal; beside another (`quiet`), it is kept and printed
 * whole when the step ends, so two steps' lines never interleave.
 */
function run(args, quiet = false) {
  return new Promise((resolve) => {
    const child = spawn(npm, args, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    running.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (quiet) process.stdout.write(Buffer.concat(output));
      resolve(signal ? `stopped by ${signal}` : code === 0 ? 'passed' : `failed (exit ${code})`);
    });
    child.on('error', (err) => resolve(`failed (${err.message})`));
  });
}

const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

const rows = [];
const begun = Date.now();
let failed = false;
for (const step of STEPS) {
  const group = typeof step[0] === 'string' ? [step] : step;
  if (failed || process.exitCode) {
    for (const [label] of group) rows.push([label, 'not run', '']);
    continue;
  }
  const outcomes = await Promise.all(
    group.map(async ([label, args]) => {
      console.log(
        `\n[npm test] ${label}: npm ${args.join(' ')}${group.length > 1 ? ' (its output when it ends)' : ''}`,
      );
      const started = Date.now();
      const outcome = await run(args, group.length > 1);
      rows.push([label, outcome, clock(Date.now() - started)]);
      return outcome;
    }),
  );
  failed = outcomes.some((outcome) => outcome !== 'passed');
}
rows.push(['total', failed ? 'FAILED' : 'passed', clock(Date.now() - begun)]);

console.log('\n[npm test] time of each step (m:ss)');
for (const [label, outcome, time] of rows) console.log(`  ${label.padEnd(20)} ${time.padStart(6)}  ${outcome}`);
if (failed) process.exitCode ||= 1;
