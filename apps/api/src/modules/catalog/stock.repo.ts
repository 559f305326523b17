import { sql } from 'drizzle-orm';
import { queryPrepared, queryRows, type Database } from '../../db/client.ts';

/** A size's prices as they are in the database at the moment its stock was taken. */
export interface TakenSize {
  priceFils: number;
  offerPriceFils: number;
  discountPriceFils: number;
  stockLeft: number;
}

/**
 * Stock of sizes, for orders (issue 9): taken in the order's own transaction with a condition that never lets it
 * go below zero, so concurrent buyers of the last bottles never oversell. The triggers of migration 0003 tell the
 * catalog's read model, which refreshes exactly the answers showing the product.
 */
export function createStockRepo(db: Database) {
  return {
    /**
     * Takes each size's quantity, all in one statement, only where that many are left of an active product: the
     * answer holds the sizes taken. Rows are locked in id order, so two orders sharing sizes never deadlock; the lock
     * is `for no key update` (what the update itself takes), which lets other orders' lines keep referring to the
     * size: `for update` would wait on their foreign-key checks and deadlock with them.
     */
    async takeAll(wanted: ReadonlyArray<{ productId: number; priceVariationId: number; qty: number }>): Promise<Map<number, TakenSize>> {
      if (!wanted.length) return new Map();
      // The lines go in as three arrays, so the text is the same for any number of lines: prepared once, planned once.
      const ints = (values: number[]) => sql`${sql.param(values)}::int[]`;
      const rows = await queryPrepared<{ id: number; price_fils: number; offer_price_fils: number; discount_price_fils: number; stock: number }>(db, 'stock_take_all', sql`
        with want as (
          select * from unnest(${ints(wanted.map((w) => w.priceVariationId))}, ${ints(wanted.map((w) => w.productId))}, ${ints(wanted.map((w) => w.qty))})
            as w(id, product_id, qty)
        ), locked as (
          select pv.id from price_variations pv join want w on w.id = pv.id order by pv.id for no key update of pv
        )
        update price_variations pv set stock = pv.stock - w.qty
        from want w, locked l, products p
        where l.id = pv.id and w.id = pv.id and w.product_id = pv.product_id and p.id = pv.product_id and p.is_active and pv.stock >= w.qty
        returning pv.id, pv.price_fils, pv.offer_price_fils, pv.discount_price_fils, pv.stock`);
      return new Map(rows.map((r) => [Number(r.id), {
        priceFils: Number(r.price_fils), offerPriceFils: Number(r.offer_price_fils), discountPriceFils: Number(r.discount_price_fils), stockLeft: Number(r.stock),
      }]));
    },

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
