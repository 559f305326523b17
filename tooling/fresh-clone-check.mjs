// Fresh-clone check: does the README work for someone who has just cloned the repository?
// The last step of `npm test` (npm run test:fresh-clone); CI must run it, never skip it.
//
// It clones the repository's committed HEAD into a temporary directory. A clone holds only COMMITTED files:
// uncommitted changes in this working tree are not checked. In the clone it runs
//   1. the quick start: `npm install`, then `npm start` (free PORT, temporary DATA_DIR) until GET /health
//      answers 200; `/` must be HTML rendered by the server and /api/v1/home-best-selling JSON; SIGTERM must end
//      every process within 15 s;
//   2. the README's production section: `npm ci`, `npm run build`, `npm ci --omit=dev`, then `npm run staff:create`
//      for the first owner (password piped in; it must print the authenticator URI) and for two service accounts
//      (fulfilment, support: their keys are read from the output), then
//      `node --enable-source-maps apps/api/dist/server.js` (NODE_ENV=production) until GET /ready is 200, the staff
//      commands `comment:pending` (support's key) and `order:status` (fulfilment's) run from that install with plain
//      node against it, the same checks, and nothing must have been written inside the clone.
// It does not run the clone's own `npm test`: the tests need nothing the clone lacks (CI itself runs them in a fresh
// clone), and running them twice doubled the time of `npm test`.
// The clone runs in a newcomer's environment: the shop's settings (keys of .env.example), TEST_*, E2E_*,
// BENCH_* and npm's own script variables are removed; TMPDIR points into the temporary directory, so every
// file and process the clone makes can be found and removed, on success, failure and Ctrl-C alike.
//
//   FRESH_CLONE_CHECK=skip     print one "skipped" line and exit 0
//   FRESH_CLONE_SOURCE=<dir or git URL>   clone that instead of this repository (e.g. a scratch commit of
//                              uncommitted work, to try a change before committing it)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const say = (line) => console.log(`[fresh-clone] ${line}`);
if (process.env.FRESH_CLONE_CHECK === 'skip') {
  say('skipped (FRESH_CLONE_CHECK=skip)');
  process.exit(0);
}

const MINUTE = 60_000;
const API_PROBE = '/api/v1/home-best-selling';
// A buffer far beyond any answer here: spawnSync cuts an answer at its 1 MB default without a word.
const git = (cwd, ...args) =>
  spawnSync('git', ['-C', cwd, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }).stdout?.trim() ?? '';
const repoRoot = git(import.meta.dirname, 'rev-parse', '--show-toplevel');
const sourceArg = process.env.FRESH_CLONE_SOURCE || repoRoot;
if (!sourceArg) {
  console.error(
    '[fresh-clone] not a git checkout, so there is nothing to clone: set FRESH_CLONE_SOURCE, or FRESH_CLONE_CHECK=skip',
  );
  process.exit(1);
}
const localSource = fs.existsSync(sourceArg) ? path.resolve(sourceArg) : undefined;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-fresh-clone-'));
// Like /tmp itself, reachable by other users: the API's fault tests run their own PostgreSQL as the postgres user.
fs.chmodSync(work, 0o755);
const clone = path.join(work, 'repo');
const timings = [];
const live = new Set(); // children still running, each the leader of its own process group

// ---- cleanup: every exit path kills what we started and removes the clone ----

/** Running processes (Linux /proc): pid, process group, and whether the clone started them. */
function processes() {
  if (!fs.existsSync('/proc')) return [];
  const list = [];
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const [state, , pgrp] = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
      if (state === 'Z' || state === 'X') continue; // exited; only waiting for its parent to notice
      // Playwright detaches browsers and its web server from our process groups; they still run in the clone
      // or under its TMPDIR.
      const ours =
        fs.readlinkSync(`/proc/${pid}/cwd`).startsWith(work) ||
        fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(work);
      list.push({ pid: Number(pid), pgrp: Number(pgrp), ours });
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return list;
}

function groupAlive(pgid) {
  if (fs.existsSync('/proc')) return processes().some((p) => p.pgrp === pgid);
  try {
    return process.kill(-pgid, 0);
  } catch {
    return false;
  }
}

/** Processes the clone started, wherever they are in the process tree. */
const leftovers = () =>
  processes()
    .filter((p) => p.ours && p.pid !== process.pid)
    .map((p) => p.pid);

/** Signals a process (or, negative, a process group) that may already be gone. */
function kill(target, signal) {
  try {
    process.kill(target, signal);
  } catch {
    /* already gone */
  }
}

