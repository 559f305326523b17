import {
  aedToFils,
  filsToAed,
  htmlToText,
  shopDayEnd,
  shopDayStart,
  shopToday,
  type CouponFields,
  type CouponKind,
  type CouponUse,
  type StaffCoupon,
} from '@shop/shared';
import type { CouponRow } from './coupons.repo.ts';
import type { CouponFieldsRow, CouponUseRow, StaffCouponRow } from './coupons-staff.repo.ts';

/** A category's id and title (HTML, as stored). */
export interface CategoryName {
  id: number;
  title: string;
}

/** The timestamps PostgreSQL writes as text (`2026-01-31 20:00:00+00`) as an instant. */
const instant = (text: string) => new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));

/**
 * The columns of a coupon as staff wrote it: amounts in fils, its days in the UAE from the first day's start to the
 * last day's end.
 */
export function couponFieldsRow(body: CouponFields): CouponFieldsRow {
  return {
    code: body.code,
    description: body.description,
    kind: body.kind,
    value: body.kind === 'percent' ? body.value : aedToFils(body.value),
    maxDiscountFils: body.max_discount === null ? null : aedToFils(body.max_discount),
    minOrderFils: aedToFils(body.min_order),
    startsAt: shopDayStart(body.starts_on).toISOString(),
    expiresAt: body.ends_on === null ? null : shopDayEnd(body.ends_on).toISOString(),
    maxUses: body.max_uses,
    maxUsesPerUser: body.max_uses_per_customer,
    firstOrderOnly: body.first_order_only,
    categoryIds: body.category_ids,
  };
}

/** What the audit log keeps of a coupon: its rules as stored. */
export function auditedCoupon(row: CouponRow) {
  return {
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.value,
    max_discount_fils: row.maxDiscountFils,
    min_order_fils: row.minOrderFils,
    starts_at: row.startsAt,
    expires_at: row.expiresAt,
    max_uses: row.maxUses,
    max_uses_per_user: row.maxUsesPerUser,
    first_order_only: row.firstOrderOnly,
    category_ids: row.categoryIds,
    user_id: row.userId,
    active: row.isActive,
  };
}

/** A coupon as staff read it: AED, days in the UAE (the last day it works), category names as text. */
export function presentCoupon(row: StaffCouponRow, categories: ReadonlyMap<number, CategoryName>): StaffCoupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind as CouponKind,
    value: row.kind === 'percent' ? row.value : filsToAed(row.value),
    max_discount: row.maxDiscountFils === null ? null : filsToAed(row.maxDiscountFils),
    min_order: filsToAed(row.minOrderFils),
    starts_on: shopToday(instant(row.startsAt)),
    ends_on: row.expiresAt === null ? null : shopToday(new Date(instant(row.expiresAt).getTime() - 1)),
    max_uses: row.maxUses,
    max_uses_per_customer: row.maxUsesPerUser,
    first_order_only: row.firstOrderOnly,
    categories: row.categoryIds.map((id) => ({ id, name: htmlToText(categories.get(id)?.title ?? `#${id}`) })),
    customer: row.userId === null ? null : { id: row.userId, name: row.customerName ?? '' },
    active: row.isActive,
    state: row.state,
    uses: Number(row.uses),
    created_at: instant(row.createdAt).toISOString(),
  };
}

export function presentUse(row: CouponUseRow): CouponUse {
  return {
    order_number: row.orderNumber,
    customer: { id: row.userId, name: row.customerName },
    discount: filsToAed(Number(row.discountFils)),
    total: filsToAed(Number(row.totalFils)),
    state: row.state,
    used_at: instant(row.usedAt).toISOString(),
  };
}
