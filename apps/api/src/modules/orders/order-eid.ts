import { isAtLeastAge, MINIMUM_AGE_YEARS, ORDER_MESSAGES } from '@shop/shared';
import { ValidationError } from '../../lib/errors.ts';

/** The largest value an integer column holds: ids, and amounts in fils. */
export const MAX_INT_COLUMN = 2_147_483_647;

/**
 * How long an upload named by its file's name stays the one such a make-order means. The spec's client uploads the
 * Emirates ID just before every order (contract: "Calls not in the spec"), so the upload it means is a moment old; an
 * hour leaves room for a slow connection and a shopper who fixes a refused order.
 */
export const EID_BY_FILE_NAME_MINUTES = 60;

/**
 * Which Emirates ID upload a make-order means by its `eid`:
 * - none: nothing named (the customer's newest upload, if any, goes with the order);
 * - an id: what `POST /auth/upload-eid` answered (our storefront), which must be one of the customer's own uploads;
 * - a file name: the name of the file on the customer's device (the spec's client, e.g. `IMG_2041.jpg`), which the
 *   server never heard: it means the upload this customer has just made, their newest that no order has used yet,
 *   made within `EID_BY_FILE_NAME_MINUTES`. Never another customer's, whatever the name.
 */
export type NamedEid = { by: 'none' } | { by: 'id'; id: number } | { by: 'fileName' };

export function namedEid(eid: string | number | undefined): NamedEid {
  if (eid === undefined || eid === '') return { by: 'none' };
  if (typeof eid === 'string' && !/^\d+$/.test(eid)) return { by: 'fileName' };
  const id = Number(eid);
  // An id that cannot be an upload's (not a whole number in the id column's range) names none: 0 finds nothing.
  return { by: 'id', id: Number.isInteger(id) && id > 0 && id <= MAX_INT_COLUMN ? id : 0 };
}

/**
 * Refuses an order that lacks the proof of age it needs (issue 9): an upload it names must be found, unless it names
 * a file and an earlier order of the customer's proved their age already (the spec's client sends a name with every
 * order); with nothing found, only a customer whose age is proven may order. The texts differ: a customer who named
 * an upload is told it was not found, never that this is their first order.
 */
/**
 * Issue 25, item 6 (c): an account buys only with a date of birth 21 or more years ago. Sign-ups always give one; an
 * account made by a Google sign-in whose token carried none gives it in My Profile first.
 */
export function assertOfAge(dob: string | undefined, now: Date): void {
  if (!dob) throw new ValidationError(ORDER_MESSAGES.needsDob, { dob: [ORDER_MESSAGES.needsDob] });
  if (!isAtLeastAge(dob, now, MINIMUM_AGE_YEARS))
    throw new ValidationError(ORDER_MESSAGES.underAge, { dob: [ORDER_MESSAGES.underAge] });
}

export function assertAgeProof(named: NamedEid, found: boolean, provenBefore: boolean): void {
  if (found || (provenBefore && named.by !== 'id')) return;
  const message = named.by === 'none' ? ORDER_MESSAGES.needsEid : ORDER_MESSAGES.eidNotFound;
  throw new ValidationError(message, { eid: [message] });
}
