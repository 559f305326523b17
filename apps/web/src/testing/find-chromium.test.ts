import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findChromium, installWithApt, NOT_FOUND_MESSAGE } from '../../../../tooling/find-chromium.mjs';

// The finder the browser tests and the benchmark use (tooling/find-chromium.mjs). Installing is always
// injected or turned off here: a unit test never runs apt-get.
const finderScript = path.resolve(import.meta.dirname, '../../../../tooling/find-chromium.mjs');
let dir: string;

function fakeExecutable(sub: string, name: string, mode = 0o755): string {
  fs.mkdirSync(path.join(dir, sub), { recursive: true });
  const file = path.join(dir, sub, name);
  fs.writeFileSync(file, '#!/bin/sh\n', { mode });
  return file;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'find-chromium-'));
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('findChromium', () => {
  it('uses CHROMIUM_PATH when it is an executable file', () => {
    const file = fakeExecutable('custom', 'my-chrome');
    expect(findChromium({ env: { CHROMIUM_PATH: file, PATH: '' }, install: false })).toBe(file);
  });

  it('falls back to PATH, saying so, when CHROMIUM_PATH is not executable', () => {
    const onPath = fakeExecutable('bin', 'chromium');
    const env = { CHROMIUM_PATH: path.join(dir, 'missing'), PATH: path.join(dir, 'bin') };
    expect(findChromium({ env, install: false })).toBe(onPath);
    expect(process.stderr.write).toHaveBeenCalledWith(expect.stringContaining('is not an executable file'));
  });

  it('prefers names in order over directories in order, skipping directories and non-executable files', () => {
    fakeExecutable('a', 'google-chrome');
    fakeExecutable('a', 'chromium', 0o644);
    fs.mkdirSync(path.join(dir, 'a', 'chromium-browser'));
    const wanted = fakeExecutable('b', 'chromium-browser');
    const env = { PATH: [path.join(dir, 'a'), path.join(dir, 'b')].join(path.delimiter) };
    expect(findChromium({ env, install: false })).toBe(wanted);
  });

  it('looks again after an injected install', () => {
    const env = { PATH: path.join(dir, 'bin') };
    const install = vi.fn(() => {
      fakeExecutable('bin', 'chromium');
      return true;
    });
    expect(findChromium({ env, install })).toBe(path.join(dir, 'bin', 'chromium'));
    expect(install).toHaveBeenCalledWith(env);
  });

  it('throws one clear line when nothing is found and nothing can be installed', () => {
    for (const install of [false as const, () => false, () => true]) {
      expect(() => findChromium({ env: { PATH: dir }, install })).toThrow(NOT_FOUND_MESSAGE);
    }
    expect(NOT_FOUND_MESSAGE).not.toContain('\n');
    expect(NOT_FOUND_MESSAGE).toMatch(/apt-get install -y chromium.*CHROMIUM_PATH/);
  });
});

describe('installWithApt', () => {
  it('does not try when turned off or when apt-get is not on PATH', () => {
    fakeExecutable('bin', 'apt-get');
    expect(installWithApt({ PATH: path.join(dir, 'bin'), CHROMIUM_AUTO_INSTALL: '0' })).toBe(false);
    expect(installWithApt({ PATH: path.join(dir, 'empty') })).toBe(false);
  });
});

describe('node tooling/find-chromium.mjs', () => {
  it('prints the path', () => {
    const file = fakeExecutable('bin', 'chromium');
    const out = execFileSync(process.execPath, [finderScript], {
      env: { PATH: path.join(dir, 'bin') },
      encoding: 'utf8',
    });
    expect(out).toBe(`${file}\n`);
  });

  it('prints only the one line on stderr and exits 1 when there is no Chromium', () => {
    const run = spawnSync(process.execPath, [finderScript], {
      env: { PATH: dir, CHROMIUM_AUTO_INSTALL: '0' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`${NOT_FOUND_MESSAGE}\n`);
  });
});
