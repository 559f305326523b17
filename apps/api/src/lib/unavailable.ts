/** Node's codes for a server that cannot be reached or stopped answering. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL SQLSTATEs meaning "not now" rather than "wrong": connection failures (08), too many connections,
 * shutting down or starting up (57P01–57P03), and a statement cancelled by its timeout (57014).
 */
const UNAVAILABLE_STATES = /^(08...|53300|57P0[123]|57014)$/;
// `Query read timeout`: node-postgres gave up waiting for an answer (`query_timeout`: the server or the network is
// stuck).
const DRIVER_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Connection refused|Query read timeout/i;

/**
 * True when an error means the database (or another backing service) cannot answer now: the request should get a
 * 503 and be retried, not a 500. Looks through the causes Drizzle and node-postgres wrap errors in.
 */
export function isUnavailable(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 6;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    // Node reports a refused connection to every address of a host as an AggregateError.
    if (Array.isArray(errors) && errors.some(isUnavailable)) return true;
  }
  return false;
}
