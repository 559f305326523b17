import type { ContentState, ContentStatus } from '@shop/shared';
import { and, count, desc, eq, gt, ilike, min, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { news } from './news.schema.ts';

/** A news item as staff edit it. */
export interface StaffNewsRow {
  id: number;
  route: string;
  title: string;
  excerpt: string;
  content: string;
  image: string;
  status: ContentStatus;
  state: ContentState;
  publishedAt: string;
  updatedAt: string;
}

export interface NewsValues {
  route: string;
  title: string;
  excerpt: string;
  content: string;
  image: string;
  status: ContentStatus;
  /** ISO 8601, `now` (the transaction's time, the clock the public reads use), or null to keep the stored time. */
  publishedAt: string | 'now' | null;
}

/** Draft, scheduled or published, as the database's clock (the public reads') sees it. */
const stateOf = sql<ContentState>`case when ${news.status} = 'draft' then 'draft'
  when ${news.publishedAt} > now() then 'scheduled' else 'published' end`;

const columns = {
  id: news.id,
  route: news.route,
  title: news.title,
  excerpt: news.excerpt,
  content: news.content,
  image: news.image,
  status: news.status,
  state: stateOf,
  publishedAt: news.publishedAt,
  updatedAt: news.updatedAt,
};

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** News items as the back office reads and writes them: drafts and scheduled items included. */
export function createStaffNewsRepo(db: Database) {
  const find = async (id: number): Promise<StaffNewsRow | undefined> => {
    const [row] = await db.select(columns).from(news).where(eq(news.id, id));
    return row;
  };
  const stored = ({ publishedAt, ...rest }: NewsValues) => ({
    ...rest,
    ...(publishedAt !== null && { publishedAt: publishedAt === 'now' ? sql`now()` : publishedAt }),
  });
  return {
    find,

    async list(filter: { search?: string; state?: ContentState; limit: number; offset: number }) {
      const where = and(
        filter.search ? ilike(news.title, likeText(filter.search)) : undefined,
        filter.state ? eq(stateOf, filter.state) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(news)
          .where(where)
          .orderBy(desc(news.publishedAt), desc(news.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(news).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async routeTaken(route: string, exceptId?: number): Promise<boolean> {
      const where = and(eq(news.route, route), exceptId === undefined ? undefined : ne(news.id, exceptId));
      return (await db.$count(news, where)) > 0;
    },

    async insert(values: NewsValues): Promise<StaffNewsRow> {
      const [row] = await db.insert(news).values(stored(values)).returning({ id: news.id });
      return (await find(row!.id))!;
    },

    async update(id: number, values: NewsValues): Promise<{ before: StaffNewsRow; after: StaffNewsRow } | undefined> {
      const before = await find(id);
      if (!before) return undefined;
      await db
        .update(news)
        .set({ ...stored(values), updatedAt: sql`now()` })
        .where(eq(news.id, id));
      return { before, after: (await find(id))! };
    },

    async remove(id: number): Promise<StaffNewsRow | undefined> {
      const before = await find(id);
      if (before) await db.delete(news).where(eq(news.id, id));
      return before;
    },

    async nextScheduled(): Promise<Date | null> {
      const [row] = await db
        .select({ at: min(news.publishedAt) })
        .from(news)
        .where(and(eq(news.status, 'published'), gt(news.publishedAt, sql`now()`)));
      return row?.at ? new Date(row.at) : null;
    },
  };
}

export type StaffNewsRepo = ReturnType<typeof createStaffNewsRepo>;
