import { COMMERCE_MESSAGES } from '@shop/shared';
import { ForbiddenError } from './errors.ts';

/**
 * The spec's client sends a `user_id` (in paths and bodies) beside the session; it must be the session's own, or
 * the call is refused with no data (issue 9). Queries are scoped by the session's user either way.
 */
export function assertOwnUser(sessionUserId: number, claimed: number | undefined): void {
  if (claimed !== undefined && claimed !== sessionUserId)
    throw new ForbiddenError(COMMERCE_MESSAGES.notYours, 'NOT_YOURS');
}
