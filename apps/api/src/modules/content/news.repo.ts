import { and, desc, eq, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { news } from '../../db/schema.ts';
import type { IdOrRoute } from '../../lib/id-or-route.ts';

export interface NewsCardRow {
  id: number;
  route: string;
  title: string;
  excerpt: string;
  image: string;
  publishedAt: string;
}

export interface NewsDetailRow extends NewsCardRow {
  content: string;
}

const cardColumns = {
  id: news.id,
  route: news.route,
  title: news.title,
  excerpt: news.excerpt,
  image: news.image,
  publishedAt: news.publishedAt,
};

/** Items dated in the future are scheduled, not published yet. */
const isPublished = lte(news.publishedAt, sql`now()`);

/** News reads. Only published items are ever returned. */
export function createNewsRepo(db: Database) {
  return {
    /** Published items, newest first, optionally without one item. */
    async listCards(options: { excludeId?: number; limit: number; offset: number }): Promise<NewsCardRow[]> {
      return db
        .select(cardColumns)
        .from(news)
        .where(and(isPublished, options.excludeId === undefined ? undefined : ne(news.id, options.excludeId)))
        .orderBy(desc(news.publishedAt), desc(news.id))
        .limit(options.limit)
        .offset(options.offset);
    },

    async countCards(): Promise<number> {
      return db.$count(news, isPublished);
    },

    async findDetail(key: IdOrRoute): Promise<NewsDetailRow | undefined> {
      const match: SQL = key.id === null ? eq(news.route, key.route) : (or(eq(news.id, key.id), eq(news.route, key.route)) as SQL);
      const rows = await db
        .select({ ...cardColumns, content: news.content })
        .from(news)
        .where(and(isPublished, match))
        .limit(2);
      // An exact id match wins over an all-digit route that happens to equal it.
      return rows.find((r) => r.id === key.id) ?? rows[0];
    },
  };
}

export type NewsRepo = ReturnType<typeof createNewsRepo>;
