import {
  aedToFils,
  displayedPrice,
  priceOrder,
  type CartItem,
  type CouponOffer,
  type CouponRule,
  type Fulfilment,
  type OrderTotals,
  type PricingLine,
} from '@shop/shared/rules';

/**
 * The cart's lines as the shared pricing rule reads them: the displayed price of the chosen size (spec section 9) and
 * whether it is a wine, as the server says (`is_wine`), so the summary and the order agree on the wine offer.
 */
export function pricingLines(lines: readonly CartItem[]): PricingLine[] {
  return lines.flatMap((line) => {
    const size = line.price_variation[0];
    return size ? [{ unitFils: aedToFils(displayedPrice(size)), qty: line.qty, isWine: line.is_wine }] : [];
  });
}

/** A coupon offer's rule in the pricing rule's units (fils for a fixed amount and the minimum). */
export function couponRuleOf(offer: CouponOffer): CouponRule {
  return {
    kind: offer.kind,
    value: offer.kind === 'fixed' ? aedToFils(offer.value) : offer.value,
    minOrderFils: aedToFils(offer.min_order),
    maxDiscountFils: offer.max_discount === null ? null : aedToFils(offer.max_discount),
  };
}

/**
 * The rule of the applied coupon: its offer's when `GET /coupons` lists it, else the amount the server said it takes
 * off this cart (the goods are the same whether delivered or picked up). A coupon kept to some categories is always
 * the server's amount: the cart's lines here do not say their categories.
 */
export function appliedCouponRule(
  applied: { code: string; value: number } | null,
  offers: readonly CouponOffer[] | undefined,
): CouponRule | null {
  if (!applied) return null;
  const offer = offers?.find((o) => o.name.toUpperCase() === applied.code.toUpperCase() && !o.category_ids.length);
  return offer ? couponRuleOf(offer) : { kind: 'fixed', value: aedToFils(applied.value), minOrderFils: 0 };
}

/**
 * The checkout's summary: the one shared pricing rule, for the chosen fulfilment and coupon. The server prices the
 * order again.
 */
export function checkoutTotals(
  lines: readonly CartItem[],
  fulfilment: Fulfilment,
  coupon: CouponRule | null,
): OrderTotals {
  return priceOrder({ lines: pricingLines(lines), fulfilment, coupon });
}
