import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';
import { priceVariations, products } from '../catalog/catalog.schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Corporate quotation requests (decision 017). The company details are kept as sent (prefilled from the account,
 * editable), so a later change to the account does not rewrite a request. Statuses: received, quoted, closed.
 */
export const quotationRequests = pgTable(
  'quotation_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).notNull().default('received'),
    companyName: varchar('company_name', { length: 150 }).notNull(),
    contactName: varchar('contact_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    eventType: varchar('event_type', { length: 100 }),
    message: text('message').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** The trade team's answer (issue 26): the last day its prices hold, and a note to the buyer. */
    validUntil: date('valid_until', { mode: 'string' }),
    answerNote: text('answer_note'),
    quotedAt: at('quoted_at'),
  },
  (t) => [
    index('quotation_requests_status_idx').on(t.status, t.createdAt),
    index('quotation_requests_user_idx').on(t.userId, t.createdAt),
    check('quotation_requests_status_check', sql`${t.status} in ('received', 'quoted', 'closed')`),
  ],
);

/** What a quotation asks for: a size and a quantity, with the name and size kept as they were when asked. */
export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotationRequests.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    priceVariationId: integer('price_variation_id').references(() => priceVariations.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    size: varchar('size', { length: 60 }).notNull(),
    qty: integer('qty').notNull(),
    /** The quoted price of one, in fils (VAT included); null until the quotation is answered. */
    unitPriceFils: integer('unit_price_fils'),
  },
  (t) => [
    check('quotation_lines_qty_check', sql`${t.qty} between 1 and 10000`),
    check('quotation_lines_price_check', sql`${t.unitPriceFils} is null or ${t.unitPriceFils} > 0`),
  ],
);
