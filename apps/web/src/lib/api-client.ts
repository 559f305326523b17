import { env } from '@/config/env';

/** A failed call, carrying the API's error payload (`error`, `code`, `errors`). Switch on `code`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors?: Record<string, string[]>;

  constructor(status: number, message: string, code: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
}

type TokenSource = () => string | null;
let readToken: TokenSource = () => null;

/** The session store registers how to read the bearer token (spec section 6). */
export function setTokenSource(source: TokenSource): void {
  readToken = source;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${env.apiBaseUrl}${path}${qs ? `?${qs}` : ''}`;
}

declare global {
  interface Window {
    /** Reads index.html started before the app loaded, by URL (taken once). */
    __earlyFetch?: Record<string, Promise<Response>>;
  }
}

function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__earlyFetch;
  const response = early?.[url];
  if (response) delete early[url];
  return response;
}

/** The only place the storefront calls `fetch`: JSON in and out, errors become `ApiError`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;

  const url = buildUrl(path, options.query);
  const early = !token && options.body === undefined ? takeEarlyResponse(url) : undefined;
  let response: Response;
  try {
    response = await (early ?? fetch(url, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    }));
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error: check your connection.', 'NETWORK');
  }

  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.status === 200 || response.status === 201) return payload as T;
  const body = (payload ?? {}) as { error?: string; code?: string; errors?: Record<string, string[]> };
  throw new ApiError(response.status, body.error ?? `Request failed (${response.status}).`, body.code ?? 'HTTP_ERROR', body.errors);
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
};
