import { loadDotEnv, parseEnv } from '../config/env.ts';

/** What a staff command's call came to: the shop's answer, or the exit code after the problem was written out. */
export type StaffCallResult<T> = { ok: true; body: T } | { ok: false; exitCode: number };

/**
 * One call to the running shop's staff API (the order, quotation and comment commands), as the commands share it: the
 * command acts as a service account (issue 25) whose key it reads as STAFF_API_KEY (from the environment or `.env`);
 * SHOP_URL says where the shop runs (default: this machine on PORT). A missing key (2), a shop that does not answer
 * (1) and a refusal (1, with the shop's message) are written to stderr here.
 */
export async function callShopAsStaff<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: object,
): Promise<StaffCallResult<T>> {
  loadDotEnv();
  const env = parseEnv(process.env);
  if (!env.STAFF_API_KEY) {
    process.stderr.write(
      'STAFF_API_KEY is not set: create a service account with `npm run staff:create -- --service --email … --role …`\n' +
        'and set the key it prints as STAFF_API_KEY (in the environment or .env).\n',
    );
    return { ok: false, exitCode: 2 };
  }
  const base = env.SHOP_URL ?? `http://127.0.0.1:${env.PORT}`;
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${env.STAFF_API_KEY}`, ...(body && { 'content-type': 'application/json' }) },
    ...(body && { body: JSON.stringify(body) }),
  }).catch((err: unknown) => {
    process.stderr.write(
      `The shop at ${base} does not answer (${(err as Error).message}). Is it running? Set SHOP_URL if it is elsewhere.\n`,
    );
    return undefined;
  });
  if (!res) return { ok: false, exitCode: 1 };
  const answer: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    process.stderr.write(`${(answer as { error?: string } | null)?.error ?? `The shop answered ${res.status}.`}\n`);
    return { ok: false, exitCode: 1 };
  }
  return { ok: true, body: answer as T };
}
