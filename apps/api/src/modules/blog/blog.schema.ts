import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Blog categories, in display order. */
export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  route: varchar('route', { length: 120 }).notNull().unique(),
  title: varchar('title', { length: 160 }).notNull(),
  position: integer('position').notNull().default(0),
});

/** Blog posts; one dated in the future is scheduled, not published yet. */
export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    route: varchar('route', { length: 200 }).notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id),
    title: varchar('title', { length: 250 }).notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** HTML body as written: the API cleans it when it presents it (decision 016). */
    content: text('content').notNull(),
    image: text('image').notNull(),
    author: varchar('author', { length: 120 }).notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** A draft never shows; a published one shows from `published_at` (issue 26). */
    status: varchar('status', { length: 12 }).$type<'draft' | 'published'>().notNull().default('published'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('blogs_category_idx').on(t.categoryId, t.publishedAt)],
);