let cleaned = false;
function hardCleanup() {
  if (cleaned) return;
  cleaned = true;
  for (const child of live) kill(-child.pid, 'SIGKILL');
  const left = leftovers();
  for (const pid of left) kill(pid, 'SIGKILL');
  if (left.length) say(`killed ${left.length} leftover process(es) of the clone`);
  const begun = Date.now();
  fs.rmSync(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  say(`removed ${work} (${seconds(Date.now() - begun)})`);
}
process.on('exit', hardCleanup);
let interrupted = false;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
]) {
  process.on(signal, async () => {
    if (interrupted) process.exit(code); // a second Ctrl-C: no more waiting
    interrupted = true;
    say(`${signal}: stopping the clone's processes and removing ${work}`);
    // Passed on first, so Playwright and the servers can close what they detached; then the hard sweep.
    for (const child of live) kill(-child.pid, signal);
    const deadline = Date.now() + 5000;
    while ([...live].some((c) => groupAlive(c.pid)) && Date.now() < deadline) await sleep(100);
    process.exit(code);
  });
}

// ---- helpers ----

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** A newcomer's environment (see the header), plus `extra`. */
function freshEnv(extra = {}) {
  const exampleFile = path.join(clone, '.env.example');
  const example = fs.existsSync(exampleFile) ? fs.readFileSync(exampleFile, 'utf8') : '';
  const settings = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
  // npm passes its config to scripts as npm_config_*; some of it (local_prefix, workspace) points at this
  // checkout. Only what reaches the registry is kept.
  const keepNpm =
    /^npm_config_(.*registry|.*_?auth.*|cache|cafile|userconfig|globalconfig|https?_proxy|proxy|noproxy|strict_ssl)$/i;
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (settings.has(key) || key === 'NODE_ENV' || key === 'INIT_CWD' || /^(TEST|E2E|BENCH)_/.test(key)) continue;
    if (/^npm_/i.test(key) && !keepNpm.test(key)) continue;
    env[key] = value;
  }
  fs.mkdirSync(path.join(work, 'tmp'), { recursive: true });
  fs.chmodSync(path.join(work, 'tmp'), 0o1777);
  return { ...env, TMPDIR: path.join(work, 'tmp'), ...extra };
}

/** Starts a command in its own process group (so the whole tree can be signalled); `input` is piped to its stdin. */
function start(command, args, { env = freshEnv(), log, cwd = clone, input } = {}) {
  const out = log ? fs.openSync(log, 'a') : 'inherit';
  const stdin = input === undefined ? 'ignore' : 'pipe';
  const child = spawn(command, args, { cwd, env, detached: true, stdio: [stdin, out, out] });
  if (log) fs.closeSync(out);
  if (input !== undefined) {
    child.stdin.on('error', () => {}); // a command that exits without reading fails on its exit code instead
    child.stdin.end(input);
  }
  live.add(child);
  child.done = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
    child.on('error', (err) => resolve({ code: null, signal: err.message })); // e.g. command not found
  });
  child.done.then(() => live.delete(child));
  return child;
}

/**
 * Runs a step to completion; a non-zero exit (or the time limit) fails the check. With `log`, its output goes there
 * (not to ours) and is returned; `input` is piped to its stdin.
 */
async function step(label, command, args, { timeout = 20 * MINUTE, env, cwd, log, input } = {}) {
  say(`${label} ...`);
  return timed(label, async () => {
    const child = start(command, args, { env, cwd, log, input });
    const timer = setTimeout(() => {
      say(`${label} still running after ${timeout / MINUTE} minutes: stopping it`);
      kill(-child.pid, 'SIGKILL');
    }, timeout);
    const { code, signal } = await child.done;
    clearTimeout(timer);
    if (code !== 0) throw new Error(`${label} failed (${signal ?? `exit ${code}`})${log ? `:\n${tail(log)}` : ''}`);
    return log ? fs.readFileSync(log, 'utf8') : undefined;
  });
}

async function timed(label, fn) {
  const begun = Date.now();
  const result = await fn();
  timings.push([label, Date.now() - begun]);
  return result;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net
      .createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
  });
}

async function get(base, route) {
  try {
    const res = await fetch(base + route, { signal: AbortSignal.timeout(10_000) });
    return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
  } catch {
    return undefined; // not listening yet
  }
}

/** The storefront's HTML, which the server also sends for paths it has no route for. */
const isPage = (answer) => answer.type.includes('text/html');

