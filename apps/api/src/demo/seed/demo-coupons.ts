import { shopDayStart, shopToday } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * The demo's coupons (issue 26): one of each kind of rule, so the cart's coupon field takes more than birthday gifts.
 * Open from the day the demo is seeded, for a year.
 */
export async function insertDemoCoupons(db: Database, categoryId: ReadonlyMap<string, number>, now: Date) {
  const from = shopDayStart(shopToday(now)).toISOString();
  const until = new Date(Date.parse(from) + 366 * 86_400_000).toISOString();
  const wine = categoryId.get('wine');
  const beer = categoryId.get('beer');
  const rows = [
    // A welcome: 10% off a first order, at most AED 50.
    sql`('WELCOME10', 'Welcome! 10% off your first order, up to AED 50', 'percent', 10, 0, 5000, true, '{}'::int[], null, 1)`,
    // A fixed amount on wine alone, from AED 200 of goods.
    sql`('WINE25', 'AED 25 off wine, on orders from AED 200', 'fixed', 2500, 20000, null, false,
      ${`{${wine ?? ''}}`}::int[], null, 3)`,
    // A flash sale on beer for the first hundred orders.
    sql`('BEER15', '15% off beer, for the first 100 orders', 'percent', 15, 0, null, false,
      ${`{${beer ?? ''}}`}::int[], 100, 1)`,
  ];
  await db.execute(sql`
    insert into coupons (code, description, kind, value, min_order_fils, max_discount_fils, first_order_only,
      category_ids, max_uses, max_uses_per_user, starts_at, expires_at)
    select v.*, ${from}::timestamptz, ${until}::timestamptz
    from (values ${sql.join(rows, sql`, `)}) as v(code, description, kind, value, min_order_fils, max_discount_fils,
      first_order_only, category_ids, max_uses, max_uses_per_user)
    on conflict (code) do nothing`);
}
