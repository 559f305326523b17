import { ratingSummary, type RatingSummary, type ReviewText } from '@shop/shared';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reviews } from './reviews.schema.ts';

/** What the shop shows of reviews: every one but those staff hid. */
const shown = isNull(reviews.hiddenAt);

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * Product reviews' rows (decision 017). Every write fires the catalog's change feed, so cards' stars follow; hidden
 * reviews count in no star and show on no page.
 */
export function createReviewsRepo(db: Database) {
  /** How many reviews gave 1 to 5 stars, per product. */
  async function starCounts(ids?: readonly number[]): Promise<Map<number, number[]>> {
    const rows = await db
      .select({ productId: reviews.productId, rating: reviews.rating, n: count() })
      .from(reviews)
      .where(ids ? and(shown, inArray(reviews.productId, [...ids])) : shown)
      .groupBy(reviews.productId, reviews.rating);
    const counts = new Map<number, number[]>();
    for (const row of rows) {
      const list = counts.get(row.productId) ?? [0, 0, 0, 0, 0];
      list[row.rating - 1] = row.n;
      counts.set(row.productId, list);
    }
    return counts;
  }

  return {
    /** Each reviewed product's stars (of these products, or of all). */
    async ratings(ids?: readonly number[]): Promise<Map<number, RatingSummary>> {
      const counts = await starCounts(ids);
      return new Map([...counts].map(([id, list]) => [id, ratingSummary(list)]));
    },

    /** How many reviews of a product gave 1, 2, 3, 4 and 5 stars. */
    async distribution(productId: number): Promise<number[]> {
      return (await starCounts([productId])).get(productId) ?? [0, 0, 0, 0, 0];
    },

    /** One page of a product's shown reviews, newest first (ties by id, so pages never overlap). */
    async page(productId: number, offset: number, limit: number): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews)
        .where(and(shown, eq(reviews.productId, productId)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .offset(offset)
        .limit(limit);
    },

    async find(id: number): Promise<ReviewRow | undefined> {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
      return row;
    },

    async findByAuthor(userId: number, productId: number): Promise<ReviewRow | undefined> {
      const [row] = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
      return row;
    },

    /**
     * Adds the review unless this user reviewed the product already (concurrent twins insert once): its id, or
     * undefined.
     */
    async insert(userId: number, productId: number, text: ReviewText): Promise<number | undefined> {
      const [row] = await db
        .insert(reviews)
        .values({ userId, productId, ...text })
        .onConflictDoNothing({ target: [reviews.userId, reviews.productId] })
        .returning({ id: reviews.id });
      return row?.id;
    },

    /** Rewrites the author's own review; false when there is no such review of theirs. */
    async update(id: number, userId: number, text: ReviewText): Promise<boolean> {
      const rows = await db
        .update(reviews)
        .set({ ...text, updatedAt: sql`now()` })
        .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
        .returning({ id: reviews.id });
      return rows.length > 0;
    },

    /** Deletes the author's own review; false when there is no such review of theirs. */
    async remove(id: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(reviews)
        .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
        .returning({ id: reviews.id });
      return rows.length > 0;
    },
  };
}

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
