import { ApiError, errorFromPayload, withQuery, type Query } from '@shop/api-client';
import { csrfToken } from './csrf-token.ts';

export { ApiError } from '@shop/api-client';

/**
 * Every call the back office makes goes through here (components never call fetch): the staff calls under
 * /api/v1/staff, JSON both ways (or a file sent as it is), the session cookie (same origin), the CSRF token on every
 * write, and errors read from the shop's payload `{ error, code, errors? }` into an ApiError.
 */
export const STAFF_API = '/api/v1/staff';
export const CSRF_HEADER = 'x-csrf-token';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a thrown error says to a person: the server's words, or a plain sentence when the network failed. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'The back office could not reach the shop. Check the connection and try again.';
}

/** `/orders` and `{ tab: 'new', q: '' }` → `/api/v1/staff/orders?tab=new` (empty values are left out). */
export const staffUrl = (path: string, query?: Query): string => withQuery(`${STAFF_API}${path}`, query);

/** The headers of a request: what its body is, and the CSRF token on writes. */
export function requestHeaders(method: string, contentType?: string): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (contentType) headers['content-type'] = contentType;
  const token = csrfToken();
  if (WRITES.has(method.toUpperCase()) && token) headers[CSRF_HEADER] = token;
  return headers;
}

/** A file sent as it is (a stock sheet), with its type. */
export interface FileBody {
  file: Blob;
  type: string;
}

interface RequestOptions {
  query?: Query;
  body?: unknown;
  file?: FileBody;
}

async function request<T>(method: string, path: string, { query, body, file }: RequestOptions = {}): Promise<T> {
  const json = body !== undefined;
  const response = await fetch(staffUrl(path, query), {
    method,
    headers: requestHeaders(method, file ? file.type : json ? 'application/json' : undefined),
    body: file ? file.file : json ? JSON.stringify(body) : undefined,
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => ({}));
  if (!response.ok)
    throw errorFromPayload(response.status, payload, `The server answered ${response.status}. Please try again.`);
  return payload as T;
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', path, { query }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  delete: <T>(path: string) => request<T>('DELETE', path),
  /** A file sent as the body of a POST, with what the server needs to know in the query. */
  postFile: <T>(path: string, file: FileBody, query?: Query) => request<T>('POST', path, { file, query }),
};
