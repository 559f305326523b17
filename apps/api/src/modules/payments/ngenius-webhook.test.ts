import { describe, expect, it } from 'vitest';
import { parseWebhookHeader, takeNgeniusEvent } from './ngenius-webhook.ts';
import { PaymentEventRejectedError } from './payment-provider.ts';

const header = parseWebhookHeader('X-Cellar-Webhook: 0b7c5d1e9f2a4c6e8a1b3d5f7e9c2a4b');
/** Why a call was refused: the error's detail, for the logs (its message stays the same for every refusal). */
function refusal(take: () => unknown): string {
  try {
    take();
  } catch (err) {
    if (err instanceof PaymentEventRejectedError) return err.detail;
    throw err;
  }
  throw new Error('the call was accepted');
}

const body = { eventId: 'e1', eventName: 'AUTHORISED', order: { reference: 'cac88045-bec0-432a-8fdd-06902da874d2' } };

describe('N-Genius webhooks', () => {
  it('reads the header setting as a lower-case name and a value', () => {
    expect(header).toEqual({ name: 'x-cellar-webhook', value: '0b7c5d1e9f2a4c6e8a1b3d5f7e9c2a4b' });
    expect(parseWebhookHeader(undefined)).toBeUndefined();
    for (const bad of ['no-colon', ': value', 'Bad Name: value', 'X-Empty:'])
      expect(() => parseWebhookHeader(bad), bad).toThrow(/Header-Name: value/);
  });

  it('refuses a call without the agreed header, or with another value', () => {
    expect(() => takeNgeniusEvent({ headers: {}, body }, header)).toThrow(PaymentEventRejectedError);
    const wrong = { 'x-cellar-webhook': '0b7c5d1e9f2a4c6e8a1b3d5f7e9c2a4c' };
    expect(refusal(() => takeNgeniusEvent({ headers: wrong, body }, header))).toMatch(/missing or wrong/);
    const shorter = { 'x-cellar-webhook': '0b7c' };
    expect(() => takeNgeniusEvent({ headers: shorter, body }, header)).toThrow(PaymentEventRejectedError);
  });

  it('names the order to read again, and nothing of its state', () => {
    const given = { 'x-cellar-webhook': ['0b7c5d1e9f2a4c6e8a1b3d5f7e9c2a4b'] };
    const hint = takeNgeniusEvent({ headers: given, body }, header);
    expect(hint).toEqual({ reference: 'cac88045-bec0-432a-8fdd-06902da874d2', eventName: 'AUTHORISED' });
    expect(Object.keys(hint).sort()).toEqual(['eventName', 'reference']);
  });

  it('refuses a body without an event name or a usable order reference', () => {
    const headers = { 'x-cellar-webhook': '0b7c5d1e9f2a4c6e8a1b3d5f7e9c2a4b' };
    for (const bad of [null, 'text', {}, { eventName: 'PURCHASED' }, { ...body, eventName: '' }])
      expect(() => takeNgeniusEvent({ headers, body: bad }, header)).toThrow(PaymentEventRejectedError);
    // The reference goes into the path of the next call: nothing that could leave it.
    for (const reference of ['../../identity', 'a/b', 'x'.repeat(65), 42])
      expect(refusal(() => takeNgeniusEvent({ headers, body: { ...body, order: { reference } } }, header))).toMatch(
        /no order reference/,
      );
  });

  it('takes any call when no header is agreed (development)', () => {
    expect(takeNgeniusEvent({ headers: {}, body }, undefined).reference).toBe(body.order.reference);
  });
});
