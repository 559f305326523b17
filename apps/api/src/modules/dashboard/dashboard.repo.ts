import { DAY_MS, shopDayStart } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';

/**
 * The dashboard's figures (issue 25, item 10), each one query over the tables of the area it reports on, read only:
 * a report changes nothing, and the areas' modules keep their rules.
 */
export function createDashboardRepo(db: Database) {
  return {
    /** Today's orders by state, and placed orders whose buyer has no verified, unexpired ID. */
    async orders(today: string) {
      const [states, [waiting]] = await Promise.all([
        queryRows<{ state: string; n: number }>(
          db,
          sql`select state, count(*)::int as n from orders where created_at >= ${shopDayStart(today).toISOString()}
            group by state`,
        ),
        queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from orders o where o.state = 'placed' and not exists (select 1 from age_checks a
            where a.user_id = o.user_id and a.decision = 'verified' and a.id_expires_on >= ${today}::date)`,
        ),
      ]);
      return { states, awaitingIdCheck: waiting?.n ?? 0 };
    },

    /** Delivered orders placed from the start of `fromDay`: how many, their total and the VAT in it (fils). */
    async revenueSince(fromDay: string) {
      const [row] = await queryRows<{ orders: number; totalFils: number; vatFils: number }>(
        db,
        sql`select count(*)::int as orders, coalesce(sum(total_fils), 0)::bigint::float8 as "totalFils",
          coalesce(sum(vat_fils), 0)::bigint::float8 as "vatFils"
          from orders where state = 'delivered' and created_at >= ${shopDayStart(fromDay).toISOString()}`,
      );
      return row ?? { orders: 0, totalFils: 0, vatFils: 0 };
    },

    /** Sizes on sale with this stock or less. */
    async lowStock(threshold: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from price_variations pv join products p on p.id = pv.product_id
          where p.is_active and pv.stock <= ${threshold}`,
      );
      return row?.n ?? 0;
    },

    async pendingComments(): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from blog_comments where approved_at is null and rejected_at is null`,
      );
      return row?.n ?? 0;
    },

    /** Contact messages nobody has opened yet. */
    async newMessages(): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from contact_messages where read_at is null and done_at is null`,
      );
      return row?.n ?? 0;
    },

    async quotationsToAnswer(): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from quotation_requests where status = 'received'`,
      );
      return row?.n ?? 0;
    },
  };
}

/** The day `days` before `day`, both `YYYY-MM-DD` on the shop's calendar. */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
