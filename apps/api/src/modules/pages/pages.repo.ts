import { INFO_PAGES, type InfoPageSlug } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { infoPages } from './pages.schema.ts';

export interface InfoPageRow {
  slug: InfoPageSlug;
  title: string;
  description: string;
  content: string;
  updatedAt: string;
}

const columns = {
  slug: infoPages.slug,
  title: infoPages.title,
  description: infoPages.description,
  content: infoPages.content,
  updatedAt: infoPages.updatedAt,
};

/** The information pages' rows. */
export function createPagesRepo(db: Database) {
  return {
    async find(slug: InfoPageSlug): Promise<InfoPageRow | undefined> {
      const [row] = await db.select(columns).from(infoPages).where(eq(infoPages.slug, slug));
      return row;
    },

    /** Every page without its text, in the order the storefront's footer lists them. */
    async list(): Promise<Omit<InfoPageRow, 'content'>[]> {
      const { content: _text, ...listed } = columns;
      const rows = await db.select(listed).from(infoPages);
      return rows.sort((a, b) => INFO_PAGES.indexOf(a.slug) - INFO_PAGES.indexOf(b.slug));
    },

    async update(slug: InfoPageSlug, values: Pick<InfoPageRow, 'title' | 'description' | 'content'>) {
      const [row] = await db
        .update(infoPages)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(infoPages.slug, slug))
        .returning(columns);
      return row;
    },
  };
}

export type PagesRepo = ReturnType<typeof createPagesRepo>;
