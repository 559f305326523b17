/**
 * `npm run order:status -- <order> <state> [note]`: moves an order (its number, CEL-000123, or its id) to its next
 * state and tells the customer, through the running shop's staff call (issue 9: staff screens come later). The shop
 * and this command read STAFF_TOKEN (from the environment or `.env`); SHOP_URL says where the shop runs.
 *
 *   states: placed → confirmed → packed → out_for_delivery → delivered; placed, confirmed or packed → cancelled
 */
import { ORDER_STATES, type OrderDetail } from '@shop/shared';
import { loadDotEnv, parseEnv } from '../config/env.ts';

async function main(args: string[]): Promise<number> {
  const [order, state, ...note] = args;
  if (!order || !state || !(ORDER_STATES as readonly string[]).includes(state)) {
    process.stderr.write(`Usage: npm run order:status -- <order number or id> <${ORDER_STATES.join('|')}> [note]\n`);
    return 2;
  }
  loadDotEnv();
  const env = parseEnv(process.env);
  if (!env.STAFF_TOKEN) {
    process.stderr.write('STAFF_TOKEN is not set: set the same secret (32+ characters) for the shop and this command, e.g. in .env.\n');
    return 2;
  }
  const base = env.SHOP_URL ?? `http://127.0.0.1:${env.PORT}`;
  const res = await fetch(`${base}/api/v1/staff/orders/${encodeURIComponent(order)}/state`, {
    method: 'POST',
    headers: { authorization: `Bearer ${env.STAFF_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ state, ...(note.length && { note: note.join(' ') }) }),
  }).catch((err: unknown) => {
    process.stderr.write(`The shop at ${base} does not answer (${(err as Error).message}). Is it running? Set SHOP_URL if it is elsewhere.\n`);
    return undefined;
  });
  if (!res) return 1;
  const body = (await res.json()) as OrderDetail & { error?: string };
  if (!res.ok) {
    process.stderr.write(`${body.error ?? `The shop answered ${res.status}.`}\n`);
    return 1;
  }
  process.stdout.write(`${body.order_number}: ${body.state}\n${body.timeline.map((e) => `  ${e.at}  ${e.label}`).join('\n')}\n`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
