import { statement, type SqlPart } from '../../db/sql-runner.ts';

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
export function stockTakingSql(want: string): SqlPart {
  return {
    ctes: [
      `locked as (
      select pv.id from price_variations pv join ${want} w on w.id = pv.id order by pv.id for no key update of pv)`,
      `taken as (
      update price_variations pv set stock = pv.stock - w.qty
      from ${want} w, locked l, products p
      where l.id = pv.id and w.id = pv.id and w.product_id = pv.product_id and p.id = pv.product_id and p.is_active and pv.stock >= w.qty
      returning pv.id, pv.price_fils, pv.offer_price_fils, pv.discount_price_fils)`,
    ],
    answer: `(select coalesce(json_agg(json_build_object('priceVariationId', id, 'priceFils', price_fils,
      'offerPriceFils', offer_price_fils, 'discountPriceFils', discount_price_fils)), '[]'::json) from taken)`,
  };
}

/** How many of a size are left (`:priceVariationId`), as `{ stock }`. */
export const STOCK_OF = statement('stock_of', 'select stock from price_variations where id = :priceVariationId');
