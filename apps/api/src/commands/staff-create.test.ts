import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseEnv } from '../config/env.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { totpCode } from '../modules/staff/index.ts';
import { createTestDatabase, PRODUCTION_SETTINGS } from '../testing/test-app.ts';

const API_DIR = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'the owner keeps this one long';

/** Runs the built command with plain `node`, as a production install does, with `input` on its standard input. */
function staffCreate(env: NodeJS.ProcessEnv, args: string[], input = '') {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(outDir, 'commands', 'staff-create.js'), ...args], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(input);
  });
}

let outDir: string;

/** Signs in through the app over `database` with what the command printed; the session's `me`. */
async function signIn(app: FastifyInstance, email: string, printed: string) {
  const secret = new URL(/otpauth:\/\/\S+/.exec(printed)![0]).searchParams.get('secret')!;
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/staff/login',
    payload: { email, password: PASSWORD, totp: totpCode(secret) },
  });
  expect(login.statusCode, login.body).toBe(200);
  return login.json().staff;
}

async function appOver(database: DatabaseHandle, dataDir: string) {
  const env = parseEnv({
    NODE_ENV: 'test',
    // The command seals each authenticator secret with a key from AUTH_SECRET: the shop must have the same.
    AUTH_SECRET: PRODUCTION_SETTINGS.AUTH_SECRET,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
  });
  return buildApp({ env, db: database.db, orderSql: database.orderSql });
}

/** `npm run staff:create` (issue 25), built as `npm run build` builds it and run with plain node. */
describe('npm run staff:create', () => {
  beforeAll(async () => {
    outDir = path.join(API_DIR, `dist-test-${randomBytes(4).toString('hex')}`);
    await promisify(execFile)(process.execPath, ['build.mjs', '--outdir', path.basename(outDir)], { cwd: API_DIR });
  }, 120_000);
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('creates the first owner on an empty embedded database, migrating it, and a service account', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-create-'));
    const env = { ...process.env, ...PRODUCTION_SETTINGS, DATA_DIR: dataDir };
    try {
      const owner = await staffCreate(env, ['--email', 'Owner@Shop.Example', '--role', 'owner'], `${PASSWORD}\n`);
      expect(owner.stderr).toBe('');
      expect(owner.code).toBe(0);
      expect(owner.stdout).toMatch(/otpauth:\/\/totp\/[^\s]+secret=[A-Z2-7]+/);
      const codes = owner.stdout.match(/^[a-z2-7]{5}-[a-z2-7]{5}$/gm);
      expect(codes).toHaveLength(10);
      expect(owner.stdout).not.toContain(PASSWORD);

      const again = await staffCreate(env, ['--email', 'owner@shop.example', '--role', 'manager'], `${PASSWORD}\n`);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('already has this e-mail');
      const short = await staffCreate(env, ['--email', 'short@shop.example', '--role', 'manager'], 'short\n');
      expect(short.code).toBe(1);
      expect(short.stderr).toContain('at least 12 characters');
      const usage = await staffCreate(env, ['--email', 'x@shop.example', '--role', 'cashier']);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('Usage: npm run staff:create');

      const service = await staffCreate(env, [
        '--service',
        '--email',
        'orders-bot@shop.example',
        '--role',
        'fulfilment',
      ]);
      expect(service.code).toBe(0);
      const key = /STAFF_API_KEY=(sk_\S+)/.exec(service.stdout)![1]!;

      const database = await openDatabase({ dataDir });
      const app = await appOver(database, dataDir);
      try {
        expect(await signIn(app, 'owner@shop.example', owner.stdout)).toMatchObject({ role: 'owner', kind: 'person' });
        const me = await app.inject({
          method: 'GET',
          url: '/api/v1/staff/me',
          headers: { authorization: `Bearer ${key}` },
        });
        expect(me.json()).toMatchObject({ role: 'fulfilment', kind: 'service' });
      } finally {
        await app.close();
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'creates a member on PostgreSQL while the shop runs',
    async () => {
      const database = await createTestDatabase('postgres');
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-create-'));
      const app = await appOver(database, dataDir);
      try {
        const env = {
          ...process.env,
          DATABASE_URL: database.url!,
          DATA_DIR: dataDir,
          AUTH_SECRET: PRODUCTION_SETTINGS.AUTH_SECRET,
        };
        const created = await staffCreate(
          env,
          ['--email', 'manager@shop.example', '--role', 'manager'],
          `${PASSWORD}\n`,
        );
        expect(created.stderr).toBe('');
        expect(created.code).toBe(0);
        expect(await signIn(app, 'manager@shop.example', created.stdout)).toMatchObject({ role: 'manager' });
      } finally {
        await app.close();
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
