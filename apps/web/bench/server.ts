import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const webDir = path.resolve(import.meta.dirname, '..');
const apiDir = path.resolve(webDir, '../api');

async function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 50; port++) if (await isFree(port)) return port;
  throw new Error(`No free port from ${from}`);
}

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Starts the real API (serving apps/web/dist) on a free port with a fresh, seeded data directory. */
export async function startServer(portFrom: number): Promise<RunningServer> {
  const port = await freePort(portFrom);
  // The stand-in card gateway a development server starts: one of its own, so two servers (LT_DIST) can run at once.
  const gatewayPort = await freePort(port + 1);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      GATEWAY_STAND_IN_PORT: String(gatewayPort),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/home-best-selling`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('API did not start in time');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
