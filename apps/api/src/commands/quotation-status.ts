/**
 * `npm run quotation:status -- <quotation> <status>`: moves a corporate quotation request (its number, QUO-000123, or
 * its id) to its next status and tells the buyer, through the running shop's staff call (decision 017: staff screens
 * come later; the embedded database is the running shop's alone). The shop and this command read STAFF_TOKEN (from
 * the environment or `.env`); SHOP_URL says where the shop runs.
 *
 *   statuses: received → quoted → closed; received → closed
 */
import { QUOTATION_STATUSES, type Quotation } from '@shop/shared';
import { loadDotEnv, parseEnv } from '../config/env.ts';

async function main(args: string[]): Promise<number> {
  const [quotation, status] = args;
  if (!quotation || !status || !(QUOTATION_STATUSES as readonly string[]).includes(status) || args.length > 2) {
    process.stderr.write(`Usage: npm run quotation:status -- <quotation number or id> <${QUOTATION_STATUSES.join('|')}>\n`);
    return 2;
  }
  loadDotEnv();
  const env = parseEnv(process.env);
  if (!env.STAFF_TOKEN) {
    process.stderr.write('STAFF_TOKEN is not set: set the same secret (32+ characters) for the shop and this command, e.g. in .env.\n');
    return 2;
  }
  const base = env.SHOP_URL ?? `http://127.0.0.1:${env.PORT}`;
  const res = await fetch(`${base}/api/v1/staff/quotations/${encodeURIComponent(quotation)}/status`, {
    method: 'POST',
    headers: { authorization: `Bearer ${env.STAFF_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  }).catch((err: unknown) => {
    process.stderr.write(`The shop at ${base} does not answer (${(err as Error).message}). Is it running? Set SHOP_URL if it is elsewhere.\n`);
    return undefined;
  });
  if (!res) return 1;
  const body = (await res.json()) as Quotation & { error?: string };
  if (!res.ok) {
    process.stderr.write(`${body.error ?? `The shop answered ${res.status}.`}\n`);
    return 1;
  }
  process.stdout.write(`${body.number}: ${body.status} (${body.company_name}, ${body.lines.length} line${body.lines.length === 1 ? '' : 's'})\n`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
