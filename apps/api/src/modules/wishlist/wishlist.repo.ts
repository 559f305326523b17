import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { wishlistItems } from './wishlist.schema.ts';

export type WishlistRow = typeof wishlistItems.$inferSelect;

/** Wishlist lines, always of one user: every query is scoped by the owner, whatever id a path carries. */
export function createWishlistRepo(db: Database) {
  return {
    async list(userId: number): Promise<WishlistRow[]> {
      return db
        .select()
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId))
        .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.id));
    },

    /** Adds the product once; false when the user already has it. */
    async add(userId: number, productId: number, priceVariationId: number): Promise<boolean> {
      const rows = await db
        .insert(wishlistItems)
        .values({ userId, productId, priceVariationId })
        .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] })
        .returning({ id: wishlistItems.id });
      return rows.length === 1;
    },

    async remove(userId: number, wishlistId: number): Promise<boolean> {
      const rows = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.id, wishlistId), eq(wishlistItems.userId, userId)))
        .returning({ id: wishlistItems.id });
      return rows.length === 1;
    },

    async clear(userId: number): Promise<void> {
      await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
    },
  };
}

export type WishlistRepo = ReturnType<typeof createWishlistRepo>;
