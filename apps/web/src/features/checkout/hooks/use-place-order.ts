import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError } from '@/lib/api-client';
import { useCartStore } from '@/stores/cart-store';
import { makeOrder, orderNumberFromUrl, type MakeOrderInput } from '../api/make-order';
import { uploadEid } from '@/lib/upload-eid';
import { newIdempotencyKey } from '../idempotency-key';

export interface PlaceOrderInput {
  order: Omit<MakeOrderInput, 'eid'>;
  /** The Emirates ID to upload first (a first order), or null. */
  eid: File | null;
}

/**
 * What placing gives: an order placed (its number, read from the URL make-order answers), or, for card online, the
 * gateway's page to pay on (the order is placed once the bank confirms, decision 027).
 */
export type PlacedOrder = { orderNumber: string } | { paymentPage: string };

/** The gateway's page in make-order's answer: only a web address is followed (never a `javascript:` one). */
function paymentPageOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const page = new URL(url, window.location.href);
    return page.protocol === 'https:' || page.protocol === 'http:' ? page.href : null;
  } catch {
    return null;
  }
}

/**
 * Places the order: the Emirates ID is uploaded first (once per file, so a retry does not upload it again), then
 * make-order is sent with this attempt's Idempotency-Key. The key stays the same for every retry of the attempt
 * (a lost answer, a double click, a refusal fixed and sent again), so the server never orders twice; a placed order
 * starts a new attempt. The cart is refetched and the applied coupon cleared. A refusal because the cart is no longer
 * what was shown (409: a price or the stock changed, or another tab changed the cart) refetches the cart too, so the
 * order summary shows what would be ordered now. A key the server says already placed an order starts a new attempt.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const attemptKey = useRef<string | null>(null);
  const uploaded = useRef<{ file: File; id: string } | null>(null);

  return useMutation({
    mutationFn: async ({ order, eid }: PlaceOrderInput): Promise<PlacedOrder> => {
      attemptKey.current ??= newIdempotencyKey();
      let eidId: string | undefined;
      if (eid) {
        if (uploaded.current?.file !== eid) uploaded.current = { file: eid, id: (await uploadEid(eid)).eid };
        eidId = uploaded.current.id;
      }
      const url = await makeOrder({ ...order, ...(eidId ? { eid: eidId } : {}) }, attemptKey.current);
      if (order.payment === 'online') {
        const paymentPage = paymentPageOf(url);
        if (!paymentPage) throw new Error('The payment page could not be opened. Please check My orders.');
        return { paymentPage };
      }
      const orderNumber = orderNumberFromUrl(url);
      if (!orderNumber)
        throw new Error('The order was placed, but its number did not come back. Please check My orders.');
      return { orderNumber };
    },
    onSuccess: () => {
      attemptKey.current = null;
      uploaded.current = null;
      useCartStore.getState().clearCoupon();
      // Not awaited: the confirmation opens at once, and the emptied cart arrives meanwhile.
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) void queryClient.invalidateQueries({ queryKey: ['cart'] });
      // The attempt's key already placed an order (its answer was lost, then the form changed): that order stands,
      // the next attempt is a new one, and the cart and orders show what happened.
      if (err instanceof ApiError && err.code === 'IDEMPOTENCY_KEY_REUSED') {
        attemptKey.current = null;
        uploaded.current = null;
        void queryClient.invalidateQueries({ queryKey: ['cart'] });
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
      }
    },
  });
}
