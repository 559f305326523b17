import type { ReviewVisibility } from '@shop/shared';
import { count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import type { ReviewRow } from './reviews.repo.ts';
import { reviews } from './reviews.schema.ts';

/** A review with its product and author, as moderation lists it. */
export type StaffReviewRow = ReviewRow & { productName: string; productRoute: string; author: string; email: string };

const VISIBLE = { shown: isNull(reviews.hiddenAt), hidden: isNotNull(reviews.hiddenAt) } as const;

/** Reviews as staff moderate them (issue 26, item 7): every review, hidden ones too. */
export function createReviewsStaffRepo(db: Database) {
  return {
    /** One page of reviews, newest first: all of them, or only the shown or the hidden ones. */
    async list(
      visibility: ReviewVisibility | undefined,
      offset: number,
      limit: number,
    ): Promise<{ rows: StaffReviewRow[]; total: number }> {
      const where = visibility ? VISIBLE[visibility] : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(reviews).where(where),
      ]);
      if (rows.length === 0) return { rows: [], total: total?.n ?? 0 };
      // The products' and authors' names, read from their features' tables (both outlive none of their reviews).
      const list = (ids: number[]) =>
        sql.join(
          [...new Set(ids)].map((id) => sql`${id}`),
          sql`, `,
        );
      const [products, authors] = await Promise.all([
        queryRows<{ id: number; name: string; route: string }>(
          db,
          sql`select id, name, route from products where id in (${list(rows.map((r) => r.productId))})`,
        ),
        queryRows<{ id: number; name: string; email: string }>(
          db,
          sql`select id, full_name as name, coalesce(email, '') as email from users
            where id in (${list(rows.map((r) => r.userId))})`,
        ),
      ]);
      const productOf = new Map(products.map((p) => [Number(p.id), p]));
      const authorOf = new Map(authors.map((a) => [Number(a.id), a]));
      return {
        rows: rows.map((row) => ({
          ...row,
          productName: productOf.get(row.productId)?.name ?? '',
          productRoute: productOf.get(row.productId)?.route ?? '',
          author: authorOf.get(row.userId)?.name ?? '',
          email: authorOf.get(row.userId)?.email ?? '',
        })),
        total: total?.n ?? 0,
      };
    },

    /**
     * Hides a review or shows it again; the row before and after (the same row when nothing changed), or undefined
     * when there is none. The update fires the catalog's change feed: the product's stars follow.
     */
    async setHidden(id: number, hidden: boolean): Promise<{ before: ReviewRow; after: ReviewRow } | undefined> {
      const [before] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update');
      if (!before) return undefined;
      if ((before.hiddenAt !== null) === hidden) return { before, after: before };
      const [after] = await db
        .update(reviews)
        .set({ hiddenAt: hidden ? sql`now()` : null })
        .where(eq(reviews.id, id))
        .returning();
      return { before, after: after! };
    },
  };
}

export type ReviewsStaffRepo = ReturnType<typeof createReviewsStaffRepo>;
