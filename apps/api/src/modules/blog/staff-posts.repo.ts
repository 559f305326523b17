import type { ContentState, ContentStatus } from '@shop/shared';
import { and, asc, count, desc, eq, gt, ilike, min, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogCategories, blogs } from './blog.schema.ts';

/** A post as staff edit it. */
export interface StaffPostRow {
  id: number;
  route: string;
  title: string;
  categoryId: number;
  categoryTitle: string;
  excerpt: string;
  content: string;
  image: string;
  author: string;
  status: ContentStatus;
  state: ContentState;
  publishedAt: string;
  updatedAt: string;
}

/** What a staff write stores. */
export interface PostValues {
  route: string;
  title: string;
  categoryId: number;
  excerpt: string;
  content: string;
  image: string;
  author: string;
  status: ContentStatus;
  /** ISO 8601, `now` (the transaction's time, the clock the public reads use), or null to keep the stored time. */
  publishedAt: string | 'now' | null;
}

/** Draft, scheduled or published, as the database's clock sees it: the clock the public reads use. */
const stateOf = sql<ContentState>`case when ${blogs.status} = 'draft' then 'draft'
  when ${blogs.publishedAt} > now() then 'scheduled' else 'published' end`;

const columns = {
  id: blogs.id,
  route: blogs.route,
  title: blogs.title,
  categoryId: blogs.categoryId,
  categoryTitle: blogCategories.title,
  excerpt: blogs.excerpt,
  content: blogs.content,
  image: blogs.image,
  author: blogs.author,
  status: blogs.status,
  state: stateOf,
  publishedAt: blogs.publishedAt,
  updatedAt: blogs.updatedAt,
};

/** `%`, `_` and `\` typed in a search match themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Blog posts as the back office reads and writes them: drafts and scheduled posts included. */
export function createStaffPostsRepo(db: Database) {
  const find = async (id: number): Promise<StaffPostRow | undefined> => {
    const [row] = await db
      .select(columns)
      .from(blogs)
      .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
      .where(eq(blogs.id, id));
    return row;
  };
  const stored = (v: PostValues) => ({
    route: v.route,
    title: v.title,
    categoryId: v.categoryId,
    excerpt: v.excerpt,
    content: v.content,
    image: v.image,
    author: v.author,
    status: v.status,
    ...(v.publishedAt !== null && { publishedAt: v.publishedAt === 'now' ? sql`now()` : v.publishedAt }),
  });

  return {
    find,

    /** One page of posts, newest publication first, optionally matching a title or in one state. */
    async list(filter: { search?: string; state?: ContentState; limit: number; offset: number }) {
      const where = and(
        filter.search ? ilike(blogs.title, likeText(filter.search)) : undefined,
        filter.state ? eq(stateOf, filter.state) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(blogs)
          .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
          .where(where)
          .orderBy(desc(blogs.publishedAt), desc(blogs.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(blogs).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Whether another post has this address. */
    async routeTaken(route: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: blogs.id })
        .from(blogs)
        .where(and(eq(blogs.route, route), exceptId === undefined ? undefined : ne(blogs.id, exceptId)))
        .limit(1);
      return rows.length > 0;
    },

    async insert(values: PostValues): Promise<StaffPostRow> {
      const [row] = await db.insert(blogs).values(stored(values)).returning({ id: blogs.id });
      return (await find(row!.id))!;
    },

    /** The post as it was and as it is now, the row locked for the write; undefined when there is none. */
    async update(id: number, values: PostValues): Promise<{ before: StaffPostRow; after: StaffPostRow } | undefined> {
      const before = await find(id);
      if (!before) return undefined;
      await db
        .update(blogs)
        .set({ ...stored(values), updatedAt: sql`now()` })
        .where(eq(blogs.id, id));
      return { before, after: (await find(id))! };
    },

    async remove(id: number): Promise<StaffPostRow | undefined> {
      const before = await find(id);
      if (before) await db.delete(blogs).where(eq(blogs.id, id));
      return before;
    },

    /** When the next scheduled post goes live, if any. */
    async nextScheduled(): Promise<Date | null> {
      const [row] = await db
        .select({ at: min(blogs.publishedAt) })
        .from(blogs)
        .where(and(eq(blogs.status, 'published'), gt(blogs.publishedAt, sql`now()`)));
      return row?.at ? new Date(row.at) : null;
    },

    /** Every category in display order, with how many posts it holds. */
    async categories() {
      const posts = db
        .select({ categoryId: blogs.categoryId, n: count().as('n') })
        .from(blogs)
        .groupBy(blogs.categoryId)
        .as('posts');
      const rows = await db
        .select({
          id: blogCategories.id,
          route: blogCategories.route,
          title: blogCategories.title,
          position: blogCategories.position,
          posts: sql<number>`coalesce(${posts.n}, 0)`,
        })
        .from(blogCategories)
        .leftJoin(posts, eq(posts.categoryId, blogCategories.id))
        .orderBy(asc(blogCategories.position), asc(blogCategories.title), asc(blogCategories.id));
      return rows.map((r) => ({ ...r, posts: Number(r.posts) }));
    },

    async categoryExists(id: number): Promise<boolean> {
      return (await db.$count(blogCategories, eq(blogCategories.id, id))) > 0;
    },

    async categoryRouteTaken(route: string, exceptId?: number): Promise<boolean> {
      const where: SQL | undefined = and(
        eq(blogCategories.route, route),
        exceptId === undefined ? undefined : ne(blogCategories.id, exceptId),
      );
      return (await db.$count(blogCategories, where)) > 0;
    },

    async findCategory(id: number) {
      const [row] = await db.select().from(blogCategories).where(eq(blogCategories.id, id));
      return row;
    },

    async insertCategory(values: { route: string; title: string; position: number }) {
      const [row] = await db.insert(blogCategories).values(values).returning();
      return row!;
    },

    async updateCategory(id: number, values: { route: string; title: string; position: number }) {
      const [row] = await db.update(blogCategories).set(values).where(eq(blogCategories.id, id)).returning();
      return row;
    },

    async postsIn(categoryId: number): Promise<number> {
      return db.$count(blogs, eq(blogs.categoryId, categoryId));
    },

    async removeCategory(id: number): Promise<void> {
      await db.delete(blogCategories).where(eq(blogCategories.id, id));
    },
  };
}

export type StaffPostsRepo = ReturnType<typeof createStaffPostsRepo>;
