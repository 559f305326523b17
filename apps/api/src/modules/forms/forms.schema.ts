import { date, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Messages sent with the contact form (decision 017): kept before the shop's inbox is told. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  mobile: varchar('mobile', { length: 20 }).notNull(),
  subject: varchar('subject', { length: 150 }).notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

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
