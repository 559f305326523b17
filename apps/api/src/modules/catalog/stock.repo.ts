import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import type { StatementPart } from '../../db/statement-part.ts';

/** A size whose stock was taken, with its prices as they are in the database at that moment. */
export interface TakenSize {
  priceVariationId: number;
  priceFils: number;
  offerPriceFils: number;
  discountPriceFils: number;
}

/**
 * The part of a statement that takes stock, for a relation named `want` of (id, product_id, qty), one row per size:
 * it locks the sizes in id order, so two orders sharing sizes never deadlock, and takes each quantity only where
 * that many are left of an active product, never going below zero. It answers the sizes it took, at the prices the
 * database holds. The lock is `for no key update` (what the update itself takes), which lets other orders' lines
 * keep referring to the size: `for update` would wait on their foreign-key checks and deadlock with them.
 */
export function stockTaking(db: Database, want: string): StatementPart<TakenSize[]> {
  const locked = db.$with('locked', {}).as(sql`
    select pv.id from price_variations pv join ${sql.identifier(want)} w on w.id = pv.id order by pv.id for no key update of pv`);
  const taken = db.$with('taken', {}).as(sql`
    update price_variations pv set stock = pv.stock - w.qty
    from ${sql.identifier(want)} w, locked l, products p
    where l.id = pv.id and w.id = pv.id and w.product_id = pv.product_id and p.id = pv.product_id and p.is_active and pv.stock >= w.qty
    returning pv.id, pv.price_fils, pv.offer_price_fils, pv.discount_price_fils`);
  return {
    ctes: [locked, taken],
    answer: sql<TakenSize[]>`(select coalesce(json_agg(json_build_object('priceVariationId', id, 'priceFils', price_fils,
      'offerPriceFils', offer_price_fils, 'discountPriceFils', discount_price_fils)), '[]'::json) from taken)`,
  };
}

/**
 * Stock of sizes, for orders (issue 9): taken in the order's own statement (`stockTaking`) with a condition that never
 * lets it go below zero, so concurrent buyers of the last bottles never oversell. The triggers of migration 0003 tell
 * the catalog's read model, which refreshes exactly the answers showing the product.
 */
export function createStockRepo(db: Database) {
  return {
    /** Puts stock back (a cancelled order's lines). */
    async give(priceVariationId: number, qty: number): Promise<void> {
      await db.execute(sql`update price_variations set stock = stock + ${qty} where id = ${priceVariationId}`);
    },

    /** Sets a size's stock to a counted quantity (the staff call); the size's product, or undefined when there is no such size. */
    async set(priceVariationId: number, stock: number): Promise<{ productId: number; stock: number } | undefined> {
      const [row] = await queryRows<{ product_id: number; stock: number }>(db, sql`update price_variations set stock = ${stock} where id = ${priceVariationId} returning product_id, stock`);
      return row && { productId: Number(row.product_id), stock: Number(row.stock) };
    },

    /** Which of these sizes the database has on sale now (the size exists and its product is active). */
    async onSale(priceVariationIds: readonly number[]): Promise<Set<number>> {
      if (!priceVariationIds.length) return new Set();
      const rows = await queryRows<{ id: number }>(db, sql`
        select pv.id from price_variations pv join products p on p.id = pv.product_id
        where pv.id = any(${sql.param([...priceVariationIds])}::int[]) and p.is_active`);
      return new Set(rows.map((r) => Number(r.id)));
    },

    /** How many of a size are left now. */
    async stockOf(priceVariationId: number): Promise<number> {
      const [row] = await queryRows<{ stock: number }>(db, sql`select stock from price_variations where id = ${priceVariationId}`);
      return Number(row?.stock ?? 0);
    },
  };
}

export type StockRepo = ReturnType<typeof createStockRepo>;
