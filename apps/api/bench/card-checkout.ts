import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client.ts';

/**
 * The checkout benchmark's card scenario (the card-payment issue): buyers pay by card online. A stand-in gateway in a
 * process of its own (as a gateway is on its own machines, so its timers and pages cost neither the shop nor the
 * buyers) answers every API call the shop makes after BENCH_GATEWAY_MS (50 ms by default), as a gateway across the
 * internet does; each buyer, once make-order answers the hosted page, pays on it and comes back to the shop, while
 * the gateway posts its webhook twice. Make-order's latency is what the target holds to; afterwards every card order
 * must be settled exactly once.
 */
export const GATEWAY_MS = Math.max(0, Number(process.env.BENCH_GATEWAY_MS ?? 50));

const API_KEY = 'bench-gateway-key';
const OUTLET = 'bench-outlet';
const EVENTS_PATH = '/api/v1/payments/ngenius/events';
const STAND_IN = path.resolve(import.meta.dirname, '../src/modules/payments/stand-in/main.ts');

export interface CardGateway {
  /** The server's settings that point it at this gateway. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts the gateway on `port` (`npm run gateway:stand-in`), for a server that will listen on `shopBase`. */
export async function startCardGateway(shopBase: string, port: number): Promise<CardGateway> {
  const header = `X-Bench-Webhook: ${randomBytes(16).toString('hex')}`;
  const args = ['--port', String(port), '--webhook-url', `${shopBase}${EVENTS_PATH}`, '--webhook', 'duplicate'];
  const child = spawn(process.execPath, ['--import', 'tsx', STAND_IN, ...args, '--answer-delay', String(GATEWAY_MS)], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      NGENIUS_API_KEY: API_KEY,
      NGENIUS_OUTLET_REF: OUTLET,
      NGENIUS_WEBHOOK_HEADER: header,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await answering(`${url}/pay/`, child);
  return {
    env: {
      PAYMENT_PROVIDERS: 'cod,ngenius',
      NGENIUS_API_URL: url,
      NGENIUS_API_KEY: API_KEY,
      NGENIUS_OUTLET_REF: OUTLET,
      NGENIUS_WEBHOOK_HEADER: header,
      NGENIUS_TIMEOUT_MS: '5000',
      PAYMENT_RECONCILE_MS: '1000',
    },
    close: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** Waits until `url` answers anything (the stand-in's page without a payment answers 404). */
async function answering(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 200 && child.exitCode === null; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error('the stand-in gateway did not start');
}

/** A bare request that reads the answer's status and `Location`, following nothing. */
function ask(url: string, method: 'GET' | 'POST', agent: http.Agent): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The buyer on the hosted page: presses Pay (the gateway approves, posts its webhook and sends the browser back), then
 * follows the way back to the shop, whose return route reads the payment: the return races the webhooks. True when
 * the shop sent the buyer on to a successful checkout.
 */
export async function payOnHostedPage(paymentPage: string, agent: http.Agent): Promise<boolean> {
  const page = new URL(paymentPage);
  const code = page.searchParams.get('code');
  if (!code) return false;
  const paid = await ask(`${page.origin}/pay/${code}/pay`, 'POST', agent);
  if (paid.status !== 303 || !paid.location) return false;
  const back = await ask(paid.location, 'GET', agent);
  return back.status >= 300 && back.status < 400 && (back.location ?? '').includes('status=success');
}

/**
 * Once the runs are over and the reconciliation job has had its turn: every card order placed, exactly once (one
 * `placed` event), its payment settled once; none left awaiting payment. What is off, in words.
 */
export async function cardSettlementProblems(db: Database): Promise<string[]> {
  const [row] = await queryRows<{ orders: number; unpaid: number; twice: number; unsettled: number }>(
    db,
    sql`
    select count(*)::int as orders,
      count(*) filter (where o.state = 'awaiting_payment')::int as unpaid,
      count(*) filter (where (select count(*) from order_events e where e.order_id = o.id and e.state = 'placed') > 1)::int as twice,
      count(*) filter (where p.state <> 'paid' or p.settled_at is null)::int as unsettled
    from orders o join order_payments p on p.order_id = o.id
    where o.payment = 'online'`,
  );
  const problems: string[] = [];
  if (!row || row.orders === 0) return ['no card order was placed'];
  if (row.unpaid) problems.push(`${row.unpaid} card orders still awaiting payment`);
  if (row.twice) problems.push(`${row.twice} card orders placed more than once`);
  if (row.unsettled) problems.push(`${row.unsettled} card payments not settled as paid`);
  return problems;
}

/** Card orders and their payments, for the report. */
export async function cardOrderCount(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders where payment = 'online'`);
  return Number(row?.n ?? 0);
}
