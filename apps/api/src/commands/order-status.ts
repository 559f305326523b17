/**
 * `npm run order:status -- <order> <state> [note]`: moves an order (its number, CEL-000123, or its id) to its next
 * state and tells the customer, through the running shop's staff call. It acts as a service account that may move
 * orders (STAFF_API_KEY, issue 25); SHOP_URL says where the shop runs.
 *
 *   states: placed → confirmed → packed → out_for_delivery → delivered or refused; placed, confirmed or packed →
 *   cancelled. A confirmation needs the buyer's age verified; `delivered` needs `--id-checked` (the courier checked the
 *   ID at the door: name matches, 21 or over); `refused` needs `--reason no_id|under_21|intoxicated|nobody_home`.
 */
import { parseArgs } from 'node:util';
import { ORDER_STATES, REFUSAL_REASONS, type OrderDetail } from '@shop/shared';
import { callShopAsStaff } from './staff-call.ts';

const USAGE =
  `Usage: npm run order:status -- <order number or id> <${ORDER_STATES.join('|')}> [note]` +
  ` [--id-checked] [--reason ${REFUSAL_REASONS.join('|')}]\n`;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { 'id-checked': { type: 'boolean', default: false }, reason: { type: 'string' } },
    });
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const [order, state, ...note] = parsed.positionals;
  if (!order || !state || !(ORDER_STATES as readonly string[]).includes(state)) {
    process.stderr.write(USAGE);
    return 2;
  }
  const res = await callShopAsStaff<OrderDetail>('POST', `/staff/orders/${encodeURIComponent(order)}/state`, {
    state,
    ...(note.length && { note: note.join(' ') }),
    ...(parsed.values['id-checked'] && { id_checked: true }),
    ...(parsed.values.reason && { refusal_reason: parsed.values.reason }),
  });
  if (!res.ok) return res.exitCode;
  const body = res.body;
  process.stdout.write(
    `${body.order_number}: ${body.state}\n${body.timeline.map((e) => `  ${e.at}  ${e.label}`).join('\n')}\n`,
  );
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
