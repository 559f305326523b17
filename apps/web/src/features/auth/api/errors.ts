import { ApiError } from '@/lib/api-client';

/** The server's own message in a refusal, or null (a network failure, an answer without one). */
export function serverText(err: unknown): string | null {
  return err instanceof ApiError ? err.serverMessage : null;
}

/** The first message the server gave for one of `fields` (`errors.email[0]`, then `errors.mobile[0]`...), or null. */
export function fieldText(err: unknown, ...fields: string[]): string | null {
  if (!(err instanceof ApiError)) return null;
  for (const field of fields) {
    const message = err.errors?.[field]?.[0];
    if (message) return message;
  }
  return null;
}

/** The error payload's `code` (switch on it, never on the text), or null. */
export function errorCode(err: unknown): string | null {
  return err instanceof ApiError ? err.code : null;
}
