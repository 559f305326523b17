import { env } from '@/config/env';
import { api } from '@/lib/api-client';

/** The API's own prefix, which the credit note's address may carry (the client adds its base itself). */
const API_PREFIX = '/api/v1';

/** A credit note's address as the client calls it: the server gives its full path under the API. */
export function creditNotePath(url: string): string {
  if (url.startsWith(env.apiBaseUrl)) return url.slice(env.apiBaseUrl.length);
  return url.startsWith(`${API_PREFIX}/`) ? url.slice(API_PREFIX.length) : url;
}

/**
 * A refund's credit note as a PDF (its `credit_note_url`). It needs the bearer token, as the tax invoice does, so it
 * is fetched here and handed to the browser as a file.
 */
export function getCreditNote(url: string): Promise<Blob> {
  return api.blob(creditNotePath(url));
}
