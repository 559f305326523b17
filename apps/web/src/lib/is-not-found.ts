import { ApiError } from './api-client';

/** True when a query failed because the thing does not exist (switches on `code`, not the message). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NOT_FOUND' || error.status === 404);
}
