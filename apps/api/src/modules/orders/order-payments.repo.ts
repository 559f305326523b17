import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { orderPayments } from './order-payments.schema.ts';
import { orders } from './orders.schema.ts';

export type OrderPaymentRow = typeof orderPayments.$inferSelect;
/** Where a payment ends: paid, refused by the bank, or not made before its hold ran out. */
export type SettledState = 'paid' | 'failed' | 'expired';

/** What the gateway last said of a payment, as the shop keeps it. */
export interface GatewayWord {
  gatewayState?: string;
  capturedFils: number;
  refundedFils: number;
}

/** Orders' payments online (decision 027): each moves once from pending, by a conditional update. */
export function createOrderPaymentsRepo(db: Database) {
  return {
    async ofOrder(orderId: number): Promise<OrderPaymentRow | undefined> {
      const [row] = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
      return row;
    },

    /** Locks the order's payment until the transaction ends: its refunds are claimed one at a time. */
    async lock(orderId: number): Promise<void> {
      await queryRows(db, sql`select id from order_payments where order_id = ${orderId} for update`);
    },

    /** Whether its hold has run out, by the database's clock (the one that set it). */
    async holdOver(id: number): Promise<boolean> {
      const [row] = await queryRows<{ over: boolean }>(
        db,
        sql`select hold_until <= now() as over from order_payments where id = ${id}`,
      );
      return row?.over ?? false;
    },

    /** Notes what the gateway says of a payment still pending. */
    async note(id: number, word: GatewayWord): Promise<void> {
      await db
        .update(orderPayments)
        .set({ ...word, gatewayState: word.gatewayState ?? null, updatedAt: sql`now()` })
        .where(and(eq(orderPayments.id, id), eq(orderPayments.state, 'pending')));
    },

    /** Notes what the gateway says of a payment whatever its state: a capture, a refund, a reversal. */
    async record(id: number, word: GatewayWord): Promise<void> {
      await db
        .update(orderPayments)
        .set({ ...word, gatewayState: word.gatewayState ?? null, updatedAt: sql`now()` })
        .where(eq(orderPayments.id, id));
    },

    /**
     * Cash or card on delivery, settled when the order is handed over (decision 028): its record, paid, written once.
     */
    async settledOnDelivery(orderId: number, reference: string, amountFils: number): Promise<void> {
      await db
        .insert(orderPayments)
        .values({
          orderId,
          provider: 'cod',
          reference,
          state: 'paid',
          gatewayState: 'SETTLED',
          amountFils,
          capturedFils: amountFils,
          holdUntil: sql`now()`,
          settledAt: sql`now()`,
        })
        .onConflictDoNothing();
    },

    /**
     * Ends a pending payment: true for the one caller whose update found it still pending. Concurrent callers (a
     * webhook, its duplicate, the customer's return, the reconciliation job) wait on the row and find it settled.
     */
    async settle(id: number, to: SettledState, word: GatewayWord | undefined): Promise<boolean> {
      const rows = await db
        .update(orderPayments)
        .set({
          state: to,
          ...(word && { ...word, gatewayState: word.gatewayState ?? null }),
          settledAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(orderPayments.id, id), eq(orderPayments.state, 'pending')))
        .returning({ id: orderPayments.id });
      return rows.length === 1;
    },

    /**
     * Claims pending payments for one reconciliation run: those no run has claimed for `staleSeconds`. One statement,
     * its rows locked and skipped by a replica claiming at the same moment, so each payment is asked about by one.
     * Payments that expired in the last `lateMinutes` are read too, until their order has a refund: a customer who
     * paid on a page kept open past the hold, whose webhook was lost, is refunded all the same (decision 028).
     */
    async claimDue(staleSeconds: number, limit: number, lateMinutes = 60): Promise<OrderPaymentRow[]> {
      return queryRows<OrderPaymentRow>(
        db,
        sql`update order_payments set checked_at = now() where id in (
          select id from order_payments p
          where (state = 'pending' or (state = 'expired' and provider <> 'cod'
              and settled_at > now() - make_interval(mins => ${lateMinutes})
              and not exists (select 1 from refunds r where r.order_id = p.order_id and r.kind = 'cancellation')))
            and (checked_at is null or checked_at < now() - make_interval(secs => ${staleSeconds}))
          order by id limit ${limit} for update skip locked)
        returning id, order_id as "orderId"`,
      );
    },

    /**
     * Orders awaiting payment that have no payment past the hold: the server stopped between writing the order and
     * asking the gateway. Nothing was paid for them.
     */
    async unpaidWithoutPayment(holdMinutes: number): Promise<number[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          sql`${orders.state} = 'awaiting_payment' and ${orders.createdAt} < now() - make_interval(mins => ${holdMinutes})
            and not exists (select 1 from ${orderPayments} p where p.order_id = ${orders.id})`,
        )
        .limit(50);
      return rows.map((r) => r.id);
    },

    /** Removes an order the gateway never took: its lines, events and payment go with it. */
    async removeUnpaidOrder(orderId: number): Promise<boolean> {
      const rows = await db
        .delete(orders)
        .where(and(eq(orders.id, orderId), eq(orders.state, 'awaiting_payment')))
        .returning({ id: orders.id });
      return rows.length === 1;
    },
  };
}

export type OrderPaymentsRepo = ReturnType<typeof createOrderPaymentsRepo>;
