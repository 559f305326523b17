import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orderLines, orders } from './orders.schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Returns (decision 028): a customer asks to return some of a delivered order's items; staff approve or refuse, then
 * mark the goods received, which refunds them. `state` moves requested → approved | refused, approved → received, each
 * by a conditional update. The staff who decided and received are kept by id (staff accounts are never deleted).
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 10 }).notNull().default('requested'),
    reason: varchar('reason', { length: 20 }).notNull(),
    note: text('note'),
    staffNote: text('staff_note'),
    requestedAt: at('requested_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    receivedAt: at('received_at'),
    decidedBy: integer('decided_by'),
    receivedBy: integer('received_by'),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId),
    // The back office's list: a state's returns, oldest request first.
    index('order_returns_state_idx').on(t.state, t.requestedAt),
    // At most one return in progress per order: two requests at once cannot both open.
    uniqueIndex('order_returns_open_idx')
      .on(t.orderId)
      .where(sql`${t.state} in ('requested', 'approved')`),
    check('order_returns_state_check', sql`${t.state} in ('requested', 'approved', 'refused', 'received')`),
    check('order_returns_reason_check', sql`${t.reason} in ('changed_mind', 'faulty', 'wrong_item', 'damaged')`),
  ],
);

/** What a return takes back of each line, and what those units give back (fixed when asked for). */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    amountFils: integer('amount_fils').notNull(),
  },
  (t) => [
    index('order_return_lines_return_idx').on(t.returnId),
    index('order_return_lines_line_idx').on(t.orderLineId),
    check('order_return_lines_qty_check', sql`${t.qty} > 0 and ${t.amountFils} >= 0`),
  ],
);

/**
 * Money given back (decision 028): a whole cancelled order paid online, or a return's goods. A card refund is `pending`
 * from its decision until the gateway confirms it (`done`), or `failed` when the gateway refused it. The unique
 * indexes make a cancellation's refund exist at most once per order and a return's at most once per return, so a
 * second cancel, a duplicate job run or a replayed request can never write a second one. `attempt_at` is the lease of
 * the one caller asking the gateway: another caller leaves the refund alone while it is held.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 12 }).notNull(),
    returnId: integer('return_id').references(() => orderReturns.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 14 }).notNull(),
    state: varchar('state', { length: 8 }).notNull().default('pending'),
    amountFils: integer('amount_fils').notNull(),
    /** The delivery charge included in `amountFils`. */
    shippingFils: integer('shipping_fils').notNull().default(0),
    /** What the gateway last said (a refusal's words, the state it showed), for staff. */
    gatewayDetail: text('gateway_detail'),
    attemptAt: at('attempt_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    doneAt: at('done_at'),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_cancellation_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'cancellation'`),
    uniqueIndex('refunds_return_idx').on(t.returnId),
    // The reconciliation job reads only the card refunds still pending.
    index('refunds_pending_idx')
      .on(t.attemptAt)
      .where(sql`${t.state} = 'pending'`),
    check('refunds_kind_check', sql`${t.kind} in ('cancellation', 'return')`),
    check('refunds_return_check', sql`(${t.kind} = 'return') = (${t.returnId} is not null)`),
    check('refunds_method_check', sql`${t.method} in ('card', 'cash', 'bank_transfer')`),
    check('refunds_state_check', sql`${t.state} in ('pending', 'done', 'failed')`),
    check(
      'refunds_amount_check',
      sql`${t.amountFils} > 0 and ${t.shippingFils} >= 0 and ${t.shippingFils} <= ${t.amountFils}`,
    ),
  ],
);
