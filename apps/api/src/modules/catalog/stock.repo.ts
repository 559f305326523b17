import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';

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
    /** Takes `qty` of a size of an active product if that many are left; undefined (nothing taken) otherwise. */
    async take(productId: number, priceVariationId: number, qty: number): Promise<TakenSize | undefined> {
      const [row] = await queryRows<{ price_fils: number; offer_price_fils: number; discount_price_fils: number; stock: number }>(db, sql`
        update price_variations pv set stock = pv.stock - ${qty}
        from products p
        where pv.id = ${priceVariationId} and pv.product_id = ${productId} and p.id = pv.product_id and p.is_active and pv.stock >= ${qty}
        returning pv.price_fils, pv.offer_price_fils, pv.discount_price_fils, pv.stock`);
      return row && { priceFils: Number(row.price_fils), offerPriceFils: Number(row.offer_price_fils), discountPriceFils: Number(row.discount_price_fils), stockLeft: Number(row.stock) };
    },

    /** Puts stock back (a cancelled order's lines). */
    async give(priceVariationId: number, qty: number): Promise<void> {
      await db.execute(sql`update price_variations set stock = stock + ${qty} where id = ${priceVariationId}`);
    },

    /** How many of a size are left now. */
    async stockOf(priceVariationId: number): Promise<number> {
      const [row] = await queryRows<{ stock: number }>(db, sql`select stock from price_variations where id = ${priceVariationId}`);
      return Number(row?.stock ?? 0);
    },
  };
}

export type StockRepo = ReturnType<typeof createStockRepo>;
