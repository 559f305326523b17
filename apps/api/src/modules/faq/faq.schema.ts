import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
// A foreign key names the table it references: the one import of another feature's schema a schema may make.
import { categories } from '../catalog/catalog.schema.ts';

/** FAQ entries: the FAQ page, the about page, the corporate page, or one category's listing. */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    scope: varchar('scope', { length: 20 }).$type<'page' | 'about' | 'corporate' | 'category'>().notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('faqs_scope_idx').on(t.scope, t.categoryId, t.position)],
);
