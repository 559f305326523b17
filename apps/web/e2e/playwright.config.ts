import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the real server: the web is built, then the API (which serves the build)
 * starts on a free port with a fresh data directory, so the demo shop is seeded. The system Chromium
 * is used (found or installed by tooling/find-chromium.mjs); Playwright never downloads a browser.
 */
const webDir = path.resolve(import.meta.dirname, '..');
const apiDir = path.resolve(webDir, '../api');
const adminDir = path.resolve(webDir, '../admin');

/** First free port from E2E_PORT_BASE (default 3150): probed in a child so the config stays synchronous. */
function freePort(from: number): number {
  const probe = `
    const net = require('node:net');
    (async () => {
      for (let p = ${from}; p < ${from + 50}; p++) {
        const ok = await new Promise((r) => { const s = net.createServer().once('error', () => r(false)).listen(p, '127.0.0.1', () => s.close(() => r(true))); });
        if (ok) { process.stdout.write(String(p)); return; }
      }
      process.exit(1);
    })();`;
  return Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }));
}

/**
 * The system Chromium, found (or installed) by tooling/find-chromium.mjs in a child so the config stays
 * synchronous. The child streams install progress and its one-line failure to our stderr; exiting here
 * keeps that line the whole message instead of a config-loading stack.
 */
