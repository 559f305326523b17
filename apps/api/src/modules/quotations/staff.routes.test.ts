import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Quotation } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../notifier/outbox.ts';
import { corporateForm, signUp } from '../../testing/accounts.ts';
import { shelf } from '../../testing/shopping.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';

const STAFF_TOKEN = 'staff-secret-for-the-quotation-tooling-tests';
const COMMAND = path.resolve(import.meta.dirname, '../../commands/quotation-status.ts');

describe('the quotation tooling', () => {
  let t: TestApp;
  let buyer: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { STAFF_TOKEN, CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    buyer = await signUp(t, corporateForm());
  });
  afterAll(() => t?.close());

  async function requestQuotation(): Promise<{ id: number; number: string }> {
    const size = (await shelf(t, 'wine'))[0]!.price_variation[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/product-quotation',
      headers: buyer.headers,
      payload: {
        items: [{ price_variation_id: size.id, qty: 12 }],
        company_name: 'Events LLC',
        full_name: 'Omar Saleh',
        email: buyer.form.email,
        mobile: buyer.form.mobile,
        message: 'Gala dinner',
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  const move = (quotation: string, status: string, token = STAFF_TOKEN) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/quotations/${quotation}/status`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status },
    });
  const statusSeen = async (id: number) =>
    (
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/auth/quotations', headers: buyer.headers })
      ).json() as Quotation[]
    ).find((q) => q.id === id)?.status;

  it('moves a quotation received → quoted → closed only, tells the buyer, and the buyer sees it', async () => {
    const { id, number } = await requestQuotation();
    expect((await move(number, 'received')).statusCode).toBe(409);
    const quoted = await move(number, 'quoted');
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toMatchObject({
      number,
      status: 'quoted',
      status_label: 'Quoted',
      lines: [expect.objectContaining({ qty: 12 })],
    });
    expect(await statusSeen(id)).toBe('quoted');
    expect((await move(String(id), 'closed')).statusCode).toBe(200);
    expect(await statusSeen(id)).toBe('closed');
    const again = await move(number, 'quoted');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('A closed quotation cannot become quoted.');
    await expect
      .poll(async () =>
        (await readOutbox(t.env.DATA_DIR))
          .filter((m) => m.to === buyer.form.email && m.subject?.includes(number))
          .map((m) => m.subject),
      )
      .toEqual([
        `We have your quotation request ${number}`,
        `Your quotation request ${number} is quoted`,
        `Your quotation request ${number} is closed`,
      ]);
  });

  it('answers 404 for a quotation that does not exist and 400 for a status that is not one', async () => {
    expect((await move('QUO-999999', 'quoted')).statusCode).toBe(404);
    const { number } = await requestQuotation();
    expect((await move(number, 'lost')).statusCode).toBe(400);
    expect((await move('CEL-000001', 'quoted')).statusCode).toBe(400);
  });

  it('answers only to the staff token', async () => {
    const { number } = await requestQuotation();
    expect((await move(number, 'quoted', 'not-the-staff-token-but-long-enough-xxxxx')).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/staff/quotations/${number}/status`,
          payload: { status: 'quoted' },
        })
      ).statusCode,
    ).toBe(401);
    // A buyer's session is not a staff token either.
    expect((await move(number, 'quoted', buyer.token)).statusCode).toBe(401);
  });

  it('is driven by `npm run quotation:status`, which prints the new status', async () => {
    const { number } = await requestQuotation();
    const { port } = t.app.server.address() as AddressInfo;
    const env = { ...process.env, STAFF_TOKEN, SHOP_URL: `http://127.0.0.1:${port}`, INIT_CWD: t.env.DATA_DIR };
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', COMMAND, ...args], { env });
    expect((await run(number, 'quoted')).stdout).toBe(`${number}: quoted (Events LLC, 1 line)\n`);
    const refused = await run(number, 'received').catch((err: { code: number; stderr: string }) => err);
    expect(refused).toMatchObject({ code: 1, stderr: 'A quoted quotation cannot become received.\n' });
    const usage = await run(number, 'lost').catch((err: { code: number; stderr: string }) => err);
    expect(usage).toMatchObject({ code: 2, stderr: expect.stringMatching(/^Usage: npm run quotation:status/) });
    const noToken = await promisify(execFile)(process.execPath, ['--import', 'tsx', COMMAND, number, 'closed'], {
      env: { ...env, STAFF_TOKEN: '' },
    }).catch((err: { code: number; stderr: string }) => err);
    expect(noToken).toMatchObject({ code: 2, stderr: expect.stringMatching(/STAFF_TOKEN is not set/) });
  }, 60_000);
});

describe('without a staff token', () => {
  it('has no quotation staff call at all', async () => {
    const t = await createTestApp('pglite');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/quotations/1/status',
        headers: { authorization: `Bearer ${STAFF_TOKEN}` },
        payload: { status: 'quoted' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
