import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { faqs } from './faq.schema.ts';

/** The FAQ lists served by the content calls (category FAQs belong to the catalog listings). */
export type ContentFaqScope = 'page' | 'about' | 'corporate';

export interface FaqRow {
  id: number;
  question: string;
  answer: string;
}

/** A category's FAQ entry, as the catalog read model holds it. */
export interface CategoryFaqRow extends FaqRow {
  categoryId: number;
}

const columns = { id: faqs.id, question: faqs.question, answer: faqs.answer };

/** FAQ entries: the content pages' lists, and the categories' entries the catalog read model loads. */
export function createFaqRepo(db: Database) {
  return {
    /** One scope's entries in display order; without limit, all of them. */
    async list(scope: ContentFaqScope, page?: { limit: number; offset: number }): Promise<FaqRow[]> {
      const query = db
        .select(columns)
        .from(faqs)
        .where(eq(faqs.scope, scope))
        .orderBy(asc(faqs.position), asc(faqs.id));
      return page ? query.limit(page.limit).offset(page.offset) : query;
    },

    async count(scope: ContentFaqScope): Promise<number> {
      return db.$count(faqs, eq(faqs.scope, scope));
    },

    /**
     * Every category's entries in display order. The catalog read model reads them inside its own snapshot
     * transaction (the composition root binds this repository to it), so it never imports this feature's table.
     */
    async listCategoryFaqs(): Promise<CategoryFaqRow[]> {
      const rows = await db
        .select({ ...columns, categoryId: faqs.categoryId })
        .from(faqs)
        .where(eq(faqs.scope, 'category'))
        .orderBy(asc(faqs.position), asc(faqs.id));
      return rows.flatMap((f) => (f.categoryId === null ? [] : [{ ...f, categoryId: f.categoryId }]));
    },
  };
}

export type FaqRepo = ReturnType<typeof createFaqRepo>;
