import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { categories } from '../catalog/catalog.schema.ts';

/** FAQ entries: the FAQ page, the about page, the corporate page, or one category's listing. */
export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  scope: varchar('scope', { length: 20 }).$type<'page' | 'about' | 'corporate' | 'category'>().notNull(),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull().default(0),
}, (t) => [index('faqs_scope_idx').on(t.scope, t.categoryId, t.position)]);

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  route: varchar('route', { length: 120 }).notNull().unique(),
  title: varchar('title', { length: 160 }).notNull(),
  position: integer('position').notNull().default(0),
});

export const blogs = pgTable('blogs', {
  id: serial('id').primaryKey(),
  route: varchar('route', { length: 200 }).notNull().unique(),
  categoryId: integer('category_id').notNull().references(() => blogCategories.id),
  title: varchar('title', { length: 250 }).notNull(),
  excerpt: text('excerpt').notNull().default(''),
  /** HTML body, sanitized on render. */
  content: text('content').notNull(),
  image: text('image').notNull(),
  author: varchar('author', { length: 120 }).notNull().default(''),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [index('blogs_category_idx').on(t.categoryId, t.publishedAt)]);

export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  route: varchar('route', { length: 200 }).notNull().unique(),
  title: varchar('title', { length: 250 }).notNull(),
  excerpt: text('excerpt').notNull().default(''),
  content: text('content').notNull(),
  image: text('image').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [index('news_published_idx').on(t.publishedAt)]);

/** Newsletter subscribers; email stored lower-cased, once. */
export const subscribers = pgTable('subscribers', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
