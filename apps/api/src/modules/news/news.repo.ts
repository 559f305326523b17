import { and, asc, desc, eq, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { news } from './news.schema.ts';
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
const isPublished = and(eq(news.status, 'published'), lte(news.publishedAt, sql`now()`)) as SQL;

/** What the sitemap lists of the news. */
export interface PublishedNewsItem {
  route: string;
  publishedAt: string;
}

function byIdOrRoute(key: IdOrRoute): SQL {
  return key.id === null ? eq(news.route, key.route) : (or(eq(news.id, key.id), eq(news.route, key.route)) as SQL);
}

/** News reads. Only published items are ever returned. */
export function createNewsRepo(db: Database) {
  return {
    /** Published items, newest first, optionally without one item or only the first `limit`. */
    async listCards(options: { excludeId?: number; limit?: number } = {}): Promise<NewsCardRow[]> {
      const query = db
        .select(cardColumns)
        .from(news)
        .where(and(isPublished, options.excludeId === undefined ? undefined : ne(news.id, options.excludeId)))
        .orderBy(desc(news.publishedAt), desc(news.id));
      return options.limit === undefined ? query : query.limit(options.limit);
    },

    async findDetail(key: IdOrRoute): Promise<NewsDetailRow | undefined> {
      const rows = await db
        .select({ ...cardColumns, content: news.content })
        .from(news)
        .where(and(isPublished, byIdOrRoute(key)))
        .limit(2);
      // An exact id match wins over an all-digit route that happens to equal it.
      return rows.find((r) => r.id === key.id) ?? rows[0];
    },

    /** Whether a published item has this id or route. */
    async hasItem(key: IdOrRoute): Promise<boolean> {
      const rows = await db
        .select({ id: news.id })
        .from(news)
        .where(and(isPublished, byIdOrRoute(key)))
        .limit(1);
      return rows.length > 0;
    },

    /** Every published item, in a stable order. */
    async listPublished(): Promise<PublishedNewsItem[]> {
      return db
        .select({ route: news.route, publishedAt: news.publishedAt })
        .from(news)
        .where(isPublished)
        .orderBy(asc(news.id));
    },
  };
}

export type NewsRepo = ReturnType<typeof createNewsRepo>;
