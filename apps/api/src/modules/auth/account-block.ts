import { ACCOUNT_MESSAGES } from '@shop/shared';
import { ForbiddenError } from '../../lib/errors.ts';

/**
 * The refusal of a login into an account the shop blocked (issue 25). Given only once the password, code or Google
 * token was right, so it tells nobody without them which accounts are blocked.
 */
export const blockedLogin = () => new ForbiddenError(ACCOUNT_MESSAGES.accountBlocked, 'ACCOUNT_BLOCKED');
