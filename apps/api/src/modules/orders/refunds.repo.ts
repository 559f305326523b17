import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { refunds } from './returns.schema.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = Pick<
  typeof refunds.$inferInsert,
  'orderId' | 'kind' | 'returnId' | 'method' | 'state' | 'amountFils' | 'shippingFils'
>;

/** A lease not renewed for this long is free again: the caller holding it stopped before it could finish. */
const leaseOver = (seconds: number) =>
  or(isNull(refunds.attemptAt), lt(refunds.attemptAt, sql`now() - make_interval(secs => ${seconds})`));

/**
 * Refunds (decision 028). A refund is written once (the unique indexes: one per cancelled order, one per return);
 * the one caller that takes its lease asks the gateway, and it leaves `pending` once, by a conditional update.
 */
export function createRefundsRepo(db: Database) {
  return {
    /** Writes a refund; undefined when the order's cancellation (or the return) already has one. */
    async open(refund: NewRefund): Promise<RefundRow | undefined> {
      const [row] = await db
        .insert(refunds)
        .values({ ...refund, doneAt: refund.state === 'done' ? sql`now()` : null })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async byId(id: number): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
      return row;
    },

    async ofOrder(orderId: number): Promise<RefundRow[]> {
      return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
    },

    /**
     * Takes the lease of a pending refund; undefined when another caller holds it, when it is no longer pending, or
     * while another refund of the same order is being asked for or still waits before it: an order's refunds reach
     * the gateway one at a time, in their order, so each reads the payment knowing what the others did. The caller
     * locks the order's payment first (`payments.lock`), so two claims for one order are made one after the other.
     */
    async claim(id: number, leaseSeconds: number): Promise<RefundRow | undefined> {
      const [row] = await db
        .update(refunds)
        .set({ attemptAt: sql`now()` })
        .where(
          and(
            eq(refunds.id, id),
            eq(refunds.state, 'pending'),
            leaseOver(leaseSeconds),
            sql`not exists (select 1 from refunds o where o.order_id = ${refunds.orderId} and o.id <> ${id}
              and o.state = 'pending' and o.method = 'card'
              and (o.id < ${id} or o.attempt_at > now() - make_interval(secs => ${leaseSeconds})))`,
          ),
        )
        .returning();
      return row;
    },

    /** Gives the lease back (the gateway could not be reached): the next run tries again. */
    async release(id: number, detail: string): Promise<void> {
      await db
        .update(refunds)
        .set({ attemptAt: null, gatewayDetail: detail.slice(0, 500) })
        .where(and(eq(refunds.id, id), eq(refunds.state, 'pending')));
    },

    /** Ends a pending refund: true for the one caller whose update found it pending. */
    async finish(id: number, to: 'done' | 'failed', detail: string | null): Promise<boolean> {
      const rows = await db
        .update(refunds)
        .set({
          state: to,
          attemptAt: null,
          gatewayDetail: detail?.slice(0, 500) ?? null,
          ...(to === 'done' && { doneAt: sql`now()` }),
        })
        .where(and(eq(refunds.id, id), eq(refunds.state, 'pending')))
        .returning({ id: refunds.id });
      return rows.length === 1;
    },

    /** Puts a refused refund back to pending for another try; false when it was not failed. */
    async retry(id: number): Promise<boolean> {
      const rows = await db
        .update(refunds)
        .set({ state: 'pending', attemptAt: null })
        .where(and(eq(refunds.id, id), eq(refunds.state, 'failed')))
        .returning({ id: refunds.id });
      return rows.length === 1;
    },

    /**
     * Records a refused card refund as paid back another way (cash or bank transfer): done now; undefined when it was
     * not a refused card refund (another member was quicker, or it was never refused).
     */
    async payOtherwise(id: number, method: 'cash' | 'bank_transfer', detail: string): Promise<RefundRow | undefined> {
      const [row] = await db
        .update(refunds)
        .set({ state: 'done', method, attemptAt: null, gatewayDetail: detail.slice(0, 500), doneAt: sql`now()` })
        .where(and(eq(refunds.id, id), eq(refunds.state, 'failed'), eq(refunds.method, 'card')))
        .returning();
      return row;
    },

    /** Card refunds still pending whose lease is free: the reconciliation job's work. */
    async due(leaseSeconds: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.state, 'pending'), eq(refunds.method, 'card'), leaseOver(leaseSeconds)))
        .orderBy(asc(refunds.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },
  };
}

export type RefundsRepo = ReturnType<typeof createRefundsRepo>;
