import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { orderEvents, orders } from './orders.schema.ts';
import { orderReturnLines, orderReturns } from './returns.schema.ts';

export type ReturnRow = typeof orderReturns.$inferSelect;
export type ReturnLineRow = typeof orderReturnLines.$inferSelect;
/** A return's staff decision: approved, or refused with what the customer reads. */
export type ReturnDecision = 'approved' | 'refused';

/** The states in which a return holds units: they cannot be asked for again. */
const HOLDING = ['requested', 'approved', 'received'];

/** Returns of orders and the units each takes back (decision 028); each step is a conditional update. */
export function createReturnsRepo(db: Database) {
  return {
    /** Opens a return with its lines; undefined when the order already has one in progress (the unique index). */
    async open(
      orderId: number,
      request: { reason: string; note: string | null },
      lines: ReadonlyArray<{ orderLineId: number; qty: number; amountFils: number }>,
    ): Promise<ReturnRow | undefined> {
      const [row] = await db
        .insert(orderReturns)
        .values({ orderId, reason: request.reason, note: request.note })
        .onConflictDoNothing()
        .returning();
      if (!row) return undefined;
      await db.insert(orderReturnLines).values(lines.map((l) => ({ ...l, returnId: row.id })));
      return row;
    },

    async byId(id: number): Promise<ReturnRow | undefined> {
      const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, id));
      return row;
    },

    async ofOrder(orderId: number): Promise<ReturnRow[]> {
      return db
        .select()
        .from(orderReturns)
        .where(eq(orderReturns.orderId, orderId))
        .orderBy(asc(orderReturns.requestedAt), asc(orderReturns.id));
    },

    async linesOf(returnIds: readonly number[]): Promise<ReturnLineRow[]> {
      if (!returnIds.length) return [];
      return db
        .select()
        .from(orderReturnLines)
        .where(inArray(orderReturnLines.returnId, [...returnIds]))
        .orderBy(asc(orderReturnLines.id));
    },

    /** Units of each of the order's lines already in a return that is requested, approved or received. */
    async heldQty(orderId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ lineId: orderReturnLines.orderLineId, qty: sql<number>`sum(${orderReturnLines.qty})::int` })
        .from(orderReturnLines)
        .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
        .where(and(eq(orderReturns.orderId, orderId), inArray(orderReturns.state, HOLDING)))
        .groupBy(orderReturnLines.orderLineId);
      return new Map(rows.map((r) => [r.lineId, Number(r.qty)]));
    },

    /** When the order was last handed over (its `delivered` event); undefined if never. */
    async deliveredAt(orderId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ at: orderEvents.createdAt })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.state, 'delivered')))
        .orderBy(desc(orderEvents.createdAt))
        .limit(1);
      return row?.at;
    },

    /** Approves or refuses a requested return; undefined when it was no longer requested (another decision won). */
    async decide(id: number, to: ReturnDecision, staffId: number, note: string | null): Promise<ReturnRow | undefined> {
      const [row] = await db
        .update(orderReturns)
        .set({ state: to, staffNote: note, decidedAt: sql`now()`, decidedBy: staffId })
        .where(and(eq(orderReturns.id, id), eq(orderReturns.state, 'requested')))
        .returning();
      return row;
    },

    /** Marks an approved return's goods received; undefined when it was no longer approved. */
    async receive(id: number, staffId: number, note: string | null): Promise<ReturnRow | undefined> {
      const [row] = await db
        .update(orderReturns)
        .set({
          state: 'received',
          receivedAt: sql`now()`,
          receivedBy: staffId,
          ...(note && { staffNote: note }),
        })
        .where(and(eq(orderReturns.id, id), eq(orderReturns.state, 'approved')))
        .returning();
      return row;
    },

    /** A page of returns (a state's, or all), oldest request first, with how many are in each state. */
    async page(state: string | undefined, page: number, limit: number) {
      const where = state ? eq(orderReturns.state, state) : undefined;
      const [rows, counts] = await Promise.all([
        db
          .select({
            ret: orderReturns,
            orderNumber: orders.orderNumber,
            customerName: orders.customerName,
            customerEmail: orders.customerEmail,
            payment: orders.payment,
          })
          .from(orderReturns)
          .innerJoin(orders, eq(orders.id, orderReturns.orderId))
          .where(where)
          .orderBy(asc(orderReturns.requestedAt), asc(orderReturns.id))
          .limit(limit)
          .offset((page - 1) * limit),
        queryRows<{ state: string; n: number }>(
          db,
          sql`select state, count(*)::int as n from order_returns group by state`,
        ),
      ]);
      return { rows, counts: new Map(counts.map((c) => [c.state, Number(c.n)])) };
    },
  };
}

export type ReturnsRepo = ReturnType<typeof createReturnsRepo>;
