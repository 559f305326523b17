/**
 * `npm run quotation:status -- <quotation> <status>`: moves a corporate quotation request (its number, QUO-000123, or
 * its id) to its next status and tells the buyer, through the running shop's staff call (decision 017: staff screens
 * come later; the embedded database is the running shop's alone). It acts as a service account with the inbox's
 * permission (STAFF_API_KEY, issue 25); SHOP_URL says where the shop runs.
 *
 *   statuses: received → quoted → closed; received → closed
 */
import { QUOTATION_STATUSES, type Quotation } from '@shop/shared';
import { callShopAsStaff } from './staff-call.ts';

async function main(args: string[]): Promise<number> {
  const [quotation, status] = args;
  if (!quotation || !status || !(QUOTATION_STATUSES as readonly string[]).includes(status) || args.length > 2) {
    process.stderr.write(
      `Usage: npm run quotation:status -- <quotation number or id> <${QUOTATION_STATUSES.join('|')}>\n`,
    );
    return 2;
  }
  const res = await callShopAsStaff<Quotation>('POST', `/staff/quotations/${encodeURIComponent(quotation)}/status`, {
    status,
  });
  if (!res.ok) return res.exitCode;
  const body = res.body;
  process.stdout.write(
    `${body.number}: ${body.status} (${body.company_name}, ${body.lines.length} line${body.lines.length === 1 ? '' : 's'})\n`,
  );
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
