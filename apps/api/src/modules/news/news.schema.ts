import { index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** News items; one dated in the future is scheduled, not published yet. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    route: varchar('route', { length: 200 }).notNull().unique(),
    title: varchar('title', { length: 250 }).notNull(),
    excerpt: text('excerpt').notNull().default(''),
    content: text('content').notNull(),
    image: text('image').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** A draft never shows; a published one shows from `published_at` (issue 26). */
    status: varchar('status', { length: 12 }).$type<'draft' | 'published'>().notNull().default('published'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('news_published_idx').on(t.publishedAt)],
);
