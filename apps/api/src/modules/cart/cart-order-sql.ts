import type { SqlPart } from '../../db/sql-runner.ts';

/** A cart line as an order reads it. */
export interface CartLine {
  id: number;
  productId: number;
  priceVariationId: number;
  qty: number;
}

/** SQL answering a user's cart lines, oldest first (ids grow with each new line), as one JSON value (`CartLine[]`). */
export function cartLinesSql(userId: string): string {
  return `(select coalesce(json_agg(json_build_object('id', c.id, 'productId', c.product_id, 'priceVariationId', c.price_variation_id,
      'qty', c.qty) order by c.id), '[]'::json)
    from cart_items c where c.user_id = ${userId})`;
}

/**
 * The part of an order's statement that empties its cart: it removes exactly the lines the order was priced from,
 * each with the quantity it was read with (their ids and quantities, as arrays), and answers how many it removed.
 * Fewer than the lines means the cart changed since it was read (another tab, or an order placed at the same moment),
 * and the order is priced again. A line added meanwhile stays in the cart.
 */
export function cartTakingSql(userId: string, lineIds: string, lineQtys: string): SqlPart {
  return {
    ctes: [
      `taken_cart as (
      delete from cart_items c using unnest(${lineIds}::int[], ${lineQtys}::int[]) as read(id, qty)
      where c.id = read.id and c.qty = read.qty and c.user_id = ${userId}
      returning c.id)`,
    ],
    answer: '(select count(*) from taken_cart)::int',
  };
}
