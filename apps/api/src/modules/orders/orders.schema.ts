import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';
import { priceVariations, products } from '../catalog/catalog.schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Orders (issue 9). Everything is kept as it was when ordered: the address, the lines' names and prices, every
 * amount in fils with the VAT it contains. Deleting an account keeps its orders (the shop's records), without it.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Made from the id by the database, so writing an order is one statement. */
    orderNumber: varchar('order_number', { length: 20 })
      .generatedAlwaysAs(sql`'CEL-' || lpad(id::text, 6, '0')`)
      .unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A retried request with the same key gets this order back instead of a second one. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    /** The fingerprint of the request that placed it (SHA-256 hex): the key sent with another request is refused. */
    idempotencyHash: varchar('idempotency_hash', { length: 64 }),
    state: varchar('state', { length: 20 }).notNull().default('placed'),
    fulfilment: varchar('fulfilment', { length: 10 }).notNull(),
    address: jsonb('address'),
    notes: text('notes'),
    slotStart: at('slot_start').notNull(),
    slotEnd: at('slot_end').notNull(),
    payment: varchar('payment', { length: 8 }).notNull(),
    customerName: varchar('customer_name', { length: 100 }).notNull(),
    customerEmail: varchar('customer_email', { length: 254 }).notNull(),
    customerMobile: varchar('customer_mobile', { length: 16 }),
    subtotalFils: integer('subtotal_fils').notNull(),
    offerDiscountFils: integer('offer_discount_fils').notNull(),
    couponDiscountFils: integer('coupon_discount_fils').notNull(),
    shippingFils: integer('shipping_fils').notNull(),
    totalFils: integer('total_fils').notNull(),
    vatFils: integer('vat_fils').notNull(),
    couponCode: varchar('coupon_code', { length: 40 }),
    eidDocumentId: integer('eid_document_id'),
    eidProvided: boolean('eid_provided').notNull().default(false),
    /** Raised by every move: a staff move names the version it saw, and loses to one made meanwhile (issue 25). */
    version: integer('version').notNull().default(1),
    /** Why it was not handed over (`REFUSAL_REASONS`), once refused. */
    refusalReason: varchar('refusal_reason', { length: 20 }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The staff queue: a tab (state) newest first, and every order newest first.
    index('orders_state_created_idx').on(t.state, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // The queue's search (`ORDER_SEARCH_TEXT` in orders-queue.repo.ts, the same expression): any part of the number,
    // name, e-mail or mobile, found through trigrams instead of reading every order.
    index('orders_search_trgm_idx').using(
      'gin',
      sql`(${t.orderNumber} || ' ' || ${t.customerName} || ' ' || ${t.customerEmail} || ' ' || coalesce(${t.customerMobile}, '')) gin_trgm_ops`,
    ),
    // A mobile searched by its ending (`mobileEnding` in orders-queue.repo.ts): a range of the reversed number.
    index('orders_mobile_ending_idx').on(sql`(reverse(${t.customerMobile}) collate "C")`),
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The hourly sweep asks, for each old upload, whether an order still needs it.
    index('orders_eid_document_idx')
      .on(t.eidDocumentId)
      .where(sql`${t.eidDocumentId} is not null`),
    check(
      'orders_state_check',
      sql`${t.state} in ('awaiting_payment', 'placed', 'confirmed', 'packed', 'out_for_delivery', 'delivered', 'refused', 'cancelled', 'returned', 'refunded')`,
    ),
    check(
      'orders_total_check',
      sql`${t.totalFils} = ${t.subtotalFils} - ${t.offerDiscountFils} - ${t.couponDiscountFils} + ${t.shippingFils}`,
    ),
  ],
);

/** What was ordered, at the price it was ordered at. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    priceVariationId: integer('price_variation_id').references(() => priceVariations.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    route: varchar('route', { length: 200 }),
    size: varchar('size', { length: 60 }).notNull(),
    image: text('image').notNull(),
    unitFils: integer('unit_fils').notNull(),
    qty: integer('qty').notNull(),
    lineFils: integer('line_fils').notNull(),
    isWine: boolean('is_wine').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    // Whether a size was ever ordered (the staff product editor, the stock sheet) is asked of every size a product
    // has: without it each question reads every order line the shop has taken.
    index('order_lines_size_idx').on(t.priceVariationId),
    check('order_lines_qty_check', sql`${t.qty} > 0 and ${t.lineFils} = ${t.unitFils} * ${t.qty}`),
  ],
);

/** Every state an order reached, with its time: the tracking timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 20 }).notNull(),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Emirates ID uploads (issue 9): stored privately under DATA_DIR/eid, shown only to staff who may check IDs, through
 * a short-lived signed link (issue 25). Kept while an order they proved age for is in progress, and deleted
 * `EID_RETENTION_DAYS` after both their upload and the end (delivery, refusal or cancellation) of the last such order
 * (`takeExpiredEids`).
 */
export const eidDocuments = pgTable(
  'eid_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 80 }).notNull(),
    mime: varchar('mime', { length: 40 }).notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('eid_documents_user_idx').on(t.userId)],
);

/**
 * Staff decisions on a buyer's Emirates ID (issue 25, item 6): verified (the name and date of birth match the account,
 * 21 or over, with the ID's expiry) or rejected with a reason the customer reads. A verified ID proves the buyer's age
 * for their orders until it expires. Kept when the upload itself is swept (`eid_document_id` then goes null).
 */
export const ageChecks = pgTable(
  'age_checks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eidDocumentId: integer('eid_document_id').references(() => eidDocuments.id, { onDelete: 'set null' }),
    decision: varchar('decision', { length: 10 }).notNull(),
    /** The ID's expiry, as staff read it from the card: the proof lasts until then. */
    idExpiresOn: date('id_expires_on', { mode: 'string' }),
    reason: varchar('reason', { length: 300 }),
    staffId: integer('staff_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('age_checks_user_idx').on(t.userId, t.createdAt),
    index('age_checks_document_idx').on(t.eidDocumentId),
    check('age_checks_decision_check', sql`${t.decision} in ('verified', 'rejected')`),
    check(
      'age_checks_verified_check',
      sql`(${t.decision} = 'verified' and ${t.idExpiresOn} is not null) or (${t.decision} = 'rejected' and ${t.reason} is not null)`,
    ),
  ],
);
