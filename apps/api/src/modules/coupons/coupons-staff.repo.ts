import type { CouponState } from '@shop/shared';
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { coupons } from './coupons.schema.ts';
import type { CouponRow, NewCoupon } from './coupons.repo.ts';

/** A coupon as staff read it: its row, its uses so far, where it stands, and the customer of a personal one. */
export type StaffCouponRow = CouponRow & { uses: number; state: CouponState; customerName: string | null };

/** An order that used a coupon. */
export interface CouponUseRow {
  orderNumber: string;
  userId: number | null;
  customerName: string;
  discountFils: number;
  totalFils: number;
  state: string;
  usedAt: string;
}

/** What a coupon's fields are, apart from who owns it, its state and its creation. */
export type CouponFieldsRow = Omit<NewCoupon, 'id' | 'userId' | 'isActive' | 'createdAt'>;

/** `%` and `_` in a search are the characters themselves, not LIKE's wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Every coupon with its uses and its state now; the order of the cases is the order a coupon's troubles are told in
 * (a deactivated coupon is that first, whatever else).
 */
const WITH_STATE = sql`
  with counted as (
    select k.*, (select count(*)::int from coupon_redemptions r where r.coupon_id = k.id) as uses from coupons k
  ), stated as (
    select counted.*, case
      when not is_active then 'inactive'
      when expires_at is not null and expires_at <= now() then 'expired'
      when max_uses is not null and uses >= max_uses then 'used_up'
      when starts_at > now() then 'scheduled'
      else 'live' end as state
    from counted
  )`;

const COLUMNS = sql`s.id, s.code, s.description, s.kind, s.value, s.min_order_fils as "minOrderFils",
  s.starts_at::text as "startsAt", s.expires_at::text as "expiresAt", s.max_uses as "maxUses",
  s.max_uses_per_user as "maxUsesPerUser", s.user_id as "userId", s.is_active as "isActive",
  s.max_discount_fils as "maxDiscountFils", s.first_order_only as "firstOrderOnly", s.category_ids as "categoryIds",
  s.created_at::text as "createdAt", s.uses, s.state, u.full_name as "customerName"`;

/** Which coupons the list keeps: those whose code or description holds `search`, in one state. */
export interface CouponListFilter {
  search?: string;
  state?: CouponState;
}

function whereOf({ search, state }: CouponListFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (search) {
    const like = `%${likeEscaped(search.toLowerCase())}%`;
    conditions.push(sql`(lower(s.code) like ${like} or lower(s.description) like ${like})`);
  }
  if (state) conditions.push(sql`s.state = ${state}`);
  return sql.join(conditions, sql` and `);
}

/** The staff's coupons (issue 26, item 5): listed, read with their uses, made, changed, deactivated. */
export function createCouponsStaffRepo(db: Database) {
  const select = (where: SQL, page?: { limit: number; offset: number }) =>
    queryRows<StaffCouponRow>(
      db,
      sql`${WITH_STATE}
      select ${COLUMNS} from stated s left join users u on u.id = s.user_id
      where ${where}
      order by s.id desc
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
    );

  return {
    /** One page of the coupons the filter keeps, newest first, and how many it keeps in all. */
    async page(filter: CouponListFilter, page: { limit: number; offset: number }) {
      const where = whereOf(filter);
      const [rows, [count]] = await Promise.all([
        select(where, page),
        queryRows<{ total: number }>(db, sql`${WITH_STATE} select count(*)::int as total from stated s where ${where}`),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    async byId(id: number): Promise<StaffCouponRow | undefined> {
      const [row] = await select(sql`s.id = ${id}`);
      return row;
    },

    /** The row alone, locked until the transaction ends: a change and its audit entry see the same coupon. */
    async lock(id: number): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update');
      return row;
    },

    /** The orders that used it, newest first (a cancelled order gave its use back). */
    async usesOf(id: number, limit: number): Promise<CouponUseRow[]> {
      return queryRows<CouponUseRow>(
        db,
        sql`select o.order_number as "orderNumber", o.user_id as "userId", o.customer_name as "customerName",
          o.coupon_discount_fils as "discountFils", o.total_fils as "totalFils", o.state, r.created_at::text as "usedAt"
        from coupon_redemptions r join orders o on o.id = r.order_id
        where r.coupon_id = ${id}
        order by r.id desc
        limit ${limit}`,
      );
    },

    async countUses(id: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from coupon_redemptions where coupon_id = ${id}`,
      );
      return Number(row?.n ?? 0);
    },

    /** Whether another coupon has this code (codes are kept upper-case, so this ignores case). */
    async codeTaken(code: string, exceptId?: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`select 1 from coupons where code = ${code.toUpperCase()} ${exceptId ? sql`and id <> ${exceptId}` : sql``}`,
      );
      return rows.length > 0;
    },

    /** Every category, by title: what a coupon can be kept to, and the names its list shows. */
    async categories(): Promise<{ id: number; title: string; parentId: number | null }[]> {
      return queryRows(
        db,
        sql`select id, title, parent_id as "parentId" from categories order by parent_id nulls first, position, title`,
      );
    },

    async insert(fields: CouponFieldsRow): Promise<CouponRow> {
      const [row] = await db.insert(coupons).values(fields).returning();
      return row!;
    },

    async update(id: number, fields: Partial<CouponFieldsRow> & { isActive?: boolean }): Promise<CouponRow> {
      const [row] = await db.update(coupons).set(fields).where(eq(coupons.id, id)).returning();
      return row!;
    },
  };
}

export type CouponsStaffRepo = ReturnType<typeof createCouponsStaffRepo>;
