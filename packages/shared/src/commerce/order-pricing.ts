import {
  FREE_SHIPPING_LIMIT_FILS,
  SHIPPING_CHARGE_FILS,
  WINE_OFFER_MAX_DISCOUNT_PERCENT,
  WINE_OFFER_PRICE_LIMIT_FILS,
} from '../common/constants.ts';

/** UAE VAT, included in every price (issue 9). */
export const VAT_PERCENT = 5;

/** One cart or order line, at the displayed price of its size (spec section 9), in fils. */
export interface PricingLine {
  unitFils: number;
  qty: number;
  /** A wine: it may join the wine offer when it costs less than the offer's limit. */
  isWine: boolean;
}

/** A coupon's rule: a percentage or a fixed amount off the goods, above a minimum order. */
export interface CouponRule {
  kind: 'percent' | 'fixed';
  /** Percent (1–100) or fils. */
  value: number;
  minOrderFils: number;
}

export type Fulfilment = 'delivery' | 'pickup';

/** Everything a cart shows and an order charges, in fils. */
export interface OrderTotals {
  subtotalFils: number;
  /** The wine offer's discount (spec section 1). */
  offerDiscountFils: number;
  couponDiscountFils: number;
  /** Goods after the offer and the coupon: what the free-delivery limit looks at. */
  goodsFils: number;
  shippingFils: number;
  totalFils: number;
  /** The VAT the total contains (prices include it). */
  vatFils: number;
  /** Whether the coupon applied (false when the order is below its minimum). */
  couponApplied: boolean;
}

/**
 * The wine offer (spec section 1, issue 9): every bottle of wine under 250 AED, most expensive first, is paired with
 * the next; the cheaper of each pair is half price. An odd bottle out pays in full.
 */
export function wineOfferDiscount(lines: readonly PricingLine[]): number {
  const bottles = lines
    .filter((l) => l.isWine && l.unitFils < WINE_OFFER_PRICE_LIMIT_FILS)
    .flatMap((l) => Array.from({ length: Math.max(0, Math.trunc(l.qty)) }, () => l.unitFils))
    .sort((a, b) => b - a);
  let discount = 0;
  for (let i = 1; i < bottles.length; i += 2)
    discount += Math.round((bottles[i]! * WINE_OFFER_MAX_DISCOUNT_PERCENT) / 100);
  return discount;
}

/** The coupon's discount on goods already reduced by the offer; nothing below its minimum order. */
export function couponDiscount(goodsFils: number, coupon: CouponRule | null | undefined): number {
  if (!coupon || goodsFils < coupon.minOrderFils || goodsFils <= 0) return 0;
  const off =
    coupon.kind === 'percent' ? Math.round((goodsFils * Math.min(100, Math.max(0, coupon.value))) / 100) : coupon.value;
  return Math.min(goodsFils, Math.max(0, off));
}

/**
 * Shipping (spec section 9): 15 AED for delivery unless the goods after discounts are above 100 AED; pickup is free.
 */
export function shippingCharge(goodsFils: number, fulfilment: Fulfilment): number {
  if (fulfilment === 'pickup') return 0;
  return goodsFils > FREE_SHIPPING_LIMIT_FILS ? 0 : SHIPPING_CHARGE_FILS;
}

/** The VAT a VAT-inclusive amount contains. */
export function includedVat(totalFils: number): number {
  return Math.round((totalFils * VAT_PERCENT) / (100 + VAT_PERCENT));
}

/** The one pricing rule for carts and orders (issue 9): lines, the wine offer, the coupon, shipping and VAT. */
export function priceOrder(input: {
  lines: readonly PricingLine[];
  coupon?: CouponRule | null;
  fulfilment: Fulfilment;
}): OrderTotals {
  const subtotalFils = input.lines.reduce((sum, l) => sum + l.unitFils * Math.max(0, Math.trunc(l.qty)), 0);
  const offerDiscountFils = wineOfferDiscount(input.lines);
  const afterOffer = subtotalFils - offerDiscountFils;
  const couponDiscountFils = couponDiscount(afterOffer, input.coupon);
  const goodsFils = afterOffer - couponDiscountFils;
  const shippingFils = input.lines.length ? shippingCharge(goodsFils, input.fulfilment) : 0;
  const totalFils = goodsFils + shippingFils;
  return {
    subtotalFils,
    offerDiscountFils,
    couponDiscountFils,
    goodsFils,
    shippingFils,
    totalFils,
    vatFils: includedVat(totalFils),
    couponApplied: couponDiscountFils > 0,
  };
}
