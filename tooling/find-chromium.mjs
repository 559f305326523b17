// Finds the Chromium that the browser tests and the storefront benchmark drive, installing it when it can,
// so `npm test` works on a fresh machine without a separate setup step.
// Plain ESM with no dependencies, so it runs on a fresh clone before anything is built or type-checked.
// Playwright never downloads a browser: the system's package is used, and updated with the system.
//
//   node tooling/find-chromium.mjs   prints the executable's path, or one line on stderr and exits 1
//
//   CHROMIUM_PATH=<file>      use this executable (when it is not one, the usual search runs instead)
//   CHROMIUM_AUTO_INSTALL=0   only search; otherwise, as root where apt-get exists, a missing Chromium is installed
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Executable names the distributions and Google's packages use, most specific first. */
export const CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

/** The one line shown when no Chromium can be found or installed. */
export const NOT_FOUND_MESSAGE =
  'Chromium not found: install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to its executable.';

function isExecutableFile(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile(); // a directory is "executable" too
  } catch {
    return false;
  }
}

/** First of `names` on `searchPath` (name order wins over directory order, as the list is a preference). */
export function findOnPath(names, searchPath = process.env.PATH ?? '') {
  const dirs = searchPath.split(path.delimiter).filter(Boolean);
  for (const name of names) {
    for (const dir of dirs) {
      const file = path.join(dir, name);
      if (isExecutableFile(file)) return file;
    }
  }
  return undefined;
}

/**
 * Installs Debian's chromium when that can work unattended: as root, with apt-get, and not turned off.
 * Returns false when it did not try; throws (one line) when apt-get failed.
 */
export function installWithApt(env = process.env) {
  if (env.CHROMIUM_AUTO_INSTALL === '0' || process.getuid?.() !== 0 || !findOnPath(['apt-get'], env.PATH)) return false;
  process.stderr.write('Chromium not found: installing it with apt-get (CHROMIUM_AUTO_INSTALL=0 turns this off)\n');
  // stdout goes to stderr too: our own stdout carries only the path, and the user still sees progress.
  const run = (args) =>
    spawnSync('apt-get', args, { env: { ...env, DEBIAN_FRONTEND: 'noninteractive' }, stdio: ['ignore', 2, 2] });
  // A failed update (offline, one mirror down) is not the end: the package lists on disk may still do.
  run(['update']);
  const result = run(['install', '-y', 'chromium']);
  const status = result.error?.message ?? result.signal ?? `exit ${result.status}`;
  if (result.status !== 0)
    throw new Error(
      `Chromium not found and \`apt-get install -y chromium\` failed (${status}): install it yourself or set CHROMIUM_PATH to its executable.`,
    );
  return true;
}

/**
 * Path of a Chromium executable: CHROMIUM_PATH, else one on PATH, else one installed now (see installWithApt).
 * `install` is injectable so tests never touch the system; pass `false` to only search.
 */
export function findChromium({ env = process.env, install = installWithApt } = {}) {
  if (env.CHROMIUM_PATH) {
    if (isExecutableFile(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    process.stderr.write(
      `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file; looking for Chromium on PATH\n`,
    );
  }
  const found = findOnPath(CHROMIUM_NAMES, env.PATH);
  if (found) return found;
  if (install && install(env)) {
    const installed = findOnPath(CHROMIUM_NAMES, env.PATH);
    if (installed) return installed;
  }
  throw new Error(NOT_FOUND_MESSAGE);
}

/** findChromium for scripts: on failure prints only the one line (no stack) and exits 1. */
export function findChromiumOrExit(options) {
  try {
    return findChromium(options);
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${findChromiumOrExit()}\n`);
}
