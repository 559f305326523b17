import { and, asc, count, desc, eq, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogCategories, blogs } from '../../db/schema.ts';
import type { IdOrRoute } from '../../lib/id-or-route.ts';

export interface BlogCategoryRow {
  id: number;
  route: string;
  title: string;
  blogsCount: number;
}

export interface BlogCardRow {
  id: number;
  route: string;
  title: string;
  excerpt: string;
  image: string;
  author: string;
  publishedAt: string;
  category: { id: number; route: string; title: string };
}

export interface BlogDetailRow extends BlogCardRow {
  content: string;
}

const cardColumns = {
  id: blogs.id,
  route: blogs.route,
  title: blogs.title,
  excerpt: blogs.excerpt,
  image: blogs.image,
  author: blogs.author,
  publishedAt: blogs.publishedAt,
  category: { id: blogCategories.id, route: blogCategories.route, title: blogCategories.title },
};

/** Posts dated in the future are scheduled, not published yet. */
const isPublished = lte(blogs.publishedAt, sql`now()`);

function byIdOrRoute(key: IdOrRoute, id: typeof blogs.id | typeof blogCategories.id, route: typeof blogs.route | typeof blogCategories.route): SQL {
  return key.id === null ? eq(route, key.route) : (or(eq(id, key.id), eq(route, key.route)) as SQL);
}

/** An exact id match wins over an all-digit route that happens to equal it. */
function pick<T extends { id: number }>(rows: T[], key: IdOrRoute): T | undefined {
  return rows.find((r) => r.id === key.id) ?? rows[0];
}

/** Blog reads. Only published posts (published_at not in the future) are ever returned. */
export function createBlogRepo(db: Database) {
  const filter = (options: { categoryId?: number; excludeId?: number }): SQL | undefined => and(
    isPublished,
    options.categoryId === undefined ? undefined : eq(blogs.categoryId, options.categoryId),
    options.excludeId === undefined ? undefined : ne(blogs.id, options.excludeId),
  );

  return {
    /** Every category in display order, with its published post count. */
    async listCategories(): Promise<BlogCategoryRow[]> {
      return db
        .select({ id: blogCategories.id, route: blogCategories.route, title: blogCategories.title, blogsCount: count(blogs.id) })
        .from(blogCategories)
        .leftJoin(blogs, and(eq(blogs.categoryId, blogCategories.id), isPublished))
        .groupBy(blogCategories.id)
        .orderBy(asc(blogCategories.position), asc(blogCategories.title), asc(blogCategories.id));
    },

    async findCategory(key: IdOrRoute): Promise<BlogCategoryRow | undefined> {
      const rows = await db
        .select({ id: blogCategories.id, route: blogCategories.route, title: blogCategories.title, blogsCount: count(blogs.id) })
        .from(blogCategories)
        .leftJoin(blogs, and(eq(blogs.categoryId, blogCategories.id), isPublished))
        .where(byIdOrRoute(key, blogCategories.id, blogCategories.route))
        .groupBy(blogCategories.id)
        .limit(2);
      return pick(rows, key);
    },

    /** One page of published posts, newest first, optionally of one category and without one post. */
    async listCards(options: { categoryId?: number; excludeId?: number; limit: number; offset: number }): Promise<BlogCardRow[]> {
      return db
        .select(cardColumns)
        .from(blogs)
        .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
        .where(filter(options))
        .orderBy(desc(blogs.publishedAt), desc(blogs.id))
        .limit(options.limit)
        .offset(options.offset);
    },

    async countCards(options: { categoryId?: number }): Promise<number> {
      return db.$count(blogs, filter(options));
    },

    async findDetail(key: IdOrRoute): Promise<BlogDetailRow | undefined> {
      const rows = await db
        .select({ ...cardColumns, content: blogs.content })
        .from(blogs)
        .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
        .where(and(isPublished, byIdOrRoute(key, blogs.id, blogs.route)))
        .limit(2);
      return pick(rows, key);
    },
  };
}

export type BlogRepo = ReturnType<typeof createBlogRepo>;
