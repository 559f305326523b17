import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { staffMembers } from '../staff/staff.schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Newsletter subscribers; email stored lower-cased, once. Double opt-in (issue 26): a sign-up waits unconfirmed until
 * the e-mailed link is followed; an unsubscribe keeps the row (so the link keeps answering, and a later sign-up asks
 * again). `token` is random, in both links; it is made anew when a former subscriber signs up again.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    token: varchar('token', { length: 64 })
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    confirmationSentAt: at('confirmation_sent_at'),
    confirmedAt: at('confirmed_at'),
    unsubscribedAt: at('unsubscribed_at'),
  },
  (t) => [index('subscribers_confirmed_idx').on(t.confirmedAt)],
);

/**
 * Newsletters sent (issue 26): one row per message staff wrote, keyed by the key the back office made for it, so a
 * retried call finds the send it already made. Delivery goes through the subscribers in id order; `cursor` is the last
 * one handed to the notifier.
 */
export const newsletterSends = pgTable('newsletter_sends', {
  id: serial('id').primaryKey(),
  key: uuid('key').notNull().unique(),
  subject: varchar('subject', { length: 150 }).notNull(),
  body: text('body').notNull(),
  sentBy: integer('sent_by').references(() => staffMembers.id, { onDelete: 'set null' }),
  sentByName: varchar('sent_by_name', { length: 100 }).notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  recipients: integer('recipients').notNull(),
  delivered: integer('delivered').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  cursor: integer('cursor').notNull().default(0),
  finishedAt: at('finished_at'),
  /**
   * Until when one process delivers it: renewed after each batch, so a send whose process stopped is taken up again
   * by another (or the same, restarted) once this time has passed, from its cursor.
   */
  claimedUntil: at('claimed_until'),
});
