import { execFile, execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * Private PostgreSQL and Redis servers for fault tests, which stop and start them mid-run: the
 * shared servers other suites use must never be touched.
 */
export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/postgres, trust authentication. */
  url: string;
  port: number;
  /** Fast shutdown; the data directory stays for `start`. */
  stop(): Promise<void>;
  /** Starts again on the same port with the same data. */
  start(): Promise<void>;
  /** Immediate shutdown, as after a crash: the next start runs recovery. */
  kill(): Promise<void>;
  /** Stops the server and deletes its data. */
  destroy(): Promise<void>;
}

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Starts again on the same port, empty: nothing is persisted. */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 30_000;
const run = promisify(execFile);

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBinDir();
  // PostgreSQL refuses to run as root; as root its programs run as the `postgres` user instead.
  const user = process.getuid?.() === 0 ? 'postgres' : undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-pg-'));
  if (user) {
    assertReachableByOthers(path.dirname(dir));
    fs.chownSync(dir, ...userIds(user));
  }
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let server: Child | undefined;

  const forget = onExit(() => {
    // Synchronous, so the server is gone before this process is: pg_ctl waits for it to exit.
    if (server?.running())
      spawnSync(...wrap(path.join(bin, 'pg_ctl'), ['stop', '-m', 'immediate', '-w', '-D', dataDir], user, 'SIGKILL'), {
        cwd: dir,
      });
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const destroy = async () => {
    await server?.stop('SIGQUIT');
    forget();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const start = async () => {
    if (server?.running()) return;
    const args = [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'max_connections=30',
    ];
    // SIGQUIT is PostgreSQL's immediate shutdown: it also ends the backends, which SIGKILL would orphan.
    server = launch(wrap(path.join(bin, 'postgres'), args, user, 'SIGQUIT'), dir);
    await waitUntil(() => acceptsQueries(url), server, 'postgres');
  };

  try {
    const initdb = [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-locale',
      '-E',
      'UTF8',
      '--no-sync',
      '--no-instructions',
    ];
    await run(...wrap(path.join(bin, 'initdb'), initdb, user, 'SIGKILL'), { cwd: dir });
    await start();
  } catch (err) {
    await destroy();
    throw err;
  }
  return {
    url,
    port,
    start,
    destroy,
    stop: async () => server?.stop('SIGINT'),
    kill: async () => server?.stop('SIGQUIT'),
  };
}

export async function startRedis(): Promise<RedisServer> {
  // Nothing is saved, but a temporary working directory keeps any stray dump out of the repository.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-redis-'));
  const port = await freePort();
  let server: Child | undefined;

  const forget = onExit(() => {
    server?.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const destroy = async () => {
    await server?.stop('SIGTERM');
    forget();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const start = async () => {
    if (server?.running()) return;
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
      '--dir',
      dir,
    ];
    server = launch(wrap(findOnPath('redis-server') ?? 'redis-server', args, undefined, 'SIGKILL'), dir);
    await waitUntil(() => answersPing(port), server, 'redis-server');
  };

  try {
    await start();
  } catch (err) {
    await destroy();
    throw err;
  }
  return { url: `redis://127.0.0.1:${port}`, port, start, destroy, stop: async () => server?.stop('SIGTERM') };
}

/** pg_config first; Debian's may describe a client-only version, so the directory must hold initdb. */
function postgresBinDir(): string {
  const candidates: string[] = [];
  try {
    candidates.push(
      execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
  } catch {
    // No pg_config: fall back to the Debian layout, then PATH.
  }
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql') : [];
  for (const v of versions.sort((a, b) => Number(b) - Number(a)))
    candidates.push(path.join('/usr/lib/postgresql', v, 'bin'));
  const onPath = findOnPath('initdb');
  if (onPath) candidates.push(path.dirname(fs.realpathSync(onPath)));
  const found = candidates.find(
    (d) => fs.existsSync(path.join(d, 'initdb')) && fs.existsSync(path.join(d, 'postgres')),
  );
  if (!found) throw new Error('PostgreSQL server binaries not found (initdb, postgres)');
  return found;
}

/**
 * Runs through setpriv, which execs in place (the child pid is the server, so signals reach it),
 * switches user when asked, and sets a parent-death signal: if this process dies without running
 * its exit handler (SIGKILL, a killed worker), the server goes too instead of holding its port.
 */
function wrap(file: string, args: string[], user: string | undefined, deathSignal: NodeJS.Signals): [string, string[]] {
  const setpriv = findOnPath('setpriv');
  if (!setpriv) {
    if (user) throw new Error(`running ${path.basename(file)} as ${user} needs setpriv (util-linux)`);
    return [file, args];
  }
  const as = user ? ['--reuid', user, '--regid', user, '--init-groups'] : [];
  return [setpriv, ['--pdeathsig', deathSignal, ...as, '--', file, ...args]];
}

function findOnPath(name: string): string | undefined {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return dirs.map((d) => path.join(d, name)).find((p) => fs.existsSync(p));
}

function userIds(user: string): [number, number] {
  const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
  return [id('-u'), id('-g')];
}

/** Binding port 0 lets the kernel pick a free port; the server takes it a moment later. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Child {
  running(): boolean;
  kill(signal: NodeJS.Signals): void;
  /** Sends the signal and waits for the exit, escalating to SIGKILL if it hangs. */
  stop(signal: NodeJS.Signals): Promise<void>;
  /** The end of the server's output, for start-up errors. */
  output(): string;
}

function launch([file, args]: [string, string[]], cwd: string): Child {
  const proc: ChildProcess = spawn(file, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  // The pipes must be drained or a chatty server blocks on a full one.
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  let exited = false;
  // 'close' waits for the pipes too, which PostgreSQL's backends inherit: once it fires, none is left.
  const exit = new Promise<void>((resolve) => {
    const done = () => {
      exited = true;
      resolve();
    };
    proc.on('error', (err) => {
      keep(Buffer.from(String(err)));
      done();
    });
    proc.on('close', done);
  });
  const kill = (signal: NodeJS.Signals) => void (exited || proc.kill(signal));
  return {
    running: () => !exited,
    kill,
    output: () => output,
    stop: async (signal) => {
      kill(signal);
      const timer = setTimeout(() => kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exit;
      clearTimeout(timer);
    },
  };
}

async function waitUntil(ready: () => Promise<boolean>, child: Child, name: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!child.running()) throw new Error(`${name} exited while starting:\n${child.output()}`);
    if (await ready()) return;
    await delay(50);
  }
  // Left running for the caller to stop with the signal that suits the server.
  throw new Error(`${name} did not accept connections within ${READY_TIMEOUT_MS / 1000} s:\n${child.output()}`);
}

async function acceptsQueries(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false; // Refused, or "the database system is starting up".
  } finally {
    await client.end().catch(() => {});
  }
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

const exitCleanups = new Set<() => void>();
let exitHooked = false;

/** Runs `cleanup` when the process exits, unless the returned function is called first. */
function onExit(cleanup: () => void): () => void {
  if (!exitHooked) {
    process.on('exit', runExitCleanups);
    // A signal ends Node without 'exit', and vitest ends its fork workers with SIGTERM.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => exitBySignal(signal));
    exitHooked = true;
  }
  exitCleanups.add(cleanup);
  return () => exitCleanups.delete(cleanup);
}

function exitBySignal(signal: NodeJS.Signals) {
  runExitCleanups();
  // Listening replaced the default of dying by the signal: restore it, unless another listener decides.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function runExitCleanups() {
  for (const cleanup of exitCleanups) {
    try {
      cleanup();
    } catch {
      // Best effort: one failure must not keep the other servers alive.
    }
  }
  exitCleanups.clear();
}

/** The server runs as another user, which must be able to walk down to its folder: say so plainly if it cannot. */
function assertReachableByOthers(dir: string): void {
  for (let d = dir; ; d = path.dirname(d)) {
    if ((fs.statSync(d).mode & 0o001) === 0) {
      throw new Error(
        `${d} cannot be entered by other users, so the test PostgreSQL (run as postgres) cannot reach its data; set TMPDIR to a folder like /tmp.`,
      );
    }
    if (path.dirname(d) === d) return;
  }
}
