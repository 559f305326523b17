import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Coupons (issues 9 and 26): a percentage (with an optional maximum) or a fixed amount off the goods, from a minimum
 * order, between two dates, with limits in all and per user, for a first order only or not, on some categories or all.
 * A personal coupon (a birthday gift) has its owner in `user_id`. Staff make and change them (issue 26).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** What shoppers type, stored upper-case (so unique whatever the case); the spec's client sends it as `name`. */
    code: varchar('code', { length: 40 }).notNull().unique(),
    description: text('description').notNull().default(''),
    kind: varchar('kind', { length: 8 }).notNull(),
    /** Percent (1–100) or fils. */
    value: integer('value').notNull(),
    minOrderFils: integer('min_order_fils').notNull().default(0),
    startsAt: at('starts_at').notNull().defaultNow(),
    expiresAt: at('expires_at'),
    /** Uses in all; null: no limit. */
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user').notNull().default(1),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    /** The most a percentage takes off, in fils; null: no cap. */
    maxDiscountFils: integer('max_discount_fils'),
    /** Only for a customer's first order (none before it that was not cancelled or refused). */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** The categories it is kept to (a product's own, its parent or its subcategory); empty: every product. */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('coupons_kind_check', sql`${t.kind} in ('percent', 'fixed')`),
    check('coupons_value_check', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('coupons_code_upper_check', sql`${t.code} = upper(${t.code})`),
    check('coupons_max_discount_check', sql`${t.maxDiscountFils} is null or ${t.maxDiscountFils} > 0`),
  ],
);

/** A coupon's use by an order; removed when the order is cancelled, so the use is given back. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_idx').on(t.orderId),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
  ],
);

/** Gifts already given (issue 9): once per user, occasion and year, even with two replicas racing. */
export const giftIssues = pgTable(
  'gift_issues',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    occasion: varchar('occasion', { length: 16 }).notNull(),
    year: integer('year').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gift_issues_once_idx').on(t.userId, t.occasion, t.year)],
);
