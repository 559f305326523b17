import type { StaffRole } from '@shop/shared';
import { expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import { createStaffModule, totpCode } from '../modules/staff/index.ts';
import { auditLog } from '../tables.ts';
import type { TestApp } from './test-app.ts';

const silent = { send: async () => {}, close: async () => {} };

/** The staff module over a test app's database, as the staff command builds it. */
export function staffModuleOf(t: TestApp) {
  return createStaffModule({ db: t.db, env: t.env, notifier: silent, log: t.app.log, apiPrefix: '/api/v1' });
}

let serial = 0;
const uniqueEmail = (what: string) => `${what}-${process.pid}-${++serial}@staff.test`;

/** A service account's key with `role`: `authorization: Bearer <key>` on staff calls. */
export async function staffKey(t: TestApp, role: StaffRole): Promise<string> {
  const { apiKey } = await staffModuleOf(t).members.createService({
    email: uniqueEmail(`${role}-bot`),
    name: `${role} bot`,
    role,
  });
  return apiKey;
}

export const STAFF_TEST_PASSWORD = 'a long staff password 4 tests';

/** A person with `role`, created as `npm run staff:create` does: their e-mail, TOTP secret and recovery codes. */
export async function staffPerson(t: TestApp, role: StaffRole, email = uniqueEmail(role)) {
  const created = await staffModuleOf(t).members.createPerson(null, {
    email,
    name: `${role} person`,
    role,
    password: STAFF_TEST_PASSWORD,
  });
  const secret = new URL(created.otpauthUri).searchParams.get('secret')!;
  return { id: created.member.id, email, secret, recoveryCodes: created.recoveryCodes };
}

/** A code for the next login of a secret: each step opens one login, so later logins take later steps' codes. */
const stepsUsed = new Map<string, number>();
export function nextTotp(secret: string): string {
  const offset = stepsUsed.get(secret) ?? -1;
  if (offset > 1) throw new Error('a test signs one person in at most 3 times: make another person');
  stepsUsed.set(secret, offset + 1);
  // The step before, then now, then the one after: what the server's tolerance accepts.
  return totpCode(secret, Date.now() + offset * 30_000);
}

/**
 * Waits out the last seconds of an authenticator step: a code made then for the step before could reach the server
 * two steps old on a busy machine, past its tolerance. Waiting on the clock, at most 5 s, one login in six.
 */
async function awayFromStepEdge(): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Signs a person in through `staffLogin`: the headers a staff write sends (cookie and CSRF token). */
export async function staffSignIn(t: TestApp, person: { email: string; secret: string }) {
  await awayFromStepEdge();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/login',
    payload: { email: person.email, password: STAFF_TEST_PASSWORD, totp: nextTotp(person.secret) },
  });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'staff_session')!;
  return {
    cookie: `staff_session=${cookie.value}`,
    csrf: res.json().csrf_token as string,
    headers: { cookie: `staff_session=${cookie.value}`, 'x-csrf-token': res.json().csrf_token as string },
  };
}

/** An entity's audit entries (`order`, `stock`, `comment`, `quotation`, `staff`), oldest first. */
export function auditOf(t: TestApp, entity: string, id: number | string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);
}

/**
 * A manager verifies the buyer's newest Emirates ID upload through `staffDecideAge`, as the back office does, so their
 * orders can be confirmed (issue 25). Valid until the end of 2099.
 */
export async function verifyAgeOf(t: TestApp, userId: number): Promise<void> {
  const [doc] = await queryRows<{ id: number }>(
    t.db,
    sql`select id from eid_documents where user_id = ${userId} order by id desc limit 1`,
  );
  if (!doc) throw new Error(`user ${userId} has no Emirates ID upload to verify`);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/id-documents/${doc.id}/decision`,
    headers: { authorization: `Bearer ${await staffKey(t, 'manager')}` },
    payload: { decision: 'verified', id_expires_on: '2099-12-31', name_and_dob_match: true },
  });
  if (res.statusCode !== 200) throw new Error(`age check failed: ${res.statusCode} ${res.body}`);
}

/** The headers of a staff call by a service account with `role`. */
export async function staffHeaders(t: TestApp, role: StaffRole): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await staffKey(t, role)}` };
}

/** A staff call as a suite sends it: the method, the path below `/api/v1/staff`, and a body for writes. */
export type StaffRequest<M extends string> = readonly [method: M, url: string, payload?: unknown];

/**
 * Sends every request as a member of each role and expects each refused (403), the failure naming the role and the
 * call. `call` is the suite's own sender (the path below its prefix, the body, the headers).
 */
export async function expectForbidden<M extends string>(
  t: TestApp,
  roles: readonly StaffRole[],
  requests: ReadonlyArray<StaffRequest<M>>,
  call: (method: M, url: string, payload: unknown, headers: Record<string, string>) => Promise<{ statusCode: number }>,
): Promise<void> {
  for (const role of roles) {
    const headers = await staffHeaders(t, role);
    for (const [method, url, payload] of requests)
      expect((await call(method, url, payload, headers)).statusCode, `${role} ${method} ${url}`).toBe(403);
  }
}
