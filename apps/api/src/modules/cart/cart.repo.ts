import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { preparedOnUse, type Database } from '../../db/client.ts';
import { cartItems } from './cart.schema.ts';

export type CartRow = typeof cartItems.$inferSelect;

/** Cart lines, always of one user: every query is scoped by the owner, whatever id a path carries. */
export function createCartRepo(db: Database) {
  // The calls every shopper makes over and over (adding, reading the cart) are kept prepared.
  const linesOf = preparedOnUse(() =>
    db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, sql.placeholder('userId')))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      .prepare('cart_lines'),
  );
  const addToLine = preparedOnUse(() =>
    db
      .insert(cartItems)
      .values({
        userId: sql.placeholder('userId'),
        productId: sql.placeholder('productId'),
        priceVariationId: sql.placeholder('priceVariationId'),
        qty: sql.placeholder('qty'),
      })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.priceVariationId],
        set: { qty: sql`${cartItems.qty} + excluded.qty`, updatedAt: sql`now()` },
        setWhere: sql`${cartItems.qty} + excluded.qty <= ${sql.placeholder('limit')}`,
      })
      .returning({ qty: cartItems.qty })
      .prepare('cart_add_up_to'),
  );

  return {
    async list(userId: number): Promise<CartRow[]> {
      return linesOf().execute({ userId });
    },

    /**
     * Adds `qty` to the user's line of a size (making the line if there is none), unless the line would then hold
     * more than `limit`: one statement, so two adds at once can neither lose one another nor pass the limit together.
     * Returns the line's new quantity, or undefined when the limit refused it.
     */
    async addUpTo(
      userId: number,
      productId: number,
      priceVariationId: number,
      qty: number,
      limit: number,
    ): Promise<number | undefined> {
      if (qty > limit) return undefined;
      const [row] = await addToLine().execute({ userId, productId, priceVariationId, qty, limit });
      return row?.qty;
    },

    /** Sets the quantities of the user's own lines; returns how many lines it changed. */
    async setQuantities(userId: number, lines: ReadonlyArray<{ cartId: number; qty: number }>): Promise<number> {
      let changed = 0;
      for (const { cartId, qty } of lines) {
        const rows = await db
          .update(cartItems)
          .set({ qty, updatedAt: sql`now()` })
          .where(and(eq(cartItems.id, cartId), eq(cartItems.userId, userId)))
          .returning({ id: cartItems.id });
        changed += rows.length;
      }
      return changed;
    },

    /** Removes one of the user's lines; false when the user has no such line. */
    async remove(userId: number, cartId: number): Promise<boolean> {
      const rows = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, cartId), eq(cartItems.userId, userId)))
        .returning({ id: cartItems.id });
      return rows.length === 1;
    },

    /** Removes lines whose product or size is no longer on sale. */
    async removeMany(userId: number, cartIds: readonly number[]): Promise<void> {
      if (cartIds.length)
        await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...cartIds])));
    },
  };
}

export type CartRepo = ReturnType<typeof createCartRepo>;
