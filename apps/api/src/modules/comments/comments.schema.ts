import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';
import { blogs } from '../blog/blog.schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Comments on blog posts (decision 017): pending until approved (`approved_at` set) or rejected (`rejected_at` set,
 * kept so the decision can be changed); only approved ones show.
 */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: serial('id').primaryKey(),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    /** The signed-in author, if any: their name and e-mail were prefilled, and may have been edited. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    message: text('message').notNull(),
    /** The id of the form token that brought it: a token brings one comment (null for comments from before). */
    formTokenId: varchar('form_token_id', { length: 22 }),
    approvedAt: at('approved_at'),
    rejectedAt: at('rejected_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('blog_comments_blog_idx').on(t.blogId, t.approvedAt),
    index('blog_comments_email_idx').on(t.email, t.createdAt),
    uniqueIndex('blog_comments_form_token_idx').on(t.formTokenId),
    check('blog_comments_one_decision_check', sql`${t.approvedAt} is null or ${t.rejectedAt} is null`),
  ],
);
