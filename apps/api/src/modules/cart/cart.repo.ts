import { and, asc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { preparedOnUse, type Database } from '../../db/client.ts';
import type { StatementPart } from '../../db/statement-part.ts';
import { cartItems } from './cart.schema.ts';

export type CartRow = typeof cartItems.$inferSelect;

/** A cart line as an order reads it. */
export interface CartLine { id: number; productId: number; priceVariationId: number; qty: number }

/** A user's cart lines, oldest first (ids grow with each new line), as one JSON value (`CartLine[]`) of a statement. */
export function cartLinesJson(userId: Placeholder): SQL<CartLine[]> {
  return sql<CartLine[]>`(select coalesce(json_agg(json_build_object('id', c.id, 'productId', c.product_id, 'priceVariationId', c.price_variation_id, 'qty', c.qty) order by c.id), '[]'::json)
    from ${cartItems} c where c.user_id = ${userId})`;
}

/**
 * The part of an order's statement that empties its cart: it removes exactly the lines the order was priced from,
 * each with the quantity it was read with (their ids and quantities, as arrays), and answers how many it removed.
 * Fewer than the lines means the cart changed since it was read (another tab, or an order placed at the same moment),
 * and the order is priced again. A line added meanwhile stays in the cart.
 */
export function cartTaking(db: Database, userId: Placeholder, lineIds: Placeholder, lineQtys: Placeholder): StatementPart<number> {
  const takenCart = db.$with('taken_cart', {}).as(sql`
    delete from ${cartItems} c using unnest(${lineIds}::int[], ${lineQtys}::int[]) as read(id, qty)
    where c.id = read.id and c.qty = read.qty and c.user_id = ${userId}
    returning c.id`);
  return { ctes: [takenCart], answer: sql<number>`(select count(*) from taken_cart)::int` };
}

/** Cart lines, always of one user: every query is scoped by the owner, whatever id a path carries. */
export function createCartRepo(db: Database) {
  // The calls every shopper makes over and over (adding, reading the cart) are kept prepared.
  const linesOf = preparedOnUse(() => db.select().from(cartItems).where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id)).prepare('cart_lines'));
  const addToLine = preparedOnUse(() => db.insert(cartItems)
    .values({ userId: sql.placeholder('userId'), productId: sql.placeholder('productId'), priceVariationId: sql.placeholder('priceVariationId'), qty: sql.placeholder('qty') })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.priceVariationId],
      set: { qty: sql`${cartItems.qty} + excluded.qty`, updatedAt: sql`now()` },
      setWhere: sql`${cartItems.qty} + excluded.qty <= ${sql.placeholder('limit')}`,
    })
    .returning({ qty: cartItems.qty }).prepare('cart_add_up_to'));

  return {
    async list(userId: number): Promise<CartRow[]> {
      return linesOf().execute({ userId });
    },

    /**
     * Adds `qty` to the user's line of a size (making the line if there is none), unless the line would then hold
     * more than `limit`: one statement, so two adds at once can neither lose one another nor pass the limit together.
     * Returns the line's new quantity, or undefined when the limit refused it.
     */
    async addUpTo(userId: number, productId: number, priceVariationId: number, qty: number, limit: number): Promise<number | undefined> {
      if (qty > limit) return undefined;
      const [row] = await addToLine().execute({ userId, productId, priceVariationId, qty, limit });
      return row?.qty;
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
  };
}

export type CartRepo = ReturnType<typeof createCartRepo>;