function chromiumPath(): string {
  const finder = path.resolve(webDir, '../../tooling/find-chromium.mjs');
  try {
    return execFileSync(process.execPath, [finder], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  } catch {
    process.exit(1);
  }
}

/**
 * A new service account's key (`sk_…`), made by `staff:create` from the sources (nothing is built yet) on the test
 * data folder, with the settings the server gets below: the key is stored under AUTH_SECRET, which both leave at the
 * development default. Exits like chromiumPath(): the command's own message on stderr is the whole story.
 */
function serviceKey(role: 'manager' | 'support'): string {
  const email = `e2e-${role}-${randomUUID().slice(0, 8)}@example.com`;
  const args = ['--import', 'tsx', 'src/commands/staff-create.ts', '--service', '--email', email, '--role', role];
  const env = { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, INIT_CWD: process.env.E2E_DATA_DIR };
  try {
    const out = execFileSync(process.execPath, args, {
      cwd: apiDir,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const key = /^STAFF_API_KEY=(sk_\S+)$/m.exec(out)?.[1];
    if (key) return key;
    process.stderr.write(`staff:create printed no STAFF_API_KEY:\n${out}\n`);
  } catch {
    // its message is on stderr already
  }
  process.exit(1);
}

/**
 * A person who signs in to the back office (admin.spec.ts, admin-staff.spec.ts): an owner made by `staff:create` like
 * the keys above, its password piped on standard input, its authenticator's secret read from the `otpauth://` URI the
 * command prints, and the first of its recovery codes (a second sign-in within the same 30 s needs one: each
 * authenticator code opens one sign-in).
 */
function ownerPerson(
  email: string,
  password: string,
  role = 'owner',
  name = 'Noor',
): { secret: string; recoveryCode: string } {
  const args = ['--import', 'tsx', 'src/commands/staff-create.ts', '--email', email, '--role', role, '--name', name];
  const env = { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, INIT_CWD: process.env.E2E_DATA_DIR };
  try {
    const out = execFileSync(process.execPath, args, {
      cwd: apiDir,
      env,
      input: `${password}\n`,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const uri = /^otpauth:\/\/\S+$/m.exec(out)?.[0];
    const secret = uri && new URL(uri).searchParams.get('secret');
    const recoveryCode = /^[a-z0-9]{5}-[a-z0-9]{5}$/m.exec(out)?.[0];
    if (secret && recoveryCode) return { secret, recoveryCode };
    process.stderr.write(`staff:create printed no otpauth:// URI:\n${out}\n`);
  } catch {
    // its message is on stderr already
  }
  process.exit(1);
}

// Workers re-read this file; the values chosen by the first read travel to them in the environment.
process.env.E2E_CHROMIUM_PATH ??= chromiumPath();
process.env.E2E_PORT ??= String(freePort(Number(process.env.E2E_PORT_BASE ?? 3150)));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-e2e-'));
// The staff calls' service-account keys (checkout.spec.ts plays the shop confirming an order, comments.spec.ts staff
// approving a comment): made once, here, on the fresh database before the server opens it (the embedded database is
// one process's at a time). A service account cannot be an owner, so each role the tests play has its own key.
process.env.E2E_STAFF_KEY ??= serviceKey('manager'); // checks IDs, moves orders, sets stock
process.env.E2E_SUPPORT_KEY ??= serviceKey('support'); // moderates comments, answers quotations
if (!process.env.E2E_OWNER_TOTP_SECRET) {
  process.env.E2E_OWNER_EMAIL = 'e2e-owner@example.com';
  process.env.E2E_OWNER_PASSWORD = `cellar-e2e-${randomUUID()}`;
  const owner = ownerPerson(process.env.E2E_OWNER_EMAIL, process.env.E2E_OWNER_PASSWORD);
  process.env.E2E_OWNER_TOTP_SECRET = owner.secret;
  process.env.E2E_OWNER_RECOVERY_CODE = owner.recoveryCode;
}
// The back office's area specs each sign in an owner of their own (E2E_<AREA>_OWNER_*): two specs sharing one would
// race for each 30-second authenticator code, and their failed tries would lock the shared e-mail out (decision 024).
for (const area of ['COUPONS', 'INBOX', 'MODERATION', 'PRODUCTS', 'REFUNDS', 'RETURNS', 'TAXONOMY']) {
  if (process.env[`E2E_${area}_OWNER_TOTP_SECRET`]) continue;
  const email = `e2e-${area.toLowerCase()}-owner@example.com`;
  const password = `cellar-e2e-${randomUUID()}`;
  process.env[`E2E_${area}_OWNER_EMAIL`] = email;
  process.env[`E2E_${area}_OWNER_PASSWORD`] = password;
  process.env[`E2E_${area}_OWNER_TOTP_SECRET`] = ownerPerson(email, password).secret;
}
// An editor (admin-content.spec.ts): a person of their own, so their sign-in never spends the owner's code.
if (!process.env.E2E_EDITOR_TOTP_SECRET) {
  process.env.E2E_EDITOR_EMAIL = 'e2e-editor@example.com';
  process.env.E2E_EDITOR_PASSWORD = `cellar-e2e-${randomUUID()}`;
  process.env.E2E_EDITOR_TOTP_SECRET = ownerPerson(
    process.env.E2E_EDITOR_EMAIL,
    process.env.E2E_EDITOR_PASSWORD,
    'editor',
    'Lina',
  ).secret;
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// The storefront, the back office and the server as `npm run build` makes them: the bundled server starts in a second
// and answers faster than the sources transpiled on the fly, which matters most on a busy machine.
const build =
  process.env.E2E_SKIP_BUILD === '1'
    ? 'true'
    : `npm run build --prefix "${webDir}" && npm run build --prefix "${adminDir}" && npm run build --prefix "${apiDir}"`;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Budgets catch a hang; they are no speed target (the benchmarks are). They hold on a busy 2-core machine, where a
  // page can take seconds to answer a click: every wait is on a condition, so a generous budget costs a passing test
  // nothing. Long flows (sign-ups, orders, many pages) take three times this (`longFlow()` in fixtures.ts).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // One browser per core; the server and the browsers' own processes share them.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // One folder per port base: two runs side by side (one each) never clear each other's traces.
  outputDir: path.join(os.tmpdir(), `cellar-e2e-results-${process.env.E2E_PORT_BASE ?? 3150}`),
  use: {
    baseURL,
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `${build} && cd "${apiDir}" && node --enable-source-maps dist/server.js`,
    url: `${baseURL}/api/v1/home-best-selling`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Load shedding stays off: a busy test machine must not turn pages into 503s (the API suite tests shedding).
    // The server reads `.env` from INIT_CWD: pointing it at the fresh data folder keeps a developer's own `.env`
    // (another database, production settings) out of the tests. Codes go to DATA_DIR/outbox.jsonl (e2e/outbox.ts).
    // One trusted proxy hop lets each accounts test be its own client (X-Forwarded-For, e2e/accounts.ts), so the
    // per-client limits on calls that send codes stay on and count every test apart, as different shoppers.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      INIT_CWD: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      TRUST_PROXY: '1',
      // Canonical links name the origin the browser sees, on the server as in the browser (hydration compares them).
      PUBLIC_BASE_URL: baseURL,
    },
  },
});
