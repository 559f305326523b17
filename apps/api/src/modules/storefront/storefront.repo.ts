import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogCategories, blogs, news } from '../../db/schema.ts';

/** The published content a sitemap lists. */
export function createStorefrontRepo(db: Database) {
  return {
    async publishedContent() {
      const [posts, categories, items] = await Promise.all([
        db.select({ route: blogs.route, category: blogCategories.route, publishedAt: blogs.publishedAt }).from(blogs)
          .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId)).where(lte(blogs.publishedAt, sql`now()`)).orderBy(asc(blogs.id)),
        db.select({ route: blogCategories.route }).from(blogCategories).orderBy(asc(blogCategories.position), asc(blogCategories.id)),
        db.select({ route: news.route, publishedAt: news.publishedAt }).from(news).where(and(lte(news.publishedAt, sql`now()`))).orderBy(asc(news.id)),
      ]);
      return { posts, categories, items };
    },
  };
}

export type StorefrontRepo = ReturnType<typeof createStorefrontRepo>;
