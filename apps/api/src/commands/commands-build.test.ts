import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { STAFF_MESSAGES, type OrderDetail } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogFixture } from '../modules/catalog/catalog.fixtures.ts';
import { signUp } from '../testing/accounts.ts';
import { shelf, shopper } from '../testing/shopping.ts';
import { staffKey, verifyAgeOf } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const API_DIR = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** The npm packages the API and packages/shared may import at run time: what `npm ci --omit=dev` installs. */
function productionPackages(): Set<string> {
  const dependenciesOf = (file: string) =>
    Object.keys((JSON.parse(fs.readFileSync(file, 'utf8')) as { dependencies?: object }).dependencies ?? {});
  return new Set([
    ...dependenciesOf(path.join(API_DIR, 'package.json')),
    ...dependenciesOf(path.join(API_DIR, '../../packages/shared/package.json')),
  ]);
}

/** The packages a bundle imports (statically or not), by name: `zod`, `@scope/name`, `node:fs`. */
function importedPackages(bundle: string): Set<string> {
  const specifiers = [
    ...fs
      .readFileSync(bundle, 'utf8')
      .matchAll(/(?:^import\s[^"']*?|^export\s[^"']*?\sfrom\s|\bimport\()\s*["']([^"']+)["']/gm),
  ].map((m) => m[1]!);
  return new Set(specifiers.map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!)));
}

/**
 * The staff commands as a production install runs them (issue 23): bundled by `npm run build`'s own script (build.mjs)
 * into a folder of their own, then run with plain `node`, no tsx and no TypeScript, against a shop over HTTP.
 */
describe('the built staff commands', () => {
  let t: TestApp;
  let outDir: string;
  let env: NodeJS.ProcessEnv;
  /** Each command's service key, with the role its calls need: no role a service account may have has them all. */
  const keys: Record<string, string> = {};
  const commandWith = (key: string | undefined, name: string, ...args: string[]) =>
    run(process.execPath, ['--enable-source-maps', path.join(outDir, 'commands', `${name}.js`), ...args], {
      env: { ...env, ...(key && { STAFF_API_KEY: key }) },
    });
  const command = (name: string, ...args: string[]) => commandWith(keys[name], name, ...args);
  const refusal = (running: Promise<unknown>) =>
    running.then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => err,
    );
  const fails = (name: string, ...args: string[]) => refusal(command(name, ...args));

  beforeAll(async () => {
    // Inside apps/api, so the bundles' imports resolve from its node_modules as dist/'s do.
    outDir = path.join(API_DIR, 'node_modules', '.cache', `commands-build-${randomBytes(4).toString('hex')}`);
    await run(process.execPath, [path.join(API_DIR, 'build.mjs'), '--outdir', outDir], { cwd: API_DIR });
    t = await createTestApp('pglite', {
      env: { CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    // Only what a staff member's shell would hold: no NODE_OPTIONS (a loader) from the test run.
    env = { PATH: process.env.PATH, SHOP_URL: `http://127.0.0.1:${port}`, INIT_CWD: t.env.DATA_DIR };
    keys['order-status'] = await staffKey(t, 'fulfilment');
    keys['comments'] = keys['quotation-status'] = await staffKey(t, 'support');
  });
  afterAll(async () => {
    await t?.close();
    if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
  });

  it("are one JavaScript file each, importing only Node's own modules and production dependencies", () => {
    const allowed = productionPackages();
    for (const name of ['order-status', 'quotation-status', 'comments']) {
      const bundle = path.join(outDir, 'commands', `${name}.js`);
      expect(fs.existsSync(`${bundle}.map`), name).toBe(true);
      const outside = [...importedPackages(bundle)].filter(
        (p) => !p.startsWith('node:') && !builtinModules.includes(p) && !allowed.has(p),
      );
      expect(outside, name).toEqual([]);
      expect(importedPackages(bundle), name).toContain('zod');
    }
  });

  it('move an order with plain node: `npm run order:status -- <order> confirmed`', async () => {
    const { headers, user } = await signUp(t);
    const me = shopper(t, headers);
    await me.add(
      (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 1)!,
      1,
    );
    await me.uploadEid();
    const number = (
      await me.call('POST', '/auth/make-order', { address_id: await me.address(), slot: await me.slot() })
    ).headers['x-order-number'] as string;
    await verifyAgeOf(t, user.id);

    const { stdout } = await command('order-status', number, 'confirmed');
    expect(stdout).toMatch(new RegExp(`^${number}: confirmed\\n.*Placed\\n.*Confirmed\\n$`, 's'));
    expect(((await me.call('GET', `/auth/order-detail/${number}`)).json() as OrderDetail).state).toBe('confirmed');
    expect(await fails('order-status', number)).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^Usage: npm run order:status/),
    });
  });

  it("answer for comments and quotations too, with the shop's own refusals", async () => {
    expect((await command('comments', 'pending')).stdout).toBe('No comment is waiting for approval.\n');
    expect(await fails('comments', 'approve', '999999')).toMatchObject({ code: 1, stderr: 'Comment not found.\n' });
    expect(await fails('quotation-status', 'QUO-999999', 'quoted')).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/not found/i),
    });
    expect(await fails('order-status', 'CEL-000001', 'confirmed')).toMatchObject({ code: 1 });
  });

  it('read their service key as STAFF_API_KEY, and pass on the refusal of a role without the call', async () => {
    expect(await refusal(commandWith(undefined, 'comments', 'pending'))).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^STAFF_API_KEY is not set/),
    });
    // Support answers the inbox but does not move orders.
    expect(await refusal(commandWith(keys['comments'], 'order-status', 'CEL-000001', 'confirmed'))).toMatchObject({
      code: 1,
      stderr: `${STAFF_MESSAGES.forbidden}\n`,
    });
  });
});
