import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { InfoPageSlug } from '@shop/shared';

/**
 * The information pages' words (issue 26, item 6): one row a page, keyed by its storefront address. The rows are
 * written by the migration that made the table, so every shop has its pages; staff change them, never add or drop.
 */
export const infoPages = pgTable('info_pages', {
  slug: varchar('slug', { length: 40 }).$type<InfoPageSlug>().primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** Rich text, cleaned with the shared allow-list as it is saved; placeholders such as `{email}` unfilled. */
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
