import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * The first key of each kind of lock the API holds on one value (an address, an account). Two kinds never wait on each
 * other by chance, and none meets the single-key locks of the migrations and the demo seed.
 */
export const LOCK_KINDS = {
  /** Login and sign-up codes of one address are judged and made one request at a time. */
  codeAddress: 8_362,
  /** An address is proven by one account at a time, and its unproven claims are dropped under the same lock. */
  provenAddress: 8_363,
  /** Comments of one e-mail address are counted against the hourly limit one at a time. */
  commentEmail: 11_017,
  /** Quotation requests of one account are counted against the daily limit one at a time. */
  quotationAccount: 11_018,
  /** Back-in-stock requests of one e-mail address are counted against the daily limit one at a time. */
  stockAlertEmail: 11_019,
} as const;

/**
 * Holds the lock of one value until the transaction that `db` belongs to ends: a count and the write it allows cannot
 * interleave with another request's for the same value, so concurrent requests cannot pass a limit together.
 */
export async function lockUntilCommit(
  db: Database,
  kind: keyof typeof LOCK_KINDS,
  value: string | number,
): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_KINDS[kind]}, hashtext(${String(value)}))`);
}