/** The last lines of a server's log, indented under our own line. */
const tail = (log) =>
  fs
    .readFileSync(log, 'utf8')
    .trimEnd()
    .split('\n')
    .slice(-30)
    .map((l) => `    ${l}`)
    .join('\n');

/**
 * Starts a server, waits until `probe` names the answer that showed it is up, runs the checks (and `more`, given the
 * server's address), stops it.
 */
async function serve(name, command, args, env, probe, more = async () => {}) {
  const log = path.join(work, `${name}.log`);
  const base = `http://127.0.0.1:${env.PORT}`;
  const server = start(command, args, { env, log });
  try {
    const upVia = await timed(`${name}: up`, async () => {
      const deadline = Date.now() + 5 * MINUTE;
      while (Date.now() < deadline) {
        if (server.exitCode !== null || server.signalCode) throw new Error(`${name} exited before it answered`);
        const via = await probe(base);
        if (via) return via;
        await sleep(500);
      }
      throw new Error(`${name} did not answer within 5 minutes`);
    });
    say(`${name} is up on ${base} (${upVia})`);
    await timed(`${name}: / and ${API_PROBE}`, async () => {
      const home = await get(base, '/');
      if (home?.status !== 200 || !isPage(home) || !/<html/i.test(home.body))
        throw new Error(`${name}: GET / is not a 200 HTML page (${home?.status} ${home?.type})`);
      // Public pages come rendered by the server (decision 015): its entry loaded where the server runs.
      if (!home.body.includes('id="ssr-data"')) throw new Error(`${name}: GET / was not rendered by the server`);
      const api = await get(base, API_PROBE);
      if (api?.status !== 200 || !api.type.includes('application/json'))
        throw new Error(`${name}: GET ${API_PROBE} is not 200 JSON (${api?.status} ${api?.type})`);
      JSON.parse(api.body);
    });
    await more(base);
  } catch (err) {
    say(`last lines of the ${name} log:\n${tail(log)}`);
    throw err;
  }
  await timed(`${name}: SIGTERM → all exited`, async () => {
    kill(-server.pid, 'SIGTERM');
    const deadline = Date.now() + 15_000;
    // Its process group, and anything it detached from it (nothing else of the clone runs meanwhile).
    while (groupAlive(server.pid) || leftovers().length) {
      if (Date.now() > deadline)
        throw new Error(`${name} still running 15 s after SIGTERM (pids ${leftovers().join(', ')}):\n${tail(log)}`);
      await sleep(100);
    }
    const { code, signal } = await server.done;
    say(`${name} stopped (${signal ?? `exit ${code}`})`);
  });
}

/**
 * The staff as the README's production section makes them, before the shop's first start (the embedded database is
 * one process's at a time), with the server's settings (keys are stored under its AUTH_SECRET): the first owner, whose
 * password is piped in, and a service account for each role the staff commands below act as. Returns their keys.
 */
async function createStaff(env) {
  const create = (who, args, input) =>
    step(`production: npm run staff:create (${who})`, 'npm', ['run', 'staff:create', '--', ...args], {
      env,
      input,
      log: path.join(work, `staff-create-${who}.log`),
      timeout: 5 * MINUTE, // the first one migrates the empty database
    });
  const owner = await create(
    'owner',
    ['--email', 'owner@example.com', '--role', 'owner'],
    `${randomBytes(18).toString('base64url')}\n`,
  );
  if (!owner.includes('otpauth://totp/')) throw new Error(`staff:create printed no authenticator URI:\n${owner}`);
  const key = async (role) => {
    const output = await create(role, ['--service', '--email', `${role}@example.com`, '--role', role]);
    const found = /^STAFF_API_KEY=(sk_\S+)$/m.exec(output)?.[1];
    if (!found) throw new Error(`staff:create --service printed no STAFF_API_KEY:\n${output}`);
    return found;
  };
  return { fulfilment: await key('fulfilment'), support: await key('support') };
}

/**
 * The staff commands from the production install, against the production server, each with the key of the role it
 * needs: one that lists comments to moderate (support, exit 0), and order:status on an order that does not exist
 * (fulfilment), which must reach the shop and print its refusal (exit 1).
 */
async function staffCommands(env, keys) {
  await step('production: npm run comment:pending', 'npm', ['run', 'comment:pending'], {
    env: { ...env, STAFF_API_KEY: keys.support },
    timeout: 2 * MINUTE,
  });
  await timed('production: npm run order:status (unknown order)', async () => {
    const log = path.join(work, 'order-status.log');
    const orderEnv = { ...env, STAFF_API_KEY: keys.fulfilment };
    const { code } = await start('npm', ['run', 'order:status', '--', 'CEL-999999', 'confirmed'], {
      env: orderEnv,
      log,
    }).done;
    const output = fs.readFileSync(log, 'utf8');
    if (code !== 1 || !output.includes('Order not found.'))
      throw new Error(`order:status did not reach the shop (exit ${code}):\n${output}`);
  });
}

