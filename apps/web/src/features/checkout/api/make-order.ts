import type { Fulfilment, Payment } from '@shop/shared/rules';
import { api } from '@/lib/api-client';

/** What the storefront sends to `POST /auth/make-order`; the server prices the cart itself. */
export interface MakeOrderInput {
  user_id?: number;
  fulfilment: Fulfilment;
  address_id?: number;
  slot: string;
  payment: Payment;
  coupon?: string;
  notes?: string;
  eid?: string;
}

/**
 * `POST /auth/make-order` with an `Idempotency-Key`: a retry with the same key gets the first order back instead of a
 * second one. The answer is the URL to go to next (contract 7.22), which names the order:
 * `/checkout?status=success&order=CEL-…`.
 */
export function makeOrder(body: MakeOrderInput, idempotencyKey: string): Promise<string> {
  return api.post<string>('/auth/make-order', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** The order number in make-order's answer, or null when it names none. */
export function orderNumberFromUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    return new URL(url, 'http://shop.invalid').searchParams.get('order');
  } catch {
    return null;
  }
}
