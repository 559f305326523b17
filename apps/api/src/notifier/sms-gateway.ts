import type { Transport } from './notifier.ts';

/** Longest wait for the gateway: a code that cannot leave in this time is reported as not sent. */
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * SMS through an HTTPS gateway: a JSON `POST {to, from, text}` with the bearer token. Most gateways take this shape
 * or sit behind a small adapter that does; a non-2xx answer is a failed send.
 */
export function createSmsGateway(options: { url: string; token?: string; sender: string }): Transport {
  return {
    async send(message) {
      const res = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token && { authorization: `Bearer ${options.token}` }),
        },
        body: JSON.stringify({ to: message.to, from: options.sender, text: message.text }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
