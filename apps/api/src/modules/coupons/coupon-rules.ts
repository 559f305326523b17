import {
  couponBase,
  formatAed,
  filsToAed,
  ORDER_MESSAGES,
  wineOfferDiscount,
  type CouponRule,
  type PricingLine,
} from '@shop/shared';
import type { CouponFacts, CouponRow } from './coupons.repo.ts';

/** Whether a coupon may be used, and its rule when it may. */
export type CouponJudgement = { ok: true; rule: CouponRule } | { ok: false; message: string };

/** A coupon row's pricing rule (`priceOrder`). */
export function couponRuleOf(coupon: CouponRow): CouponRule {
  return {
    kind: coupon.kind as CouponRule['kind'],
    value: coupon.value,
    minOrderFils: coupon.minOrderFils,
    maxDiscountFils: coupon.maxDiscountFils,
    categoryIds: coupon.categoryIds,
  };
}

/**
 * The coupon rules of issues 9 and 26, apart from the storage: open to this user, started and not expired, under its
 * limits in all and per user, a first order when it says so, an order (after the wine offer) of at least its minimum,
 * with something in its categories. The cart's check and the order judge the same lines with this, and price them
 * with the same shared rule, so the discount a shopper is shown is the one the order charges. Without lines (the
 * list of coupons open to a user), the cart is not judged.
 */
export function judgeCoupon(
  coupon: CouponRow | undefined,
  facts: CouponFacts,
  userId: number,
  lines: readonly PricingLine[] | null,
  now: Date,
): CouponJudgement {
  if (
    !coupon ||
    !coupon.isActive ||
    (coupon.userId !== null && coupon.userId !== userId) ||
    new Date(coupon.startsAt) > now
  ) {
    return { ok: false, message: ORDER_MESSAGES.couponUnknown };
  }
  if (coupon.expiresAt !== null && new Date(coupon.expiresAt) <= now)
    return { ok: false, message: ORDER_MESSAGES.couponExpired };
  if ((coupon.maxUses !== null && facts.total >= coupon.maxUses) || facts.mine >= coupon.maxUsesPerUser)
    return { ok: false, message: ORDER_MESSAGES.couponUsedUp };
  if (coupon.firstOrderOnly && facts.earlierOrders > 0) return { ok: false, message: ORDER_MESSAGES.couponFirstOrder };
  const rule = couponRuleOf(coupon);
  if (lines) {
    const goodsFils = lines.reduce((sum, l) => sum + l.unitFils * l.qty, 0) - wineOfferDiscount(lines);
    if (goodsFils < coupon.minOrderFils)
      return { ok: false, message: ORDER_MESSAGES.couponMinimum(formatAed(filsToAed(coupon.minOrderFils))) };
    if (rule.categoryIds?.length && couponBase(lines, rule) <= 0)
      return { ok: false, message: ORDER_MESSAGES.couponNotForThese };
  }
  return { ok: true, rule };
}
