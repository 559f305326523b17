import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';

/**
 * Stock of sizes, for orders (issue 9): taken in the order's own statement (`stockTakingSql`) with a condition that
 * never
 * lets it go below zero, so concurrent buyers of the last bottles never oversell. The triggers of migration 0003 tell
 * the catalog's read model, which refreshes exactly the answers showing the product.
 */
export function createStockRepo(db: Database) {
  return {
    /** Puts stock back (a cancelled order's lines). */
    async give(priceVariationId: number, qty: number): Promise<void> {
      await db.execute(sql`update price_variations set stock = stock + ${qty} where id = ${priceVariationId}`);
    },

    /**
     * Sets a size's stock to a counted quantity (the staff call): the size's product and its stock before and after,
     * or undefined when there is no such size. The row is locked as it is read, so `before` is what was replaced.
     */
    async set(
      priceVariationId: number,
      stock: number,
    ): Promise<{ productId: number; before: number; stock: number } | undefined> {
      const [row] = await queryRows<{ product_id: number; before: number; stock: number }>(
        db,
        sql`
        update price_variations pv set stock = ${stock}
        from (select id, stock from price_variations where id = ${priceVariationId} for update) old
        where pv.id = old.id
        returning pv.product_id, old.stock as before, pv.stock`,
      );
      return row && { productId: Number(row.product_id), before: Number(row.before), stock: Number(row.stock) };
    },

    /**
     * The stock of these sizes, each row locked until the transaction ends, so an import's "before" is what it
     * replaces; an id no size has is absent. Locked in id order, so two imports never wait on each other crosswise.
     */
    async lockStock(priceVariationIds: readonly number[]): Promise<Map<number, number>> {
      if (!priceVariationIds.length) return new Map();
      const rows = await queryRows<{ id: number; stock: number }>(
        db,
        sql`
        select id, stock from price_variations
        where id = any(${sql.param([...priceVariationIds])}::int[])
        order by id for update`,
      );
      return new Map(rows.map((r) => [Number(r.id), Number(r.stock)]));
    },

    /** Sets many sizes' stock to counted quantities, in one statement (an import). */
    async setMany(counts: ReadonlyArray<{ sizeId: number; stock: number }>): Promise<void> {
      if (!counts.length) return;
      await db.execute(sql`
        update price_variations pv set stock = counted.stock
        from unnest(
          ${sql.param(counts.map((c) => c.sizeId))}::int[],
          ${sql.param(counts.map((c) => c.stock))}::int[]
        ) as counted(id, stock)
        where pv.id = counted.id`);
    },

    /** Which of these sizes the database has on sale now (the size exists and its product is active). */
    async onSale(priceVariationIds: readonly number[]): Promise<Set<number>> {
      if (!priceVariationIds.length) return new Set();
      const rows = await queryRows<{ id: number }>(
        db,
        sql`
        select pv.id from price_variations pv join products p on p.id = pv.product_id
        where pv.id = any(${sql.param([...priceVariationIds])}::int[]) and p.is_active`,
      );
      return new Set(rows.map((r) => Number(r.id)));
    },
  };
}

export type StockRepo = ReturnType<typeof createStockRepo>;
