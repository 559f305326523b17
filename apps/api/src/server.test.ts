import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname, 'server.ts');

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The real entry point in a child process, on its own embedded database. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    // INIT_CWD (where `.env` is read) is the fresh data folder unless a test gives one: a developer's own `.env`
    // must not reach these servers.
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      INIT_CWD: dataDir,
      SEED_DEMO: 'false',
      BENCH_ROUTES: 'true',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    stdout += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; !log.includes('shop is open'); waited += 100) {
    if (waited > 90_000 || child.exitCode !== null) throw new Error(`the server did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    base,
    exited,
    log: () => log,
    stdout: () => stdout,
    cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

describe('the server process', () => {
  let running: { child: ChildProcess; cleanup(): void } | undefined;
  afterEach(() => {
    if (running?.child.exitCode === null) running.child.kill('SIGKILL');
    running?.cleanup();
  });

  it('on SIGTERM refuses new work, finishes requests in flight, then closes and exits 0', async () => {
    const server = await startServer({});
    running = server;
    const inFlight = fetch(`${server.base}/api/v1/__slow?ms=1500`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(fetch(`${server.base}/health`)).rejects.toThrow();
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(await finished.json()).toEqual({ slept: 1500 });
    expect(await server.exited, server.log()).toBe(0);
    expect(server.log()).toMatch(/shutting down[\s\S]*"stopped"/);
  }, 120_000);

  it('stops anyway once SHUTDOWN_TIMEOUT_MS has passed', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '800' });
    running = server;
    const stuck = fetch(`${server.base}/api/v1/__slow?ms=20000`).catch(() => 'cut off');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).not.toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
    expect(await stuck).toBe('cut off');
  }, 120_000);

  it('reads .env from the folder it is started in, and logs JSON lines through pino', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dotenv-'));
    fs.writeFileSync(path.join(dir, '.env'), 'CONTACT_PHONE=+971 4 000 1111\n');
    try {
      const server = await startServer({ INIT_CWD: dir });
      running = server;
      const details = (await (await fetch(`${server.base}/api/v1/contact-details`)).json()) as {
        data: { phone: string };
      };
      expect(details.data.phone).toBe('+971 4 000 1111');
      const lines = server.stdout().trim().split('\n');
      expect(lines.every((line) => typeof JSON.parse(line).msg === 'string')).toBe(true);
      server.child.kill('SIGTERM');
      await server.exited;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
