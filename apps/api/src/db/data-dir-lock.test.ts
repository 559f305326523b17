import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const SCRIPT = path.resolve(import.meta.dirname, '../testing/open-embedded-database.ts');

/** Runs a second process on the folder and returns what it printed and its exit code. */
function secondProcess(dataDir: string): Promise<{ output: string; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, dataDir], { stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('open\n')) child.stdin.end();
    });
    child.once('exit', (code) => resolve({ output, code }));
  });
}

describe('one process per embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process with a clear error, and lets it in once the first has closed', async () => {
    const first = await openDatabase({ dataDir });
    try {
      const refused = await secondProcess(dataDir);
      expect(refused.code).toBe(3);
      expect(refused.output).toMatch(/The embedded database in .*pgdata is in use by another process/);
    } finally {
      await first.close();
    }
    const after = await secondProcess(dataDir);
    expect(after).toEqual({ output: 'open\n', code: 0 });
  }, 60_000);
});
