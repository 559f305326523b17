import { and, count, eq, gt, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { lockUntilCommit } from '../../db/advisory-lock.ts';
import { isUniqueViolation } from '../../db/transaction.ts';
import { stockAlerts } from './stock-alerts.schema.ts';

/** A request claimed for sending, with what its e-mail names: the product (its name is staff's HTML) and the size. */
export interface ClaimedAlert {
  id: number;
  email: string;
  priceVariationId: number;
  productName: string;
  productRoute: string;
  categoryRoute: string;
  size: string;
}

/** Postgres' own array literal of ints: one parameter however many ids (a query takes at most 65,535). */
const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** Back-in-stock requests (decision 017). */
export function createStockAlertsRepo(db: Database) {
  return {
    /** Forgets an address's alerts, a guest's included (its account was deleted). */
    async forget(email: string): Promise<void> {
      await db.delete(stockAlerts).where(eq(stockAlerts.email, email));
    },

    /** Opens a request unless the same size and address has an open one already (concurrent twins open one). */
    async open(priceVariationId: number, email: string, userId: number | null): Promise<void> {
      await db
        .insert(stockAlerts)
        .values({ priceVariationId, email, userId })
        .onConflictDoNothing({
          target: [stockAlerts.priceVariationId, stockAlerts.email],
          where: sql`${stockAlerts.sentAt} is null`,
        });
    },

    /** Holds the address's lock until the transaction ends: its requests are counted and opened one at a time. */
    async lockEmail(email: string): Promise<void> {
      await lockUntilCommit(db, 'stockAlertEmail', email);
    },

    /** Requests an address made since a moment, open or sent: the per-address limit. */
    async countSince(email: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(stockAlerts)
        .where(and(eq(stockAlerts.email, email), gt(stockAlerts.createdAt, since.toISOString())));
      return Number(row?.n ?? 0);
    },

    /**
     * Closes and returns, in one statement, the open requests of sizes that have stock now (of the given sizes, or of
     * all when null) on a product on sale. Two replicas running it at once each get other rows: PostgreSQL makes the
     * second wait for the first's row locks and re-checks `sent_at is null` on the rows it then sees, so a request is
     * claimed once. The catalog's tables are read by name here (not through their module) because the stock test
     * must sit in the same statement as the claim.
     */
    async claimDue(priceVariationIds: readonly number[] | null): Promise<ClaimedAlert[]> {
      if (priceVariationIds?.length === 0) return [];
      const only = priceVariationIds
        ? sql`and sa.price_variation_id = any(${intArray(priceVariationIds)}::int[])`
        : sql``;
      const rows = await queryRows<{
        id: number;
        email: string;
        price_variation_id: number;
        name: string;
        route: string;
        category_route: string;
        size: string;
      }>(
        db,
        sql`
        update stock_alerts sa set sent_at = now()
        from price_variations pv
          join products p on p.id = pv.product_id
          join categories c on c.id = p.category_id
          join variation_values vv on vv.id = pv.variation_value_id
        where sa.sent_at is null and pv.id = sa.price_variation_id and pv.stock > 0 and p.is_active ${only}
        returning sa.id, sa.email, sa.price_variation_id, p.name, p.route, c.route as category_route, vv.value as size`,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        email: r.email,
        priceVariationId: Number(r.price_variation_id),
        productName: r.name,
        productRoute: r.route,
        categoryRoute: r.category_route,
        size: r.size,
      }));
    },

    /**
     * Opens a claimed request again (its e-mail could not be sent), so a later claim retries it. When the same size
     * and address has a newer open request meanwhile, that one will be sent: this one stays closed.
     */
    async reopen(id: number): Promise<void> {
      try {
        await db.update(stockAlerts).set({ sentAt: null }).where(eq(stockAlerts.id, id));
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
    },
  };
}

export type StockAlertsRepo = ReturnType<typeof createStockAlertsRepo>;
