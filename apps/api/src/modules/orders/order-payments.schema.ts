import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders.schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * An order's payment online (decision 027): one per order paid by card on the gateway's hosted page. The shop's own
 * record of it, written only from what the gateway answers when read (never from a webhook's body). `state` moves
 * once, from `pending` to `paid`, `failed` or `expired`, by a conditional update: of a webhook, the customer's return
 * and the reconciliation job reading at the same moment, one settles the order and the others find it settled.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 10 }).notNull(),
    /** The gateway's order reference; null until the gateway has answered the payment's creation. */
    reference: varchar('reference', { length: 64 }),
    /** The hosted page the customer was sent to: a retried make-order answers it again. */
    redirectUrl: text('redirect_url'),
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    /** The gateway's own word for the payment when last read, for the staff and the logs. */
    gatewayState: varchar('gateway_state', { length: 40 }),
    amountFils: integer('amount_fils').notNull(),
    capturedFils: integer('captured_fils').notNull().default(0),
    refundedFils: integer('refunded_fils').notNull().default(0),
    /** Until when the order's stock and coupon are held for it; past it, an unpaid payment expires. */
    holdUntil: at('hold_until').notNull(),
    /** When a reconciliation run last claimed it: replicas each take payments no other took in the last while. */
    checkedAt: at('checked_at'),
    settledAt: at('settled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_payments_order_idx').on(t.orderId),
    uniqueIndex('order_payments_reference_idx').on(t.provider, t.reference),
    // The reconciliation job reads only the payments still pending.
    index('order_payments_pending_idx')
      .on(t.checkedAt)
      .where(sql`${t.state} = 'pending'`),
    check('order_payments_state_check', sql`${t.state} in ('pending', 'paid', 'failed', 'expired')`),
    check('order_payments_amount_check', sql`${t.amountFils} > 0`),
  ],
);
