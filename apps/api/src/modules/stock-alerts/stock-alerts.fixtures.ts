import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';

/** A size of a fixture product by the product's route and the size's position (0 is the default size). */
export async function sizeId(t: { db: Database }, route: string, position = 0): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`select pv.id from price_variations pv join products p on p.id = pv.product_id where p.route = ${route} and pv.position = ${position}`,
  );
  if (!row) throw new Error(`no size ${position} of ${route}`);
  return Number(row.id);
}

/** The requests stored for a size, oldest first. */
export async function alertsOf(t: { db: Database }, priceVariationId: number) {
  return queryRows<{ email: string; user_id: number | null; sent_at: string | null }>(
    t.db,
    sql`select email, user_id, sent_at from stock_alerts where price_variation_id = ${priceVariationId} order by id`,
  );
}
