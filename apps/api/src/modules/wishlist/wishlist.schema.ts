import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';
import { priceVariations, products } from '../catalog/catalog.schema.ts';

/** A shopper's wishlist: each product once, with the size it was saved in (spec section 7). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceVariationId: integer('price_variation_id').references(() => priceVariations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_items_user_product_idx').on(t.userId, t.productId),
    index('wishlist_items_user_idx').on(t.userId),
  ],
);
