/**
 * `npm run order:status -- <order> <state> [note]`: moves an order (its number, CEL-000123, or its id) to its next
 * state and tells the customer, through the running shop's staff call. It acts as a service account that may move
 * orders (STAFF_API_KEY, issue 25); SHOP_URL says where the shop runs.
 *
 *   states: placed → confirmed → packed → out_for_delivery → delivered; placed, confirmed or packed → cancelled
 */
import { ORDER_STATES, type OrderDetail } from '@shop/shared';
import { callShopAsStaff } from './staff-call.ts';

async function main(args: string[]): Promise<number> {
  const [order, state, ...note] = args;
  if (!order || !state || !(ORDER_STATES as readonly string[]).includes(state)) {
    process.stderr.write(`Usage: npm run order:status -- <order number or id> <${ORDER_STATES.join('|')}> [note]\n`);
    return 2;
  }
  const res = await callShopAsStaff<OrderDetail>('POST', `/staff/orders/${encodeURIComponent(order)}/state`, {
    state,
    ...(note.length && { note: note.join(' ') }),
  });
  if (!res.ok) return res.exitCode;
  const body = res.body;
  process.stdout.write(
    `${body.order_number}: ${body.state}\n${body.timeline.map((e) => `  ${e.at}  ${e.label}`).join('\n')}\n`,
  );
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
