import { DEFAULT_CACHE_MS, isRefusalInBody, type PublicReader } from '@shop/shared/rules';
import { ApiError, errorFromPayload, NETWORK_ERROR, withQuery, type Query } from '@shop/api-client';
import { env } from '@/config/env';

export { ApiError } from '@shop/api-client';

/** The header the server sends the session token in (spec section 3: with an underscore). */
export const TOKEN_HEADER = 'x_auth_token';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Extra request headers (e.g. make-order's `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/**
 * Until when GETs ask the server again rather than take the browser's HTTP cache (public reads are cached there for
 * minutes): set by a write whose effect public reads show, so the shopper sees their own change at once (an
 * unchanged answer still costs only a 304).
 */
let revalidateUntil = 0;

/** After a write public reads show (a review changes a product's stars), the next minutes' reads revalidate. */
export function revalidatePublicReads(forMs = DEFAULT_CACHE_MS): void {
  revalidateUntil = Date.now() + forMs;
}

type TokenSource = () => string | null;
let readToken: TokenSource = () => null;
let sessionEnded: () => void = () => {};

/** The session store registers how to read the bearer token (spec section 6). */
export function setTokenSource(source: TokenSource): void {
  readToken = source;
}

/** What to do when the server says the token sent opens nothing any more (401 `SESSION_INVALID`): log out. */
export function setSessionEndHandler(handler: () => void): void {
  sessionEnded = handler;
}

const buildUrl = (path: string, query?: Query): string => withQuery(`${env.apiBaseUrl}${path}`, query);

/**
 * On the server (the storefront's server entry), calls are answered by the API's services in process rather than
 * over HTTP (decision 015). Only public reads are answered there; the server never holds a shopper's token.
 */
let serverReader: PublicReader | null = null;

export function answerCallsInProcess(reader: PublicReader | null): void {
  serverReader = reader;
}

/**
 * The reader's answer as the Response `send` reads. Going through JSON is on purpose: the answer is the API's own
 * presented value (often the catalog snapshot's), and the page must get a copy it can never change in place.
 */
async function readInProcess(reader: PublicReader, path: string, options: RequestOptions): Promise<Response> {
  const method = options.method === 'POST' ? 'POST' : 'GET';
  const answer = await reader({ method, path: path.slice(env.apiBaseUrl.length), body: options.body });
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A successful answer with the session token the server put in `x_auth_token`, if any. */
export interface WithToken<T> {
  data: T;
  token: string | null;
}

/**
 * The only place the storefront calls `fetch`: JSON (or a `FormData`, sent as multipart) in, JSON out, errors
 * become `ApiError`; the bearer token goes with every call while logged in.
 */
async function send<T>(path: string, options: RequestOptions, read: 'json' | 'blob' = 'json'): Promise<WithToken<T>> {
  const headers: Record<string, string> = { ...options.headers, accept: read === 'json' ? 'application/json' : '*/*' };
  const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
  // The browser writes a multipart body's content type itself, with its boundary.
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;

  const url = buildUrl(path, options.query);
  let response: Response;
  try {
    response = await (serverReader
      ? readInProcess(serverReader, url, options)
      : fetch(url, {
          method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
          headers,
          body:
            options.body === undefined
              ? undefined
              : multipart
                ? (options.body as FormData)
                : JSON.stringify(options.body),
          signal: options.signal,
          credentials: 'same-origin',
          ...(Date.now() < revalidateUntil ? { cache: 'no-cache' as const } : {}),
        }));
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error: check your connection.', NETWORK_ERROR);
  }

  const ok = response.status === 200 || response.status === 201;
  if (ok && read === 'blob') return { data: (await response.blob()) as T, token: response.headers.get(TOKEN_HEADER) };
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  // The login and sign-up answer their refusals inside a 200, as the spec's own client reads them (decision 018).
  const refusedInBody = ok && isRefusalInBody(payload);
  if (ok && !refusedInBody) return { data: payload as T, token: response.headers.get(TOKEN_HEADER) };
  const error = errorFromPayload(refusedInBody ? payload.status : response.status, payload);
  // A token that opens nothing (expired, revoked, the account deleted) ends the session here too (issue 8).
  if (token && response.status === 401 && error.code === 'SESSION_INVALID') sessionEnded();
  throw error;
}

/** A call's answer body (see `send`). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send<T>(path, options)).data;
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  /**
   * A file the server makes for the shopper (an invoice): fetched with the bearer token, so a plain link would not do.
   */
  blob: (path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    send<Blob>(path, { ...options, method: 'GET' }, 'blob').then((r) => r.data),
  /** A POST that may start a session: the answer and the `x_auth_token` header (spec section 3). */
  postForSession: <T>(path: string, body: unknown) => send<T>(path, { method: 'POST', body }),
};
