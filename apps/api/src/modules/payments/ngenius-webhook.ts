import { timingSafeEqual } from 'node:crypto';
import { PaymentEventRejectedError, type GatewayEvent, type PaymentHint } from './payment-provider.ts';

/** The header N-Genius is told to add to its webhooks (its portal takes a name and a value). */
export interface WebhookHeader {
  name: string;
  value: string;
}

/** A gateway order reference: it goes into a URL path, so nothing but letters, digits and hyphens. */
export const GATEWAY_REFERENCE = /^[A-Za-z0-9-]{1,64}$/;

/** Reads `Name: value` (NGENIUS_WEBHOOK_HEADER); undefined when the setting is empty. */
export function parseWebhookHeader(setting: string | undefined): WebhookHeader | undefined {
  if (!setting) return undefined;
  const colon = setting.indexOf(':');
  const name = setting.slice(0, colon).trim();
  const value = setting.slice(colon + 1).trim();
  if (colon < 1 || !/^[A-Za-z0-9-]+$/.test(name) || !value) throw new Error('expected "Header-Name: value"');
  return { name: name.toLowerCase(), value };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Checks an N-Genius webhook and names the order to read again. The body carries no signature, so whatever it says
 * of the payment (its `eventName`, the embedded order's state) is not believed: only the reference is used.
 */
export function takeNgeniusEvent(event: GatewayEvent, header: WebhookHeader | undefined): PaymentHint {
  if (header) {
    const given = event.headers[header.name];
    const value = Array.isArray(given) ? given[0] : given;
    if (typeof value !== 'string' || !sameSecret(value, header.value))
      throw new PaymentEventRejectedError(`the ${header.name} header is missing or wrong`);
  }
  const body = event.body as { eventName?: unknown; order?: { reference?: unknown } } | null;
  const eventName = body?.eventName;
  const reference = body?.order?.reference;
  if (typeof eventName !== 'string' || !eventName) throw new PaymentEventRejectedError('the event has no eventName');
  if (typeof reference !== 'string' || !GATEWAY_REFERENCE.test(reference))
    throw new PaymentEventRejectedError('the event names no order reference');
  return { reference, eventName };
}
