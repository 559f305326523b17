import { ACCOUNT_MESSAGES } from '@shop/shared';
import { isUniqueViolation } from '../../db/transaction.ts';
import { ValidationError } from '../../lib/errors.ts';

/** The spec's field errors (`errors.email[]`, `errors.mobile[]`) for addresses another account has, or null. */
export function takenErrors(taken: { email: boolean; mobile: boolean }): ValidationError | null {
  if (!taken.email && !taken.mobile) return null;
  const errors: Record<string, string[]> = {};
  if (taken.email) errors.email = [ACCOUNT_MESSAGES.emailTaken];
  if (taken.mobile) errors.mobile = [ACCOUNT_MESSAGES.mobileTaken];
  return new ValidationError(taken.email ? ACCOUNT_MESSAGES.emailTaken : ACCOUNT_MESSAGES.mobileTaken, errors);
}

export { isUniqueViolation };
