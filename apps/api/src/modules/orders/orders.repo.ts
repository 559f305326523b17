import { and, asc, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eidDocuments, orderEvents, orderLines, orders } from './orders.schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type EidRow = typeof eidDocuments.$inferSelect;

/** Orders, their lines and events, and the Emirates ID uploads. A customer's reads are scoped by their id. */
export function createOrdersRepo(db: Database) {
  return {
    /**
     * Writes an order with its lines and first event in two statements (the lines and the event in one): its
     * number is made from its id by the database.
     */
    async insert(order: NewOrder, lines: readonly NewOrderLine[]): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(order).returning();
      const lineRows = db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: row!.id }))).getSQL();
      await db.execute(sql`with written_lines as (${lineRows}) ${db.insert(orderEvents).values({ orderId: row!.id, state: order.state ?? 'placed' }).getSQL()}`);
      return row!;
    },

    async findByIdempotencyKey(userId: number, key: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      return row;
    },

    /** One order by id or number; with `userId`, only that customer's. */
    async find(ref: { id?: number; number?: string }, userId?: number): Promise<OrderRow | undefined> {
      const which = ref.id !== undefined ? eq(orders.id, ref.id) : eq(orders.orderNumber, ref.number ?? '');
      const [row] = await db.select().from(orders).where(userId === undefined ? which : and(which, eq(orders.userId, userId)));
      return row;
    },

    async listFor(userId: number): Promise<OrderRow[]> {
      return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
    },

    async linesOf(orderIds: readonly number[]): Promise<OrderLineRow[]> {
      if (!orderIds.length) return [];
      return db.select().from(orderLines).where(inArray(orderLines.orderId, [...orderIds])).orderBy(asc(orderLines.id));
    },

    async eventsOf(orderId: number): Promise<OrderEventRow[]> {
      return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
    },

    /** Moves an order from one state to another; false when it was no longer in `from` (another change won). */
    async move(orderId: number, from: string, to: string, note?: string): Promise<boolean> {
      const rows = await db.update(orders).set({ state: to, updatedAt: sql`now()` }).where(and(eq(orders.id, orderId), eq(orders.state, from))).returning({ id: orders.id });
      if (rows.length !== 1) return false;
      await db.insert(orderEvents).values({ orderId, state: to, note: note ?? null });
      return true;
    },

    /** Whether a customer has an order that proved their age already (any not cancelled). */
    async hasProvenAge(userId: number): Promise<boolean> {
      const [row] = await db.select({ id: orders.id }).from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.eidProvided, true), sql`${orders.state} <> 'cancelled'`)).limit(1);
      return Boolean(row);
    },

    async insertEid(doc: typeof eidDocuments.$inferInsert): Promise<EidRow> {
      const [row] = await db.insert(eidDocuments).values(doc).returning();
      return row!;
    },

    async findEid(userId: number, id: number): Promise<EidRow | undefined> {
      const [row] = await db.select().from(eidDocuments).where(and(eq(eidDocuments.id, id), eq(eidDocuments.userId, userId)));
      return row;
    },

    /** The customer's newest upload, if any. */
    async latestEid(userId: number): Promise<EidRow | undefined> {
      const [row] = await db.select().from(eidDocuments).where(eq(eidDocuments.userId, userId)).orderBy(desc(eidDocuments.id)).limit(1);
      return row;
    },

    /** Schedules an upload's deletion. */
    async expireEid(id: number, at: Date): Promise<void> {
      await db.update(eidDocuments).set({ deleteAfter: at.toISOString() }).where(eq(eidDocuments.id, id));
    },

    /** Uploads whose time has come, removed from the table; their files are the caller's to delete. */
    async takeExpiredEids(): Promise<EidRow[]> {
      return db.delete(eidDocuments).where(and(isNotNull(eidDocuments.deleteAfter), lt(eidDocuments.deleteAfter, sql`now()`))).returning();
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
