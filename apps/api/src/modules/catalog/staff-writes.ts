import { TAXONOMY_MESSAGES } from '@shop/shared';
import { AppError, NotFoundError } from '../../lib/errors.ts';

/** A unique value another row already has: 409, reported on its field. */
export function taken(field: string, message: string): AppError {
  return new AppError(409, 'CONFLICT', message, { [field]: [message] });
}

/** A delete the shop refuses while something still uses the row: 409, the message says what and how many. */
export function stillUsed(message: string): AppError {
  return new AppError(409, 'IN_USE', message);
}

/** A reorder whose ids are not exactly the list's: 422 on `ids`. */
export function notPermutation(): AppError {
  return new AppError(422, 'VALIDATION_FAILED', TAXONOMY_MESSAGES.orderNotPermutation, {
    ids: [TAXONOMY_MESSAGES.orderNotPermutation],
  });
}

/** The row, or a 404 saying which kind of row was not found. */
export function found<T>(row: T | undefined, message: string): T {
  if (row === undefined) throw new NotFoundError(message);
  return row;
}

/** A field whose value names nothing usable (an unknown parent or product): 422 on that field. */
export function fieldProblem(field: string, message: string): AppError {
  return new AppError(422, 'VALIDATION_FAILED', message, { [field]: [message] });
}
