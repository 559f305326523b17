import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../auth/auth.schema.ts';
import { priceVariations, products } from '../catalog/catalog.schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * A shopper's cart lines: one per size (a price variation), with its quantity. Prices are never stored here: a line
 * is priced from the catalog whenever it is shown, and again by the server when it is ordered.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceVariationId: integer('price_variation_id')
      .notNull()
      .references(() => priceVariations.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_size_idx').on(t.userId, t.priceVariationId),
    index('cart_items_user_idx').on(t.userId),
    check('cart_items_qty_check', sql`${t.qty} > 0`),
  ],
);
