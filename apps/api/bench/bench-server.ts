import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const API_DIR = path.resolve(import.meta.dirname, '..');
/** The repository's root: `npm run build` there builds the storefront, then the server. */
export const REPO_DIR = path.resolve(API_DIR, '../..');

/**
 * Builds the server as production does (`npm run build`: one esbuild bundle), once per benchmark, so the figures are
 * those of what ships rather than of the source run through tsx, whose per-closure name helpers and module hooks
 * cost several per cent on the hottest calls. `dir`: apps/api (the server alone) or a checkout's root (with the
 * storefront its pages are rendered from).
 */
export function buildServer(dir = API_DIR): void {
  const built = spawnSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`npm run build failed in ${dir}`);
}

/**
 * Starts the built server (`dist/server.js`, as `npm start` does) in a child process and waits until `readyPath`
 * answers. Rate limits are off, since one client address drives everything, and load shedding is off, so overload
 * shows as latency. BENCH_PROFILE=<folder>: the server writes a CPU profile there when it stops (open it in Chrome's
 * DevTools). `apiDir`: the apps/api folder whose build runs (another checkout's, to compare two).
 */
export async function startServer(
  env: Record<string, string | undefined>,
  port: number,
  readyPath: string,
  apiDir = API_DIR,
): Promise<ChildProcess> {
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, '--enable-source-maps', 'dist/server.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RATE_LIMITS: 'false',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      WEB_DIST_DIR: '/nonexistent',
      INIT_CWD: os.tmpdir(),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${readyPath}`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('server did not start');
}

/** Stops a server the way a deploy does (SIGTERM) and waits until it has exited (and written its profile). */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
