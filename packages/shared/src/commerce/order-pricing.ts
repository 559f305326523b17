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
  /** The product's categories (its own, its parent, its subcategory): what a coupon kept to some categories reads. */
  categoryIds?: readonly number[];
}

/**
 * A coupon's rule (issue 26): a percentage or a fixed amount off the goods, above a minimum order, a percentage at
 * most its maximum, and, when kept to some categories, off their lines alone.
 */
export interface CouponRule {
  kind: 'percent' | 'fixed';
  /** Percent (1–100) or fils. */
  value: number;
  minOrderFils: number;
  /** The most a percentage takes off, in fils; none: no cap. */
  maxDiscountFils?: number | null;
  /** The categories whose lines it takes off; none or empty: every line. */
  categoryIds?: readonly number[] | null;
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
  return wineOfferByLine(lines).reduce((sum, off) => sum + off, 0);
}

/** The wine offer's discount on each line (the half-price bottles of a pair belong to the line they come from). */
export function wineOfferByLine(lines: readonly PricingLine[]): number[] {
  const bottles = lines
    .flatMap((l, line) =>
      l.isWine && l.unitFils < WINE_OFFER_PRICE_LIMIT_FILS
        ? Array.from({ length: Math.max(0, Math.trunc(l.qty)) }, () => ({ line, unitFils: l.unitFils }))
        : [],
    )
    .sort((a, b) => b.unitFils - a.unitFils);
  const discounts = lines.map(() => 0);
  for (let i = 1; i < bottles.length; i += 2)
    discounts[bottles[i]!.line]! += Math.round((bottles[i]!.unitFils * WINE_OFFER_MAX_DISCOUNT_PERCENT) / 100);
  return discounts;
}

const lineFils = (l: PricingLine) => l.unitFils * Math.max(0, Math.trunc(l.qty));

/** Whether a coupon kept to some categories takes off this line. */
export function couponCovers(coupon: CouponRule, line: PricingLine): boolean {
  const only = coupon.categoryIds;
  return !only?.length || (line.categoryIds ?? []).some((id) => only.includes(id));
}

/**
 * What a coupon can take off, in fils: the goods after the wine offer, on the lines of its categories alone when it is
 * kept to some. The minimum order looks at all the goods.
 */
export function couponBase(lines: readonly PricingLine[], coupon: CouponRule): number {
  const offer = wineOfferByLine(lines);
  return lines.reduce((sum, l, i) => (couponCovers(coupon, l) ? sum + lineFils(l) - offer[i]! : sum), 0);
}

/**
 * The coupon's discount on the goods already reduced by the offer: nothing below its minimum order; a percentage of
 * the lines it covers, at most its maximum; a fixed amount, at most those lines' worth.
 */
export function couponDiscount(lines: readonly PricingLine[], coupon: CouponRule | null | undefined): number {
  if (!coupon) return 0;
  const goodsFils = lines.reduce((sum, l) => sum + lineFils(l), 0) - wineOfferDiscount(lines);
  if (goodsFils < coupon.minOrderFils || goodsFils <= 0) return 0;
  const base = couponBase(lines, coupon);
  if (base <= 0) return 0;
  let off =
    coupon.kind === 'percent' ? Math.round((base * Math.min(100, Math.max(0, coupon.value))) / 100) : coupon.value;
  if (coupon.maxDiscountFils != null) off = Math.min(off, coupon.maxDiscountFils);
  return Math.min(base, Math.max(0, off));
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
  const subtotalFils = input.lines.reduce((sum, l) => sum + lineFils(l), 0);
  const offerDiscountFils = wineOfferDiscount(input.lines);
  const afterOffer = subtotalFils - offerDiscountFils;
  const couponDiscountFils = couponDiscount(input.lines, input.coupon);
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
