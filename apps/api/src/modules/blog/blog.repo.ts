import { and, asc, desc, eq, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogCategories, blogs } from './blog.schema.ts';
import type { IdOrRoute } from '../../lib/id-or-route.ts';

export interface BlogCategoryRow {
  id: number;
  route: string;
  title: string;
  position: number;
}

export interface BlogCardRow {
  id: number;
  route: string;
  title: string;
  excerpt: string;
  image: string;
  author: string;
  publishedAt: string;
  category: BlogCategoryRow;
}

export interface BlogDetailRow extends BlogCardRow {
  content: string;
}

/** What the sitemap lists of the blog. */
export interface PublishedBlog {
  categories: { route: string }[];
  posts: { route: string; category: string; publishedAt: string }[];
}

const categoryColumns = {
  id: blogCategories.id,
  route: blogCategories.route,
  title: blogCategories.title,
  position: blogCategories.position,
};

const cardColumns = {
  id: blogs.id,
  route: blogs.route,
  title: blogs.title,
  excerpt: blogs.excerpt,
  image: blogs.image,
  author: blogs.author,
  publishedAt: blogs.publishedAt,
  category: categoryColumns,
};

/** Drafts never show; published posts dated in the future are scheduled, not shown yet. */
const isPublished = and(eq(blogs.status, 'published'), lte(blogs.publishedAt, sql`now()`)) as SQL;

function byIdOrRoute(
  key: IdOrRoute,
  id: typeof blogs.id | typeof blogCategories.id,
  route: typeof blogs.route | typeof blogCategories.route,
): SQL {
  return key.id === null ? eq(route, key.route) : (or(eq(id, key.id), eq(route, key.route)) as SQL);
}

/** An exact id match wins over an all-digit route that happens to equal it. */
function pick<T extends { id: number }>(rows: T[], key: IdOrRoute): T | undefined {
  return rows.find((r) => r.id === key.id) ?? rows[0];
}

/** Blog reads. Only published posts (status published, published_at not in the future) are ever returned. */
export function createBlogRepo(db: Database) {
  const filter = (options: { categoryId?: number; excludeId?: number }): SQL | undefined =>
    and(
      isPublished,
      options.categoryId === undefined ? undefined : eq(blogs.categoryId, options.categoryId),
      options.excludeId === undefined ? undefined : ne(blogs.id, options.excludeId),
    );

  return {
    /** Every category in display order. */
    async listCategories(): Promise<BlogCategoryRow[]> {
      return db
        .select(categoryColumns)
        .from(blogCategories)
        .orderBy(asc(blogCategories.position), asc(blogCategories.title), asc(blogCategories.id));
    },

    async findCategory(key: IdOrRoute): Promise<BlogCategoryRow | undefined> {
      const rows = await db
        .select(categoryColumns)
        .from(blogCategories)
        .where(byIdOrRoute(key, blogCategories.id, blogCategories.route))
        .limit(2);
      return pick(rows, key);
    },

    /** Published posts, newest first, optionally of one category, without one post, or only the first `limit`. */
    async listCards(options: { categoryId?: number; excludeId?: number; limit?: number } = {}): Promise<BlogCardRow[]> {
      const query = db
        .select(cardColumns)
        .from(blogs)
        .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
        .where(filter(options))
        .orderBy(desc(blogs.publishedAt), desc(blogs.id));
      return options.limit === undefined ? query : query.limit(options.limit);
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

    /** Whether a category has this id or route. */
    async hasCategory(key: IdOrRoute): Promise<boolean> {
      const rows = await db
        .select({ id: blogCategories.id })
        .from(blogCategories)
        .where(byIdOrRoute(key, blogCategories.id, blogCategories.route))
        .limit(1);
      return rows.length > 0;
    },

    /** Whether a published post has this id or route. */
    async hasPost(key: IdOrRoute): Promise<boolean> {
      const rows = await db
        .select({ id: blogs.id })
        .from(blogs)
        .where(and(isPublished, byIdOrRoute(key, blogs.id, blogs.route)))
        .limit(1);
      return rows.length > 0;
    },

    /** Every category and every published post with its category's route, in a stable order. */
    async listPublished(): Promise<PublishedBlog> {
      const [categories, posts] = await Promise.all([
        db
          .select({ route: blogCategories.route })
          .from(blogCategories)
          .orderBy(asc(blogCategories.position), asc(blogCategories.id)),
        db
          .select({ route: blogs.route, category: blogCategories.route, publishedAt: blogs.publishedAt })
          .from(blogs)
          .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
          .where(isPublished)
          .orderBy(asc(blogs.id)),
      ]);
      return { categories, posts };
    },
  };
}

export type BlogRepo = ReturnType<typeof createBlogRepo>;
