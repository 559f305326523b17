import {
  couponDiscount,
  filsToAed,
  ORDER_MESSAGES,
  type CheckCouponResponse,
  type CouponOffer,
  type PricingLine,
} from '@shop/shared';
import { assertOwnUser } from '../../lib/ownership.ts';
import { judgeCoupon } from './coupon-rules.ts';
import type { CouponsRepo } from './coupons.repo.ts';

export interface CouponsServiceDeps {
  repo: CouponsRepo;
  /** The user's cart lines as the pricing rules take them: what a coupon is judged and priced on. */
  cartLines: (userId: number) => Promise<PricingLine[]>;
}

/** The coupon calls of spec section 7: the coupons a user may use now, and what one takes off their cart. */
export function createCouponsService({ repo, cartLines }: CouponsServiceDeps) {
  return {
    /** `GET /coupons`: open to this user now and not used up (a minimum order still applies at checkout). */
    async offers(userId: number): Promise<CouponOffer[]> {
      const now = new Date();
      const open = await repo.openTo(userId);
      const usable = [];
      for (const coupon of open) {
        if (judgeCoupon(coupon, await repo.uses(coupon.id, userId), userId, null, now).ok) usable.push(coupon);
      }
      return usable.map((c) => ({
        name: c.code,
        description: c.description,
        kind: c.kind as CouponOffer['kind'],
        value: c.kind === 'percent' ? c.value : filsToAed(c.value),
        min_order: filsToAed(c.minOrderFils),
        max_discount: c.maxDiscountFils === null ? null : filsToAed(c.maxDiscountFils),
        category_ids: c.categoryIds,
        expires_at: c.expiresAt === null ? null : new Date(c.expiresAt).toISOString(),
      }));
    },

    /**
     * `POST /check-available-coupon`: body status 200 with `coupon_value` (AED off the cart now), or 400 with why not.
     */
    async check(userId: number, claimedUserId: number | undefined, code: string): Promise<CheckCouponResponse> {
      assertOwnUser(userId, claimedUserId);
      const coupon = await repo.findByCode(code);
      const lines = await cartLines(userId);
      const judged = judgeCoupon(
        coupon,
        coupon ? await repo.uses(coupon.id, userId) : { total: 0, mine: 0, earlierOrders: 0 },
        userId,
        lines,
        new Date(),
      );
      if (!judged.ok) return { status: 400, message: judged.message };
      return {
        status: 200,
        message: ORDER_MESSAGES.couponApplied,
        coupon_value: filsToAed(couponDiscount(lines, judged.rule)),
        name: coupon!.code,
      };
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
