import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { STAFF_MESSAGES, type Quotation } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../notifier/outbox.ts';
import { corporateForm, signUp } from '../../testing/accounts.ts';
import { shelf } from '../../testing/shopping.ts';
import { staffKey, staffPerson, staffSignIn, auditOf as auditOfEntity } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { askQuotation } from './quotations.fixtures.ts';

const COMMAND = path.resolve(import.meta.dirname, '../../commands/quotation-status.ts');

describe('the quotation staff call', () => {
  let t: TestApp;
  let buyer: Awaited<ReturnType<typeof signUp>>;
  /** A support service account's key: the role that answers the inbox. */
  let support: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    buyer = await signUp(t, corporateForm());
    support = await staffKey(t, 'support');
  });
  afterAll(() => t?.close());

  async function requestQuotation(): Promise<{ id: number; number: string }> {
    const size = (await shelf(t, 'wine'))[0]!.price_variation[0]!;
    return askQuotation(t, buyer, [{ price_variation_id: size.id, qty: 12 }]);
  }

  const move = (
    quotation: string,
    status: string,
    headers: Record<string, string> = { authorization: `Bearer ${support}` },
  ) =>
    t.app.inject({ method: 'POST', url: `/api/v1/staff/quotations/${quotation}/status`, headers, payload: { status } });
  const auditOf = (id: number) => auditOfEntity(t, 'quotation', id);
  const statusSeen = async (id: number) =>
    (
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/auth/quotations', headers: buyer.headers })
      ).json() as Quotation[]
    ).find((q) => q.id === id)?.status;

  it('moves a quotation received → quoted → closed only, audits it, tells the buyer, and the buyer sees it', async () => {
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
    // The two moves made, and not the refused ones, under the service account that made them.
    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['quotation.move', { status: 'received' }, { status: 'quoted' }],
      ['quotation.move', { status: 'quoted' }, { status: 'closed' }],
    ]);
    for (const entry of entries) expect(entry.actor).toMatch(/^support bot <.+> \(support\)$/);
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

  it('answers only to staff whose role answers the inbox', async () => {
    const { id, number } = await requestQuotation();
    const refusals: Array<[Record<string, string>, number, string]> = [
      [{}, 401, 'STAFF_LOGIN_REQUIRED'],
      // A buyer's session is no staff credential, and neither is a key nobody was given.
      [buyer.headers, 401, 'STAFF_ONLY'],
      [{ authorization: `Bearer sk_${'A'.repeat(43)}` }, 401, 'STAFF_SESSION_INVALID'],
      // Fulfilment moves orders, not quotations.
      [{ authorization: `Bearer ${await staffKey(t, 'fulfilment')}` }, 403, 'STAFF_FORBIDDEN'],
    ];
    for (const [headers, status, code] of refusals) {
      const res = await move(number, 'quoted', headers);
      expect(res.statusCode, code).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect(await statusSeen(id)).toBe('received');
    expect(await auditOf(id)).toEqual([]);
  });

  it("takes a signed-in person's session too, with the CSRF token on the write, and audits them by name", async () => {
    const { id, number } = await requestQuotation();
    const person = await staffPerson(t, 'support');
    const session = await staffSignIn(t, person);
    // The cookie alone could be a forged cross-site request: refused, nothing moves.
    const forged = await move(number, 'quoted', { cookie: session.cookie });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('CSRF_FAILED');
    expect((await move(number, 'quoted', session.headers)).statusCode).toBe(200);
    expect(await auditOf(id)).toMatchObject([
      { staffId: person.id, actor: `support person <${person.email}> (support)`, action: 'quotation.move' },
    ]);
  });

  it('is driven by `npm run quotation:status` with a service key, which prints the new status', async () => {
    const { id, number } = await requestQuotation();
    const { port } = t.app.server.address() as AddressInfo;
    let env: NodeJS.ProcessEnv = {
      ...process.env,
      STAFF_API_KEY: support,
      SHOP_URL: `http://127.0.0.1:${port}`,
      INIT_CWD: t.env.DATA_DIR,
    };
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', COMMAND, ...args], { env });
    expect((await run(number, 'quoted')).stdout).toBe(`${number}: quoted (Events LLC, 1 line)\n`);
    const refused = await run(number, 'received').catch((err: { code: number; stderr: string }) => err);
    expect(refused).toMatchObject({ code: 1, stderr: 'A quoted quotation cannot become received.\n' });
    const usage = await run(number, 'lost').catch((err: { code: number; stderr: string }) => err);
    expect(usage).toMatchObject({ code: 2, stderr: expect.stringMatching(/^Usage: npm run quotation:status/) });
    const saved = env;
    try {
      env = { ...saved, STAFF_API_KEY: '' };
      const noKey = await run(number, 'closed').catch((err: { code: number; stderr: string }) => err);
      expect(noKey).toMatchObject({ code: 2, stderr: expect.stringMatching(/^STAFF_API_KEY is not set/) });
      // A key whose role may not answer the inbox: the shop's own refusal.
      env = { ...saved, STAFF_API_KEY: await staffKey(t, 'fulfilment') };
      const forbidden = await run(number, 'closed').catch((err: { code: number; stderr: string }) => err);
      expect(forbidden).toMatchObject({ code: 1, stderr: `${STAFF_MESSAGES.forbidden}\n` });
      // A setup still holding the old shared secret is told it is retired, rather than silently ignored.
      env = { ...saved, STAFF_TOKEN: 'staff-secret-for-the-quotation-tooling-tests' };
      const retired = await run(number, 'closed').catch((err: { code: number; stderr: string }) => err);
      expect(retired).toMatchObject({ code: 1, stderr: expect.stringMatching(/STAFF_TOKEN is retired/) });
    } finally {
      env = saved;
    }
    // None of the refused runs moved it.
    expect(await statusSeen(id)).toBe('quoted');
  }, 60_000);
});
