import { formatAed, filsToAed, ORDER_MESSAGES, type CouponRule } from '@shop/shared';
import type { CouponRow } from './coupons.repo.ts';

/** Whether a coupon may be used, and its rule when it may. */
export type CouponJudgement = { ok: true; rule: CouponRule } | { ok: false; message: string };

/**
 * The coupon rules of issue 9, apart from the storage: open to this user, started and not expired, under its limits
 * in all and per user, and an order (after the wine offer) of at least its minimum.
 */
export function judgeCoupon(
  coupon: CouponRow | undefined,
  uses: { total: number; mine: number },
  userId: number,
  goodsFils: number,
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
  if ((coupon.maxUses !== null && uses.total >= coupon.maxUses) || uses.mine >= coupon.maxUsesPerUser)
    return { ok: false, message: ORDER_MESSAGES.couponUsedUp };
  if (goodsFils < coupon.minOrderFils)
    return { ok: false, message: ORDER_MESSAGES.couponMinimum(formatAed(filsToAed(coupon.minOrderFils))) };
  return {
    ok: true,
    rule: { kind: coupon.kind as CouponRule['kind'], value: coupon.value, minOrderFils: coupon.minOrderFils },
  };
}
