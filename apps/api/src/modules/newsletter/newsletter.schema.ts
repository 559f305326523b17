import { pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Newsletter subscribers; email stored lower-cased, once. */
export const subscribers = pgTable('subscribers', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
