import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartItems } from './cart.schema.ts';

export type CartRow = typeof cartItems.$inferSelect;

/** Cart lines, always of one user: every query is scoped by the owner, whatever id a path carries. */
export function createCartRepo(db: Database) {
  return {
    async list(userId: number): Promise<CartRow[]> {
      return db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    },

    async find(userId: number, priceVariationId: number): Promise<CartRow | undefined> {
      const [row] = await db.select().from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.priceVariationId, priceVariationId)));
      return row;
    },

    /** Adds to a line, or makes it; the quantity is the new total of the line. */
    async upsert(userId: number, productId: number, priceVariationId: number, qty: number): Promise<void> {
      await db.insert(cartItems).values({ userId, productId, priceVariationId, qty })
        .onConflictDoUpdate({ target: [cartItems.userId, cartItems.priceVariationId], set: { qty, updatedAt: sql`now()` } });
    },

    /** Sets the quantities of the user's own lines; returns how many lines it changed. */
    async setQuantities(userId: number, lines: ReadonlyArray<{ cartId: number; qty: number }>): Promise<number> {
      let changed = 0;
      for (const { cartId, qty } of lines) {
        const rows = await db.update(cartItems).set({ qty, updatedAt: sql`now()` })
          .where(and(eq(cartItems.id, cartId), eq(cartItems.userId, userId))).returning({ id: cartItems.id });
        changed += rows.length;
      }
      return changed;
    },

    /** Removes one of the user's lines; false when the user has no such line. */
    async remove(userId: number, cartId: number): Promise<boolean> {
      const rows = await db.delete(cartItems).where(and(eq(cartItems.id, cartId), eq(cartItems.userId, userId))).returning({ id: cartItems.id });
      return rows.length === 1;
    },

    /** Removes lines whose product or size is no longer on sale. */
    async removeMany(userId: number, cartIds: readonly number[]): Promise<void> {
      if (cartIds.length) await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...cartIds])));
    },

    async clear(userId: number): Promise<void> {
      await db.delete(cartItems).where(eq(cartItems.userId, userId));
    },
  };
}

export type CartRepo = ReturnType<typeof createCartRepo>;
