/** The code of a call that never reached the server (offline, DNS, a dropped connection). */
export const NETWORK_ERROR = 'NETWORK';

/** A failed call, carrying the API's error payload (`error`, `code`, `errors`). Switch on `code`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Problems by field, when the server names them. */
  readonly errors?: Record<string, string[]>;
  /** The server's own `error` text, when the answer had one (the message is a fallback otherwise). */
  readonly serverMessage: string | null;

  constructor(
    status: number,
    message: string,
    code: string,
    errors?: Record<string, string[]>,
    serverMessage: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.serverMessage = serverMessage;
  }

  /** Problems by field: none when the server named none. */
  get fields(): Record<string, string[]> {
    return this.errors ?? {};
  }
}

/**
 * The refusal an answer carries: its `error` text (or `fallback` when it has none, e.g. a proxy's HTML page), its
 * `code` and its problems by field.
 */
export function errorFromPayload(status: number, payload: unknown, fallback = `Request failed (${status}).`): ApiError {
  const body = (payload && typeof payload === 'object' ? payload : {}) as {
    error?: unknown;
    code?: unknown;
    errors?: Record<string, string[]>;
  };
  const serverMessage = typeof body.error === 'string' && body.error ? body.error : null;
  const code = typeof body.code === 'string' && body.code ? body.code : 'HTTP_ERROR';
  return new ApiError(status, serverMessage ?? fallback, code, body.errors, serverMessage);
}
