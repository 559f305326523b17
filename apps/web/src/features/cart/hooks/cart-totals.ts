import { aedToFils, priceOrder, type CartSummary, type OrderTotals } from '@shop/shared/rules';
import type { AppliedCoupon } from '@/stores/cart-store';

/** The goods after the wine offer, in fils: what a coupon and the free-delivery limit look at. */
export function goodsAfterOffer(summary: CartSummary): number {
  return aedToFils(summary.subtotal) - aedToFils(summary.offer_discount);
}

/**
 * What /cart shows below the lines, by the one pricing rule (`priceOrder`). The server priced the lines and the
 * wine offer with it (`summary`); the coupon is the only thing the cart adds. So the goods after the offer go
 * through `priceOrder` again as one line, with the coupon's amount (the server's `coupon_value`) as a fixed
 * discount: shipping, total and VAT then come from the same rule the order will be charged by.
 */
export function cartTotals(summary: CartSummary, coupon: AppliedCoupon | null): OrderTotals {
  const priced = priceOrder({
    lines: [{ unitFils: goodsAfterOffer(summary), qty: 1, isWine: false }],
    coupon: coupon ? { kind: 'fixed', value: aedToFils(coupon.value), minOrderFils: 0 } : null,
    fulfilment: 'delivery',
  });
  return { ...priced, subtotalFils: aedToFils(summary.subtotal), offerDiscountFils: aedToFils(summary.offer_discount) };
}
