import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** A shopper's addresses (spec section 7: the account book and the checkout's). One at most is the default. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressType: varchar('address_type', { length: 16 }).notNull().default('Shipping'),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }),
    mobile: varchar('mobile', { length: 16 }).notNull(),
    country: varchar('country', { length: 60 }).notNull(),
    state: varchar('state', { length: 60 }),
    city: varchar('city', { length: 60 }).notNull(),
    postalCode: varchar('postal_code', { length: 20 }),
    addressLine1: varchar('address_line1', { length: 200 }).notNull(),
    addressLine2: varchar('address_line2', { length: 200 }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one default a user, whatever requests race (two first addresses saved at once were both defaults).
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
