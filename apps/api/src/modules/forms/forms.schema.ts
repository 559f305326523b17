import { date, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { staffMembers } from '../staff/staff.schema.ts';

/**
 * Messages sent with the contact form (decision 017): kept before the shop's inbox is told. In the back office
 * (issue 26) a message is new until someone reads it, may be assigned to a staff member, and is done once answered.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 150 }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'string' }),
    assignedTo: integer('assigned_to').references(() => staffMembers.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('contact_messages_open_idx').on(t.doneAt, t.createdAt)],
);

/** Platinum Club members (decision 017): one membership per e-mail address (stored lower-cased). */
export const platinumMembers = pgTable('platinum_members', {
  id: serial('id').primaryKey(),
  firstName: varchar('first_name', { length: 100 }).notNull(),
  lastName: varchar('last_name', { length: 100 }).notNull(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  mobile: varchar('mobile', { length: 20 }).notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  preferences: text('preferences').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
