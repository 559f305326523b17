import type { FaqScope } from '@shop/shared';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { faqs } from './faq.schema.ts';

export interface StaffFaqRow {
  id: number;
  scope: FaqScope;
  question: string;
  answer: string;
  position: number;
}

const columns = {
  id: faqs.id,
  scope: faqs.scope,
  question: faqs.question,
  answer: faqs.answer,
  position: faqs.position,
};
/** The content pages' lists only: a category's entries belong to the catalog. */
const contentScope = (id: number) => and(eq(faqs.id, id), sql`${faqs.scope} <> 'category'`);

/** The FAQ lists of the content pages as the back office edits them. */
export function createStaffFaqRepo(db: Database) {
  const find = async (id: number): Promise<StaffFaqRow | undefined> => {
    const [row] = await db.select(columns).from(faqs).where(contentScope(id));
    return row as StaffFaqRow | undefined;
  };
  return {
    find,

    /** One list in display order (ties in the order they were written). */
    async list(scope: FaqScope): Promise<StaffFaqRow[]> {
      const rows = await db
        .select(columns)
        .from(faqs)
        .where(eq(faqs.scope, scope))
        .orderBy(asc(faqs.position), asc(faqs.id));
      return rows as StaffFaqRow[];
    },

    /** The position after the last of a list. */
    async nextPosition(scope: FaqScope): Promise<number> {
      const [row] = await db
        .select({ last: max(faqs.position) })
        .from(faqs)
        .where(eq(faqs.scope, scope));
      return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
    },

    async insert(values: Omit<StaffFaqRow, 'id'>): Promise<StaffFaqRow> {
      const [row] = await db.insert(faqs).values(values).returning(columns);
      return row as StaffFaqRow;
    },

    async update(id: number, values: Omit<StaffFaqRow, 'id'>): Promise<StaffFaqRow> {
      const [row] = await db.update(faqs).set(values).where(eq(faqs.id, id)).returning(columns);
      return row as StaffFaqRow;
    },

    async remove(id: number): Promise<void> {
      await db.delete(faqs).where(eq(faqs.id, id));
    },

    /** Numbers a list 0, 1, 2… in the order given. */
    async renumber(ids: readonly number[]): Promise<void> {
      for (const [position, id] of ids.entries()) await db.update(faqs).set({ position }).where(eq(faqs.id, id));
    },
  };
}

export type StaffFaqRepo = ReturnType<typeof createStaffFaqRepo>;
