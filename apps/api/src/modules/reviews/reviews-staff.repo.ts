import type { ReviewVisibility } from '@shop/shared';
import { count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../auth/auth.schema.ts';
import { products } from '../catalog/catalog.schema.ts';
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
          .select({
            review: reviews,
            productName: products.name,
            productRoute: products.route,
            author: users.fullName,
            email: sql<string>`coalesce(${users.email}, '')`,
          })
          .from(reviews)
          .innerJoin(products, eq(products.id, reviews.productId))
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(reviews).where(where),
      ]);
      return { rows: rows.map(({ review, ...rest }) => ({ ...review, ...rest })), total: total?.n ?? 0 };
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
