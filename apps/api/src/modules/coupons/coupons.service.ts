import { couponDiscount, filsToAed, ORDER_MESSAGES, type CheckCouponResponse, type CouponOffer } from '@shop/shared';
import { assertOwnUser } from '../../lib/ownership.ts';
import { judgeCoupon } from './coupon-rules.ts';
import type { CouponsRepo } from './coupons.repo.ts';

export interface CouponsServiceDeps {
  repo: CouponsRepo;
  /** The user's cart goods after the wine offer, in fils: what a coupon applies to. */
  cartGoods: (userId: number) => Promise<number>;
}

/** The coupon calls of spec section 7: the coupons a user may use now, and what one takes off their cart. */
export function createCouponsService({ repo, cartGoods }: CouponsServiceDeps) {
  return {
    /** `GET /coupons`: open to this user now and not used up (a minimum order still applies at checkout). */
    async offers(userId: number): Promise<CouponOffer[]> {
      const now = new Date();
      const open = await repo.openTo(userId);
      const usable = [];
      for (const coupon of open) {
        if (judgeCoupon(coupon, await repo.uses(coupon.id, userId), userId, Number.MAX_SAFE_INTEGER, now).ok)
          usable.push(coupon);
      }
      return usable.map((c) => ({
        name: c.code,
        description: c.description,
        kind: c.kind as CouponOffer['kind'],
        value: c.kind === 'percent' ? c.value : filsToAed(c.value),
        min_order: filsToAed(c.minOrderFils),
        expires_at: c.expiresAt === null ? null : new Date(c.expiresAt).toISOString(),
      }));
    },

    /**
     * `POST /check-available-coupon`: body status 200 with `coupon_value` (AED off the cart now), or 400 with why not.
     */
    async check(userId: number, claimedUserId: number | undefined, code: string): Promise<CheckCouponResponse> {
      assertOwnUser(userId, claimedUserId);
      const coupon = await repo.findByCode(code);
      const goods = await cartGoods(userId);
      const judged = judgeCoupon(
        coupon,
        coupon ? await repo.uses(coupon.id, userId) : { total: 0, mine: 0 },
        userId,
        goods,
        new Date(),
      );
      if (!judged.ok) return { status: 400, message: judged.message };
      return {
        status: 200,
        message: ORDER_MESSAGES.couponApplied,
        coupon_value: filsToAed(couponDiscount(goods, judged.rule)),
        name: coupon!.code,
      };
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
