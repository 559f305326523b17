import type { ErrorPayload } from '@shop/shared/rules';
import { csrfToken } from './csrf-token.ts';

/**
 * Every call the back office makes goes through here (components never call fetch): the staff calls under
 * /api/v1/staff, JSON both ways, the session cookie (same origin), the CSRF token on every write, and errors read
 * from the shop's payload `{ error, code, errors? }` into an ApiError.
 */
export const STAFF_API = '/api/v1/staff';
export const CSRF_HEADER = 'x-csrf-token';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Problems by field, when the server names them. */
  readonly fields: Record<string, string[]>;

  constructor(status: number, payload: Partial<ErrorPayload>) {
    super(payload.error || `The server answered ${status}. Please try again.`);
    this.name = 'ApiError';
    this.status = status;
    this.code = payload.code ?? 'UNKNOWN';
    this.fields = payload.errors ?? {};
  }
}

/** What a thrown error says to a person: the server's words, or a plain sentence when the network failed. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'The back office could not reach the shop. Check the connection and try again.';
}

type Query = Record<string, string | number | undefined | null>;

/** `/orders` and `{ tab: 'new', q: '' }` → `/api/v1/staff/orders?tab=new` (empty values are left out). */
export function staffUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `${STAFF_API}${path}${search ? `?${search}` : ''}`;
}

/** The headers of a request: JSON, and the CSRF token on writes. */
export function requestHeaders(method: string, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (hasBody) headers['content-type'] = 'application/json';
  const token = csrfToken();
  if (WRITES.has(method.toUpperCase()) && token) headers[CSRF_HEADER] = token;
  return headers;
}

async function request<T>(method: string, path: string, options: { query?: Query; body?: unknown } = {}) {
  const hasBody = options.body !== undefined;
  const response = await fetch(staffUrl(path, options.query), {
    method,
    headers: requestHeaders(method, hasBody),
    body: hasBody ? JSON.stringify(options.body) : undefined,
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => ({}));
  if (!response.ok) throw new ApiError(response.status, payload as Partial<ErrorPayload>);
  return payload as T;
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', path, { query }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
