import { and, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { couponRedemptions, coupons, giftIssues } from './coupons.schema.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

/** What a coupon's limits read of its customer: its uses in all and theirs, and their earlier orders. */
export interface CouponFacts {
  total: number;
  mine: number;
  /** The customer's orders that were not cancelled or refused. */
  earlierOrders: number;
}

/** Coupons, their uses, and the gifts given. */
export function createCouponsRepo(db: Database) {
  return {
    /**
     * The coupon a code names (any case). With `lock`, the row is locked until the transaction ends, so two orders
     * using the last use of a coupon are counted one after the other.
     */
    async findByCode(code: string, lock = false): Promise<CouponRow | undefined> {
      const query = db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Uses so far, in all and by one user, and the user's earlier orders (not cancelled or refused). */
    async uses(couponId: number, userId: number): Promise<CouponFacts> {
      const [row] = await db
        .select({
          total: count(),
          mine: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId})`,
          earlierOrders: sql<number>`(select count(*) from orders o where o.user_id = ${userId}
            and o.state not in ('cancelled', 'refused'))`,
        })
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, couponId));
      return {
        total: Number(row?.total ?? 0),
        mine: Number(row?.mine ?? 0),
        earlierOrders: Number(row?.earlierOrders ?? 0),
      };
    },

    async redeem(couponId: number, userId: number, orderId: number): Promise<void> {
      await db.insert(couponRedemptions).values({ couponId, userId, orderId });
    },

    /** Gives a cancelled order's use back. */
    async release(orderId: number): Promise<void> {
      await db.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
    },

    /** Coupons open now to this user (public ones and their own), before limits. */
    async openTo(userId: number): Promise<CouponRow[]> {
      return db
        .select()
        .from(coupons)
        .where(
          and(
            eq(coupons.isActive, true),
            lte(coupons.startsAt, sql`now()`),
            or(isNull(coupons.expiresAt), gt(coupons.expiresAt, sql`now()`)),
            or(isNull(coupons.userId), eq(coupons.userId, userId)),
          ),
        )
        .orderBy(coupons.code);
    },

    async insert(coupon: NewCoupon): Promise<CouponRow> {
      const [row] = await db
        .insert(coupons)
        .values({ ...coupon, code: coupon.code.toUpperCase() })
        .returning();
      return row!;
    },

    /** Claims a gift for a user, occasion and year; false when it was given already (by this or another replica). */
    async claimGift(userId: number, occasion: string, year: number): Promise<boolean> {
      const rows = await db
        .insert(giftIssues)
        .values({ userId, occasion, year })
        .onConflictDoNothing()
        .returning({ userId: giftIssues.userId });
      return rows.length === 1;
    },

    async recordGiftCoupon(userId: number, occasion: string, year: number, couponId: number): Promise<void> {
      await db
        .update(giftIssues)
        .set({ couponId })
        .where(and(eq(giftIssues.userId, userId), eq(giftIssues.occasion, occasion), eq(giftIssues.year, year)));
    },
  };
}

export type CouponsRepo = ReturnType<typeof createCouponsRepo>;