/** Files git sees inside the clone, ignored ones included, except dependencies. */
function cloneFiles() {
  // NUL-separated: a path with spaces is then written as it is, not quoted. The dependencies are left out by git
  // itself: listed file by file they run to megabytes.
  const status = git(
    clone,
    'status',
    '--porcelain',
    '-z',
    '--ignored',
    '--untracked-files=all',
    '--',
    '.',
    ':(exclude,glob)**/node_modules/**',
  );
  return status.split('\0').filter((line) => line && !/(^|\/)node_modules\//.test(line.slice(3)));
}

// ---- the check ----

async function main() {
  const begun = Date.now();
  const head = localSource ? git(localSource, 'rev-parse', 'HEAD') : '';
  const dirty = localSource ? git(localSource, 'status', '--porcelain').split('\n').filter(Boolean).length : 0;
  say(`cloning the COMMITTED HEAD of ${sourceArg}${head ? ` (${head.slice(0, 10)})` : ''} into ${clone}`);
  if (dirty) say(`${dirty} uncommitted change(s) there are NOT part of this check: commit them to test them`);
  await step(
    'git clone',
    'git',
    ['-c', 'advice.detachedHead=false', 'clone', '--quiet', localSource ?? sourceArg, clone],
    { env: process.env, cwd: work },
  );
  if (head && git(clone, 'rev-parse', 'HEAD') !== head) throw new Error(`the clone is not at ${head}`);
  say(`commit ${git(clone, 'log', '-1', '--format=%h %s')}`);

  // Quick start, exactly as the README says.
  await step('npm install', 'npm', ['install']);
  const devPort = await freePort();
  const devEnv = freshEnv({ PORT: String(devPort), DATA_DIR: path.join(work, 'data-start') });
  await serve('npm start', 'npm', ['start'], devEnv, async (base) => {
    const health = await get(base, '/health');
    return health?.status === 200 && !isPage(health) ? 'GET /health 200' : undefined;
  });

  // The README's production section, as written there.
  await step('production: npm ci', 'npm', ['ci']);
  await step('production: npm run build', 'npm', ['run', 'build']);
  await step('production: npm ci --omit=dev', 'npm', ['ci', '--omit=dev']);
  // The staff commands run compiled, with plain node (decision 010): no development tool is left to run them.
  if (fs.existsSync(path.join(clone, 'node_modules', 'tsx'))) throw new Error('npm ci --omit=dev left tsx installed');
  const before = cloneFiles();
  const port = await freePort();
  // The README's settings: real transports for e-mail and SMS are required (nothing is sent during this check).
  const env = freshEnv({
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: path.join(work, 'data-production'),
    SEED_DEMO: 'true',
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: 'fresh-clone-check-secret-of-at-least-32-chars',
    EMAIL_TRANSPORT: 'smtp',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    SMS_TRANSPORT: 'gateway',
    SMS_GATEWAY_URL: 'https://127.0.0.1:9/sms',
  });
  const keys = await createStaff(env);
  await serve(
    'production server',
    process.execPath,
    ['--enable-source-maps', 'apps/api/dist/server.js'],
    env,
    async (base) => {
      const ready = await get(base, '/ready');
      return ready?.status === 200 && !isPage(ready) ? 'GET /ready 200' : undefined;
    },
    () => staffCommands(env, keys),
  );
  const written = cloneFiles().filter((line) => !before.includes(line));
  if (written.length)
    throw new Error(`staff:create or the production server wrote inside the clone: ${written.join(', ')}`);
  timings.push(['total', Date.now() - begun]);
}

function summary(outcome) {
  say(`${outcome} (checked the committed HEAD only; uncommitted changes are not in a clone)`);
  for (const [label, ms] of timings) console.log(`  ${label.padEnd(52)} ${ms ? seconds(ms).padStart(8) : ''}`);
}

// Exiting (not just setting exitCode) so a server left running by a failed check cannot keep us alive;
// the exit handler then kills it and removes the clone.
main().then(
  () => {
    summary('PASSED');
    process.exit(0);
  },
  (err) => {
    if (interrupted) return; // the signal handler exits once the clone's processes are gone
    summary(`FAILED: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  },
);
