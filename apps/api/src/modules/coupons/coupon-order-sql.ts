import { statement, type SqlSession } from '../../db/sql-runner.ts';
import type { CouponFacts, CouponRow } from './coupons.repo.ts';

/**
 * A coupon's columns as `CouponRow` names them (timestamps as PostgreSQL writes them, as the repository reads them).
 */
const COUPON_COLUMNS = `id, code, description, kind, value, min_order_fils as "minOrderFils", starts_at::text as "startsAt",
  expires_at::text as "expiresAt", max_uses as "maxUses", max_uses_per_user as "maxUsesPerUser", user_id as "userId",
  is_active as "isActive", max_discount_fils as "maxDiscountFils", first_order_only as "firstOrderOnly",
  category_ids as "categoryIds", created_at::text as "createdAt"`;

/**
 * The coupon a code names, locked until the order's transaction ends: two orders using its last use count one after the
 * other.
 */
const COUPON_FOR_ORDER = statement(
  'coupon_for_order',
  `select ${COUPON_COLUMNS} from coupons where code = :code for update`,
);

/**
 * Its uses so far, in all and by one user, and the user's earlier orders (a coupon for a first order only): a statement
 * of its own, so it sees the uses committed while it waited for the lock.
 */
const COUPON_USES = statement(
  'coupon_uses',
  `select count(*)::int as total, (count(*) filter (where user_id = :userId))::int as mine,
    (select count(*)::int from orders o where o.user_id = :userId and o.state not in ('cancelled', 'refused'))
      as "earlierOrders"
  from coupon_redemptions where coupon_id = :couponId`,
);

const COUPON_REDEEM = statement(
  'coupon_redeem',
  'insert into coupon_redemptions (coupon_id, user_id, order_id) values (:couponId, :userId, :orderId)',
);

/** The coupon calls of an order's transaction, on its session (`order-statements.ts`). */
export function couponsInOrder(tx: SqlSession) {
  return {
    /** The coupon a code names (any case), locked. */
    async findByCode(code: string): Promise<CouponRow | undefined> {
      const [row] = await tx.rows<CouponRow>(COUPON_FOR_ORDER, { code: code.trim().toUpperCase() });
      return row;
    },
    async uses(couponId: number, userId: number): Promise<CouponFacts> {
      const [row] = await tx.rows<CouponFacts>(COUPON_USES, { couponId, userId });
      return row ?? { total: 0, mine: 0, earlierOrders: 0 };
    },
    async redeem(couponId: number, userId: number, orderId: number): Promise<void> {
      await tx.rows(COUPON_REDEEM, { couponId, userId, orderId });
    },
  };
}
