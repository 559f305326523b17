// `npm test`: every check, in order, stopping at the first that fails, then a table of how long each step took
// (also after a failure), so a slow step is seen where it happens rather than guessed from the total.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The steps, cheapest first: a type or lint error stops the run before minutes of tests. */
const STEPS = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['shared tests', ['test', '--workspace', 'packages/shared']],
  ['API tests', ['test', '--workspace', 'apps/api']],
  ['web unit tests', ['run', 'test:unit', '--workspace', 'apps/web']],
  ['admin unit tests', ['test', '--workspace', 'apps/admin']],
  ['end-to-end tests', ['run', 'test:e2e', '--workspace', 'apps/web']],
  ['fresh-clone check', ['run', 'test:fresh-clone']],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let current;
// Ctrl-C reaches the step through the terminal; a signal sent to this process alone (CI stopping the job) is
// passed on, so no step is left running without us.
for (const signal of ['SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    current?.kill(signal);
    process.exitCode = 128 + (signal === 'SIGTERM' ? 15 : 1);
  });
}

function run(args) {
  return new Promise((resolve) => {
    current = spawn(npm, args, { cwd: root, stdio: 'inherit' });
    current.on('exit', (code, signal) =>
      resolve(signal ? `stopped by ${signal}` : code === 0 ? 'passed' : `failed (exit ${code})`),
    );
    current.on('error', (err) => resolve(`failed (${err.message})`));
  });
}

const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

const rows = [];
const begun = Date.now();
let failed = false;
for (const [label, args] of STEPS) {
  if (failed || process.exitCode) {
    rows.push([label, 'not run', '']);
    continue;
  }
  console.log(`\n[npm test] ${label}: npm ${args.join(' ')}`);
  const started = Date.now();
  const outcome = await run(args);
  rows.push([label, outcome, clock(Date.now() - started)]);
  failed = outcome !== 'passed';
}
rows.push(['total', failed ? 'FAILED' : 'passed', clock(Date.now() - begun)]);

console.log('\n[npm test] time of each step (m:ss)');
for (const [label, outcome, time] of rows) console.log(`  ${label.padEnd(20)} ${time.padStart(6)}  ${outcome}`);
if (failed) process.exitCode ||= 1;
