import { createGatewayHttp, type GatewayFetch } from './gateway-http.ts';
import { PaymentGatewayError, PaymentUnavailableError } from './payment-provider.ts';

/** The media types N-Genius's identity and payment APIs name for their bodies. */
export const IDENTITY_TYPE = 'application/vnd.ni-identity.v1+json';
export const PAYMENT_TYPE = 'application/vnd.ni-payment.v2+json';
/** A token is renewed this long before it expires, so a call never starts with one about to lapse. */
const TOKEN_MARGIN_MS = 30_000;

export interface NgeniusClientOptions {
  /** Scheme and host of the gateway's API, e.g. `https://api-gateway.ngenius-payments.com`. */
  apiUrl: string;
  /** The outlet's service-account API key, sent as given after `Basic`. */
  apiKey: string;
  /** Longest any one call may take, answer body included. */
  timeoutMs: number;
  /** Production: an answer from the stand-in gateway is refused, wherever it is reached from. */
  refuseStandIn?: boolean;
  /** How calls are made: Node's HTTP client on kept-alive connections unless given (tests give a script). */
  fetch?: GatewayFetch;
  now?: () => number;
}

/** The header the stand-in gateway puts on every answer. */
export const STAND_IN_HEADER = 'x-gateway-stand-in';

export interface NgeniusClient {
  /** Calls the gateway with a bearer token; `target` is a path under the API or a link the gateway gave. */
  call(method: 'GET' | 'POST' | 'PUT', target: string, body?: unknown): Promise<unknown>;
  /** The origin every call goes to, so links from elsewhere are refused. */
  readonly origin: string;
}

interface Token {
  value: string;
  renewAt: number;
}

/** The HTTP side of N-Genius: tokens kept until shortly before they expire, a timeout on every call. */
export function createNgeniusClient(options: NgeniusClientOptions): NgeniusClient {
  const fetchFn = options.fetch ?? createGatewayHttp();
  const now = options.now ?? Date.now;
  const origin = new URL(options.apiUrl).origin;
  let token: Token | undefined;
  let pendingToken: Promise<Token> | undefined;

  type Init = { method: string; headers: Record<string, string>; body?: string };
  async function send(url: string, init: Init): Promise<{ status: number; body: unknown }> {
    let response: Awaited<ReturnType<GatewayFetch>>;
    let text: string;
    try {
      response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
      text = await response.text();
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new PaymentUnavailableError(`no answer from the gateway within ${options.timeoutMs} ms`);
      throw new PaymentUnavailableError(`the gateway cannot be reached: ${(err as Error).message}`);
    }
    if (options.refuseStandIn && response.headers.get(STAND_IN_HEADER))
      throw new PaymentGatewayError('the stand-in gateway answered: production takes real payments only');
    if (response.status >= 500 || response.status === 429)
      throw new PaymentUnavailableError(`the gateway answered ${response.status}`);
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        throw new PaymentGatewayError(`the gateway answered ${response.status} with a body that is not JSON`);
      }
    }
    return { status: response.status, body };
  }

  async function fetchToken(): Promise<Token> {
    const { status, body } = await send(`${origin}/identity/auth/access-token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${options.apiKey}`, 'Content-Type': IDENTITY_TYPE, Accept: IDENTITY_TYPE },
    });
    const { access_token: value, expires_in: expiresIn } = (body ?? {}) as Record<string, unknown>;
    if (status !== 200 || typeof value !== 'string' || typeof expiresIn !== 'number')
      throw new PaymentGatewayError(`the gateway refused the API key (${status})`, status);
    const lifeMs = expiresIn * 1000;
    // A short-lived token is renewed at half its life rather than never used.
    return { value, renewAt: now() + lifeMs - Math.min(TOKEN_MARGIN_MS, lifeMs / 2) };
  }

  async function currentToken(): Promise<string> {
    if (token && now() < token.renewAt) return token.value;
    // Calls that start together share one token request.
    pendingToken ??= fetchToken().finally(() => (pendingToken = undefined));
    token = await pendingToken;
    return token.value;
  }

  function resolve(target: string): string {
    const url = new URL(target, origin);
    // Our bearer token goes only to the gateway we were configured with, whatever a link in an answer says.
    if (url.origin !== origin) throw new PaymentGatewayError(`the gateway linked outside its own API: ${url.origin}`);
    return url.href;
  }

  return {
    origin,
    async call(method, target, body) {
      const url = resolve(target);
      for (let attempt = 0; ; attempt++) {
        const headers: Record<string, string> = {
          Authorization: `Bearer ${await currentToken()}`,
          Accept: PAYMENT_TYPE,
        };
        if (body !== undefined) headers['Content-Type'] = PAYMENT_TYPE;
        const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
        const answer = await send(url, init);
        // A revoked or expired token is refused before anything happens, so one retry with a new one is safe.
        if (answer.status === 401 && attempt === 0) {
          token = undefined;
          continue;
        }
        if (answer.status >= 400) throw new PaymentGatewayError(describeRefusal(answer), answer.status);
        return answer.body;
      }
    },
  };
}

function describeRefusal({ status, body }: { status: number; body: unknown }): string {
  const message = (body as { message?: unknown } | null)?.message;
  return `the gateway refused the call (${status}${typeof message === 'string' ? `: ${message}` : ''})`;
}
