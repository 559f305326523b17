import { test, type APIRequestContext, type Page } from '@playwright/test';
import { nextCode, outboxCount } from './outbox';
import { STORAGE_KEY } from './fixtures';

/** A password the server takes (8+ characters, not a common one). */
export const PASSWORD = 'vintage-cellar-42';

let counter = 0;

/** Fresh, unique sign-up details for one test: a UAE mobile and an e-mail no other test uses. */
export function newShopper(type: 'user' | 'corporate' = 'user') {
  counter++;
  const worker = test.info().parallelIndex;
  const stamp = `${Date.now()}-${worker}-${counter}`;
  const local = String((Date.now() % 100_000) * 100 + ((worker * 37 + counter) % 100)).padStart(7, '0');
  const base = { email: `shopper-${stamp}@example.ae`, password: PASSWORD, mobile: `+97150${local}` };
  return type === 'user'
    ? {
        ...base,
        user_type: 'user' as const,
        full_name: 'Layla Haddad',
        landmark: 'Near the marina mall',
        current_location: 'Dubai Marina',
        nationality: 'Emirati',
        dob: '1990-04-12',
        anniversary_date: '',
      }
    : {
        ...base,
        user_type: 'corporate' as const,
        full_name: 'Omar Saleh',
        company_name: 'Events LLC',
        designation: 'Buyer',
        landline: '04 555 0100',
      };
}

export type Shopper = ReturnType<typeof newShopper>;

/**
 * Gives the test's browser context a client address of its own (the e2e server trusts one proxy hop), so the
 * per-client limits on code-sending calls count each test apart, as they would count different shoppers.
 */
export async function ownClientAddress(page: Page): Promise<Record<string, string>> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const headers = { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
  await page.context().setExtraHTTPHeaders(headers);
  return headers;
}

/**
 * A real account made through the API (register, the code from the outbox, verification with the sign-up's
 * password). `mobile` proves the mobile number instead of the e-mail: only a proven number opens login by code.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  shopper: Shopper,
  headers: Record<string, string> = {},
  method: 'email' | 'mobile' = 'email',
) {
  const address = method === 'email' ? shopper.email : shopper.mobile;
  const before = await outboxCount(address);
  const registered = await request.post('/api/v1/auth/register', {
    data: { ...shopper, email_verification: method === 'email' },
    headers,
  });
  // A refusal comes inside a 200 with its status in the body, as the spec's own client reads it (decision 018).
  const answer = (await registered.json().catch(() => ({}))) as { status?: number };
  if (!registered.ok() || answer.status !== 200)
    throw new Error(`register answered ${registered.status()}: ${JSON.stringify(answer)}`);
  const code = await nextCode(address, before);
  const verified = await request.post('/api/v1/auth/email-verification', {
    data: { code, [method]: address, password: shopper.password },
    headers,
  });
  if (!verified.ok()) throw new Error(`verification answered ${verified.status()}: ${await verified.text()}`);
  const body = (await verified.json()) as { user: { id: number; user_type: 'user' | 'corporate' }; token: string };
  return { userId: body.user.id, userType: body.user.user_type, token: verified.headers().x_auth_token ?? body.token };
}

/** Opens the shop as that session, as a login would leave it in storage (spec section 3), then goes to `path`. */
export async function openAs(page: Page, session: Awaited<ReturnType<typeof signUpViaApi>>, path = '/') {
  await page.goto('/about');
  await page.evaluate(
    ([key, s]) => {
      const user = {
        ageValid: true,
        isLoggedIn: true,
        authToken: s.token,
        userId: s.userId,
        userType: s.userType,
        details: null,
      };
      localStorage.setItem(key, JSON.stringify({ state: { user }, version: 1 }));
    },
    [STORAGE_KEY, session] as const,
  );
  await page.goto(path);
}
