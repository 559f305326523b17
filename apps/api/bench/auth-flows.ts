import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { randomToken, tokenHash } from '../src/lib/tokens.ts';
import type { BenchRequest } from './filter-mix.ts';

/** Accounts seeded for the account figures: enough numbers that no login code waits on another's resend time. */
export const BENCH_ACCOUNTS = 30_000;
const SESSIONS = 500;

/** Mobile number of bench account `i` (1-based). */
export const benchMobile = (i: number) => `+97155${String(i).padStart(7, '0')}`;

/**
 * Seeds accounts (no passwords: these log in by code) and live sessions for the first few, straight into the
 * database as the sign-up flow would leave them. Returns the `/auth/me` requests, one per session.
 */
export async function seedAccounts(db: Database): Promise<BenchRequest[]> {
  await db.execute(sql`
    insert into users (user_type, full_name, email, mobile, email_verified_at, mobile_verified_at, dob)
    select 'user', 'Bench Shopper ' || i, 'bench' || i || '@example.ae', '+97155' || lpad(i::text, 7, '0'), now(), now(), date '1990-01-01'
    from generate_series(1, ${BENCH_ACCOUNTS}) as i`);
  const tokens = Array.from({ length: SESSIONS }, randomToken);
  const values = tokens.map((token, i) => sql`(${i + 1}, ${tokenHash(token)}, now() + interval '1 day')`);
  await db.execute(sql`insert into sessions (user_id, token_hash, expires_at) values ${sql.join(values, sql`, `)}`);
  return tokens.map((token) => ({
    method: 'GET',
    path: '/api/v1/auth/me',
    headers: { authorization: `Bearer ${token}` },
  }));
}

/** The codes the server's outbox holds, by number: the bench reads them as a shopper reads an SMS. */
class OutboxReader {
  private offset = 0;
  private readonly codes = new Map<string, string>();
  constructor(private readonly file: string) {}

  /** The newest code sent to `mobile`, waiting for it to arrive (messages leave in the background). */
  async codeFor(mobile: string): Promise<string> {
    for (let waited = 0; waited < 5000; waited += 5) {
      this.readNew();
      const code = this.codes.get(mobile);
      if (code) {
        this.codes.delete(mobile);
        return code;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`no code reached ${mobile}`);
  }

  private readNew(): void {
    if (!fs.existsSync(this.file)) return;
    const size = fs.statSync(this.file).size;
    if (size <= this.offset) return;
    const fd = fs.openSync(this.file, 'r');
    const buffer = Buffer.alloc(size - this.offset);
    fs.readSync(fd, buffer, 0, buffer.length, this.offset);
    fs.closeSync(fd);
    const text = buffer.toString('utf8');
    const complete = text.lastIndexOf('\n') + 1;
    this.offset += Buffer.byteLength(text.slice(0, complete));
    for (const line of text.slice(0, complete).split('\n').filter(Boolean)) {
      const { to, text: body } = JSON.parse(line) as { to: string; text: string };
      const code = /\b(\d{6})\b/.exec(body)?.[1];
      if (code) this.codes.set(to, code);
    }
  }
}

export interface FlowFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * Login by code, end to end, as shoppers do it: `POST /newLogin`, the code read from the outbox, `POST /verifyOTP`.
 * `concurrency` shoppers loop for `seconds`, each on numbers of its own (`firstAccount` on), so no number asks again
 * within its resend wait. Figures are completed logins a second and the whole flow's latency.
 */
export async function loginByCode(
  base: string,
  dataDir: string,
  options: { seconds: number; concurrency: number; firstAccount: number },
): Promise<FlowFigures & { used: number }> {
  const outbox = new OutboxReader(path.join(dataDir, 'outbox.jsonl'));
  const post = (url: string, body: object) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const latencies: number[] = [];
  let errors = 0;
  let next = options.firstAccount;
  const deadline = Date.now() + options.seconds * 1000;
  const shopper = async () => {
    while (Date.now() < deadline && next <= BENCH_ACCOUNTS) {
      const mobile = benchMobile(next++);
      const started = performance.now();
      const sent = await post('/api/v1/newLogin', { mobile });
      if (!sent.ok) {
        errors++;
        continue;
      }
      const verified = await post('/api/v1/verifyOTP', { mobile, otp: await outbox.codeFor(mobile) });
      if (verified.ok && verified.headers.get('x_auth_token')) latencies.push(performance.now() - started);
      else errors++;
      await verified.arrayBuffer();
    }
  };
  const begun = Date.now();
  await Promise.all(Array.from({ length: options.concurrency }, shopper));
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    rps: Math.round(latencies.length / ((Date.now() - begun) / 1000)),
    p50: at(0.5),
    p99: at(0.99),
    errors,
    used: next - options.firstAccount,
  };
}
