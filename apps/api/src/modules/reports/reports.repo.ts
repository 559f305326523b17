import { SALE_STATES, SHOP_UTC_OFFSET_HOURS, shopDayEnd, shopDayStart, type SalesPeriod } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';

/** The first and last day of a report (`YYYY-MM-DD`, the shop's calendar, both included). */
export interface DaySpan {
  from: string;
  to: string;
}

/** Amounts as sums of fils: bigint sums read back as numbers (a shop's totals stay far below 2^53). */
export interface SoldRow {
  units: number;
  grossFils: number;
}

/** The orders that count as sales (`SALE_STATES`) placed within the span's days. */
function salesWithin(span: DaySpan) {
  const states = sql.join(
    SALE_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  return sql`o.state in (${states}) and o.created_at >= ${shopDayStart(span.from).toISOString()}
    and o.created_at < ${shopDayEnd(span.to).toISOString()}`;
}

/** An order's time on the shop's clock, as a timestamp without zone: days, weeks and months begin in the UAE. */
const SHOP_TIME = sql.raw(`((o.created_at at time zone 'UTC') + interval '${SHOP_UTC_OFFSET_HOURS} hours')`);

/**
 * The reports' figures (issue 26, item 9), read only, straight from the tables: orders and their lines as they were
 * ordered, and the catalog's sizes for the stock.
 */
export function createReportsRepo(db: Database) {
  return {
    /** Sales by period (the day, ISO week from Monday, or month each begins): orders, gross and VAT. */
    async salesBy(period: SalesPeriod, span: DaySpan) {
      return queryRows<{ period: string; orders: number; grossFils: number; vatFils: number }>(
        db,
        sql`select to_char(date_trunc(${period}, ${SHOP_TIME}), 'YYYY-MM-DD') as period, count(*)::int as orders,
          sum(o.total_fils)::bigint::float8 as "grossFils", sum(o.vat_fils)::bigint::float8 as "vatFils"
          from orders o where ${salesWithin(span)} group by 1 order by 1`,
      );
    },

    /** Units and line amounts sold per top category (lines of products since deleted come under null). */
    async byCategory(span: DaySpan) {
      return queryRows<SoldRow & { categoryId: number | null; category: string | null }>(
        db,
        sql`select c.id as "categoryId", c.title as category, sum(l.qty)::int as units,
          sum(l.line_fils)::bigint::float8 as "grossFils"
          from order_lines l join orders o on o.id = l.order_id
          left join products p on p.id = l.product_id left join categories c on c.id = p.category_id
          where ${salesWithin(span)} group by c.id, c.title order by "grossFils" desc, c.title`,
      );
    },

    /** Units and line amounts sold per product, best-selling first (a deleted product under its name as ordered). */
    async byProduct(span: DaySpan) {
      return queryRows<SoldRow & { productId: number | null; name: string }>(
        db,
        sql`select l.product_id as "productId", min(l.name) as name, sum(l.qty)::int as units,
          sum(l.line_fils)::bigint::float8 as "grossFils"
          from order_lines l join orders o on o.id = l.order_id
          where ${salesWithin(span)}
          group by l.product_id, case when l.product_id is null then l.name end
          order by "grossFils" desc, name`,
      );
    },

    /** Bottles in stock per top category, valued at cost and at the regular price. */
    async stockValue() {
      return queryRows<{ categoryId: number; category: string; units: number; costFils: number; priceFils: number }>(
        db,
        sql`select c.id as "categoryId", c.title as category, coalesce(sum(pv.stock), 0)::int as units,
          coalesce(sum(pv.stock::bigint * pv.cost_fils), 0)::float8 as "costFils",
          coalesce(sum(pv.stock::bigint * pv.price_fils), 0)::float8 as "priceFils"
          from price_variations pv join products p on p.id = pv.product_id join categories c on c.id = p.category_id
          where pv.stock > 0 group by c.id, c.title order by "priceFils" desc, c.title`,
      );
    },
  };
}

export type ReportsRepo = ReturnType<typeof createReportsRepo>;
