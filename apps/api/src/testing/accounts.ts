import type { TestApp } from './test-app.ts';
import { readOutbox } from '../notifier/outbox.ts';

/** The newest six-digit code the outbox holds for an address (e-mail or mobile), as the person would read it. */
export async function latestCode(t: TestApp, to: string): Promise<string> {
  const entries = (await readOutbox(t.env.DATA_DIR)).filter((e) => e.to === to);
  const code = /\b(\d{6})\b/.exec(entries.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** How many messages went to an address. */
export async function messagesTo(t: TestApp, to: string): Promise<number> {
  return (await readOutbox(t.env.DATA_DIR)).filter((e) => e.to === to).length;
}

let counter = 0;

/** A complete individual sign-up form, unique per call. */
export function userForm(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    user_type: 'user',
    full_name: 'Layla Haddad',
    email: `layla${counter}.${Date.now()}@example.ae`,
    password: 'vintage-cellar-42',
    mobile: `+97150${String(1_000_000 + counter * 7919 + (Date.now() % 1000)).slice(-7)}`,
    landmark: 'Near the marina mall',
    current_location: 'Dubai Marina',
    nationality: 'Emirati',
    dob: '1990-04-12',
    anniversary_date: '',
    ...overrides,
  };
}

/** A complete corporate sign-up form, unique per call. */
export function corporateForm(overrides: Record<string, unknown> = {}) {
  const base = userForm();
  return {
    user_type: 'corporate',
    full_name: 'Omar Saleh',
    email: base.email.replace('layla', 'omar'),
    password: 'vintage-cellar-42',
    mobile: base.mobile,
    company_name: 'Events LLC',
    designation: 'Buyer',
    landline: '+971 4 555 0100',
    ...overrides,
  };
}

/** Signs up through the real calls (register, the code from the outbox, verification) and returns the session. */
export async function signUp(
  t: TestApp,
  form: Record<string, unknown> = userForm(),
  method: 'email' | 'mobile' = 'email',
) {
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { ...form, email_verification: method === 'email' },
  });
  if (registered.statusCode !== 200) throw new Error(`register answered ${registered.statusCode}: ${registered.body}`);
  const to = String(method === 'email' ? form.email : form.mobile).replace(/[^\d+@.\w-]/g, '');
  const code = await latestCode(t, to);
  // The address alone proves nothing (decision 018): the sign-up's password comes with it, as our storefront sends it.
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/email-verification',
    payload: { code, [method]: form[method], password: form.password },
  });
  if (verified.statusCode !== 200) throw new Error(`verification answered ${verified.statusCode}: ${verified.body}`);
  const body = verified.json() as { user: { id: number; user_type: string }; token: string };
  return { ...body, headers: { authorization: `Bearer ${body.token}` }, form };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads whatever fields the answer has
type AnyBody = Record<string, any>;

/**
 * The status and body of a call that may answer its refusals inside a 200 (`/auth/login`, `/auth/register`,
 * decision 018): the status the body carries, else the HTTP one.
 */
export function answerOf(response: { statusCode: number; json(): unknown }): { status: number; body: AnyBody } {
  const body = response.json() as AnyBody;
  const inBody =
    response.statusCode === 200 && typeof body?.status === 'number' && body.status >= 400
      ? (body.status as number)
      : undefined;
  return { status: inBody ?? response.statusCode, body };
}
