import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eidDocuments, orderEvents, orderLines, orders } from './orders.schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type EidRow = typeof eidDocuments.$inferSelect;

/**
 * Orders, their lines and events, and the Emirates ID uploads. A customer's reads are scoped by their id. Placing an
 * order is not here: its two statements are in `order-statements.ts`.
 */
/** What a move records beside the state: its timeline note, the version it expects, a refusal's reason. */
interface MoveOptions {
  note?: string;
  version?: number;
  refusalReason?: string;
}

export function createOrdersRepo(db: Database) {
  /** `move`, answering the order as the move left it (undefined when another change won). */
  async function moveReading(
    orderId: number,
    from: string,
    to: string,
    { note, version, refusalReason }: MoveOptions = {},
  ): Promise<OrderRow | undefined> {
    const [row] = await db
      .update(orders)
      .set({
        state: to,
        version: sql`${orders.version} + 1`,
        updatedAt: sql`now()`,
        ...(refusalReason && { refusalReason }),
      })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.state, from),
          version === undefined ? undefined : eq(orders.version, version),
        ),
      )
      .returning();
    if (!row) return undefined;
    await db.insert(orderEvents).values({ orderId, state: to, note: note ?? null });
    return row;
  }

  return {
    async findByIdempotencyKey(userId: number, key: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      return row;
    },

    /** One order by id or number; with `userId`, only that customer's. */
    async find(ref: { id?: number; number?: string }, userId?: number): Promise<OrderRow | undefined> {
      const which = ref.id !== undefined ? eq(orders.id, ref.id) : eq(orders.orderNumber, ref.number ?? '');
      const [row] = await db
        .select()
        .from(orders)
        .where(userId === undefined ? which : and(which, eq(orders.userId, userId)));
      return row;
    },

    async listFor(userId: number): Promise<OrderRow[]> {
      return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
    },

    async linesOf(orderIds: readonly number[]): Promise<OrderLineRow[]> {
      if (!orderIds.length) return [];
      return db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, [...orderIds]))
        .orderBy(asc(orderLines.id));
    },

    /**
     * Which of these users received the product in a delivered order (a review's 'Verified purchase', decision 017).
     */
    async receivedBy(productId: number, userIds: readonly number[]): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ userId: orders.userId })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(
          and(eq(orders.state, 'delivered'), eq(orderLines.productId, productId), inArray(orders.userId, [...userIds])),
        );
      return new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])));
    },

    async eventsOf(orderId: number): Promise<OrderEventRow[]> {
      return db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
    },

    /**
     * Moves an order from one state to another and raises its version; false when it was no longer in `from`, or no
     * longer at `version` when one is named (another change won).
     */
    async move(orderId: number, from: string, to: string, options: MoveOptions = {}): Promise<boolean> {
      return (await moveReading(orderId, from, to, options)) !== undefined;
    },

    moveReading,

    async insertEid(doc: typeof eidDocuments.$inferInsert): Promise<EidRow> {
      const [row] = await db.insert(eidDocuments).values(doc).returning();
      return row!;
    },

    /**
     * Removes and returns the uploads whose time has come: uploaded more than `keepDays` days ago, and named by no
     * order that is still in progress or ended (delivered, refused or cancelled) less than `keepDays` days ago. Their
     * files are the caller's to delete.
     */
    async takeExpiredEids(keepDays: number): Promise<EidRow[]> {
      const cutoff = sql`now() - make_interval(days => ${keepDays})`;
      const stillNeeded = sql`exists (select 1 from ${orders} where ${orders.eidDocumentId} = ${eidDocuments.id}
        and (${orders.state} not in ('delivered', 'refused', 'cancelled', 'returned', 'refunded') or ${orders.updatedAt} >= ${cutoff}))`;
      return db
        .delete(eidDocuments)
        .where(and(lt(eidDocuments.createdAt, cutoff), sql`not ${stillNeeded}`))
        .returning();
    },

    /** The file of every upload there is: a file in the folder that none names belongs to nothing. */
    async eidFileNames(): Promise<Set<string>> {
      const rows = await db.select({ fileName: eidDocuments.fileName }).from(eidDocuments);
      return new Set(rows.map((r) => r.fileName));
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
