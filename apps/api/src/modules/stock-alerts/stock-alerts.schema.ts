import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';
import { priceVariations } from '../catalog/catalog.schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Back-in-stock requests (decision 017): open until `sent_at` is set, which the sender claims in the same statement
 * that reads them, so each is sent once even with two replicas. One open request per size and e-mail.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    priceVariationId: integer('price_variation_id')
      .notNull()
      .references(() => priceVariations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased; the account's address for a signed-in shopper. */
    email: varchar('email', { length: 254 }).notNull(),
    sentAt: at('sent_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_alerts_open_idx')
      .on(t.priceVariationId, t.email)
      .where(sql`${t.sentAt} is null`),
    index('stock_alerts_pending_idx')
      .on(t.priceVariationId)
      .where(sql`${t.sentAt} is null`),
    // The per-address daily limit counts an address's recent requests.
    index('stock_alerts_email_idx').on(t.email, t.createdAt),
  ],
);
