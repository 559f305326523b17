import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { faqs } from '../../db/schema.ts';

/** The FAQ lists served by the content calls (category FAQs belong to the catalog listings). */
export type ContentFaqScope = 'page' | 'about' | 'corporate';

export interface FaqRow {
  id: number;
  question: string;
  answer: string;
}

const columns = { id: faqs.id, question: faqs.question, answer: faqs.answer };

/** FAQ entries of the content pages. */
export function createFaqRepo(db: Database) {
  return {
    /** One scope's entries in display order; without limit, all of them. */
    async list(scope: ContentFaqScope, page?: { limit: number; offset: number }): Promise<FaqRow[]> {
      const query = db.select(columns).from(faqs).where(eq(faqs.scope, scope)).orderBy(asc(faqs.position), asc(faqs.id));
      return page ? query.limit(page.limit).offset(page.offset) : query;
    },

    async count(scope: ContentFaqScope): Promise<number> {
      return db.$count(faqs, eq(faqs.scope, scope));
    },
  };
}

export type FaqRepo = ReturnType<typeof createFaqRepo>;
