import { and, asc, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import { builtOnce, preparedOnUse, type Database } from '../../db/client.ts';
import type { OrderAddress, OrderCartLine, OrderStatementParts, OrderTakenSize } from './order-ports.ts';
import { eidDocuments, orderEvents, orderLines, orders } from './orders.schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type EidRow = typeof eidDocuments.$inferSelect;

/**
 * What `place` did: the order it wrote, the sizes whose stock it took (at the database's prices), and whether it took
 * every cart line the order was priced from, as it was read.
 */
export interface PlacedOrder { order: OrderRow; taken: Map<number, OrderTakenSize>; cartUnchanged: boolean }

/**
 * An order as `place` writes it: every field given, null where it has no value, so that the statement's text (which
 * names a parameter for each) is always the same one, kept prepared.
 */
export type OrderToPlace = { [K in Exclude<keyof NewOrder, 'id' | 'createdAt' | 'updatedAt'>]-?: Exclude<NewOrder[K], undefined> };

/** What an order needs to know of its customer before it is priced (`checkoutFacts`). */
export interface CheckoutFacts {
  /** The upload the order names (`EidNaming`), when it is theirs (undefined when there is none). */
  eid: EidRow | undefined;
  /** Whether an order of theirs proved their age already (any not cancelled). */
  provenBefore: boolean;
  /** The delivery address the order names, when it is one of theirs. */
  address: OrderAddress | undefined;
  /** The lines of their cart, oldest first. */
  cart: OrderCartLine[];
}

/**
 * Which of the customer's Emirates ID uploads an order means: the one of that id; or their newest that no order has
 * used, made within the last `recentMinutes` (an upload named by its file's name, `namedEid`); or, with neither,
 * their newest.
 */
export interface EidNaming { id?: number; recentMinutes?: number }

/** The statement behind `checkoutFacts`. */
function checkoutFactsStatement(db: Database, parts: OrderStatementParts) {
  const userId = sql.placeholder('userId');
  const provenBefore = sql<boolean>`exists (select 1 from ${orders} where ${orders.userId} = ${userId} and ${orders.eidProvided} and ${orders.state} <> 'cancelled')`;
  const eidId = sql`${sql.placeholder('eidId')}::int`;
  const recentMinutes = sql`${sql.placeholder('eidRecentMinutes')}::int`;
  const newestUnused = sql`(select max(mine.id) from ${eidDocuments} as mine where mine.user_id = ${userId}
    and mine.created_at >= now() - make_interval(mins => ${recentMinutes})
    and not exists (select 1 from ${orders} as used where used.eid_document_id = mine.id))`;
  const newest = sql`(select max(mine.id) from ${eidDocuments} as mine where mine.user_id = ${userId})`;
  const which = sql`case when ${eidId} is not null then ${eidId} when ${recentMinutes} is not null then ${newestUnused} else ${newest} end`;
  const address = parts.address(userId, sql.placeholder('addressId'));
  return db.select({ eid: eidDocuments, provenBefore, address, cart: parts.cartLines(userId) }).from(sql`(select 1) as one`)
    .leftJoin(eidDocuments, and(eq(eidDocuments.id, which), eq(eidDocuments.userId, userId)))
    .prepare('checkout_facts');
}

/** Columns an order's statement does not write: the database makes them. */
const MADE_BY_DATABASE = new Set(['id', 'orderNumber', 'createdAt', 'updatedAt']);

/** What the order's statement answers: the order, the sizes it took, and how many cart lines it removed. */
type PlacedRow = OrderRow & { taken: OrderTakenSize[]; cartLinesTaken: number };

/**
 * The statement behind `place`, built once for the app's statement parts: an order's every field, its lines and the
 * cart lines read are placeholders (the lines as arrays), so its text never changes.
 */
const placeStatements = new WeakMap<OrderStatementParts, ReturnType<typeof builtOnce<PlacedRow>>>();
function placeStatement(parts: OrderStatementParts) {
  const made = placeStatements.get(parts);
  if (made) return made;
  const statement = builtOnce<PlacedRow>('order_place', (db) => {
    const orderId = sql`(select id from new_order)`;
    const column = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}[]`;
    const line = db.$with('line', {}).as(sql`select * from unnest(
      ${column('productIds', 'int')}, ${column('priceVariationIds', 'int')}, ${column('names', 'text')}, ${column('routes', 'text')},
      ${column('sizes', 'text')}, ${column('images', 'text')}, ${column('unitFils', 'int')}, ${column('qtys', 'int')}, ${column('lineFils', 'int')},
      ${column('isWine', 'bool')}
    ) with ordinality as l(product_id, price_variation_id, name, route, size, image, unit_fils, qty, line_fils, is_wine, n)`);
    const want = db.$with('want', {}).as(sql`select price_variation_id as id, product_id, qty from line`);
    const stock = parts.takeStock(db, 'want');
    const emptied = parts.takeCart(db, sql.placeholder('userId'), sql.placeholder('cartLineIds'), sql.placeholder('cartLineQtys'));
    const newOrder = db.$with('new_order', { id: sql<number>`id` }).as(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
    const writtenLines = db.$with('written_lines', {}).as(sql`
      insert into ${orderLines} (order_id, product_id, price_variation_id, name, route, size, image, unit_fils, qty, line_fils, is_wine)
      select ${orderId}, product_id, price_variation_id, name, route, size, image, unit_fils, qty, line_fils, is_wine from line order by n`);
    const firstEvent = db.$with('first_event', {}).as(db.insert(orderEvents).values({ orderId, state: sql.placeholder('state') }).getSQL());
    const fields = Object.keys(getTableColumns(orders)).filter((key) => !MADE_BY_DATABASE.has(key));
    const order = Object.fromEntries(fields.map((key) => [key, sql.placeholder(key)])) as unknown as NewOrder;
    return db.with(...emptied.ctes, line, want, ...stock.ctes, newOrder, writtenLines, firstEvent)
      .insert(orders).values({ ...order, id: orderId })
      .returning({ ...getTableColumns(orders), taken: stock.answer, cartLinesTaken: emptied.answer });
  });
  placeStatements.set(parts, statement);
  return statement;
}

/** Orders, their lines and events, and the Emirates ID uploads. A customer's reads are scoped by their id. */
export function createOrdersRepo(db: Database, parts: OrderStatementParts) {
  const checkoutFacts = preparedOnUse(() => checkoutFactsStatement(db, parts));
  return {
    /**
     * Writes an order with its lines and first event, takes the lines' stock and empties the cart lines it was priced
     * from, all in one statement: one round trip of the order's transaction, where these were three. The order's id
     * is drawn first, so the lines and the event can name it (their foreign keys are checked when the statement
     * ends), and its number is made from its id by the database. The lines go in as arrays, so the text is the same
     * for every order and PostgreSQL keeps it prepared. The caller refuses the order, and its transaction's rollback
     * unwrites it, when a line is missing from `taken` (too few left), when a price there differs from the line's, or
     * when the cart changed since it was read.
     */
    async place(order: OrderToPlace, lines: readonly NewOrderLine[], cart: readonly OrderCartLine[]): Promise<PlacedOrder> {
      const [row] = await placeStatement(parts)(db, {
        ...order,
        productIds: lines.map((l) => l.productId), priceVariationIds: lines.map((l) => l.priceVariationId), names: lines.map((l) => l.name),
        routes: lines.map((l) => l.route ?? null), sizes: lines.map((l) => l.size), images: lines.map((l) => l.image), unitFils: lines.map((l) => l.unitFils),
        qtys: lines.map((l) => l.qty), lineFils: lines.map((l) => l.lineFils), isWine: lines.map((l) => l.isWine),
        cartLineIds: cart.map((l) => l.id), cartLineQtys: cart.map((l) => l.qty),
      });
      const { taken, cartLinesTaken, ...placed } = row!;
      return { order: placed, taken: new Map(taken.map((size) => [size.priceVariationId, size])), cartUnchanged: Number(cartLinesTaken) === cart.length };
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

    /** Which of these users received the product in a delivered order (a review's 'Verified purchase', decision 017). */
    async receivedBy(productId: number, userIds: readonly number[]): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await db.selectDistinct({ userId: orders.userId }).from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(and(eq(orders.state, 'delivered'), eq(orderLines.productId, productId), inArray(orders.userId, [...userIds])));
      return new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])));
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

    /**
     * What an order needs to know of its customer, in one statement that every order asks (kept prepared): their
     * proof of age (the upload `eid` names, which must be their own, and whether an earlier order proved it), the
     * delivery address `addressId` names when it is theirs, and their cart's lines. The order copies the address: a
     * change to it afterwards does not touch the order.
     */
    async checkoutFacts(userId: number, eid: EidNaming, addressId: number | undefined): Promise<CheckoutFacts> {
      const [row] = await checkoutFacts().execute({ userId, eidId: eid.id ?? null, eidRecentMinutes: eid.recentMinutes ?? null, addressId: addressId ?? null });
      return { eid: row?.eid ?? undefined, provenBefore: Boolean(row?.provenBefore), address: row?.address ?? undefined, cart: row?.cart ?? [] };
    },

    async insertEid(doc: typeof eidDocuments.$inferInsert): Promise<EidRow> {
      const [row] = await db.insert(eidDocuments).values(doc).returning();
      return row!;
    },

    /**
     * Removes and returns the uploads whose time has come: uploaded more than `keepDays` days ago, and named by no
     * order that is still in progress or ended (delivered or cancelled) less than `keepDays` days ago. Their files are
     * the caller's to delete.
     */
    async takeExpiredEids(keepDays: number): Promise<EidRow[]> {
      const cutoff = sql`now() - make_interval(days => ${keepDays})`;
      const stillNeeded = sql`exists (select 1 from ${orders} where ${orders.eidDocumentId} = ${eidDocuments.id}
        and (${orders.state} not in ('delivered', 'cancelled') or ${orders.updatedAt} >= ${cutoff}))`;
      return db.delete(eidDocuments).where(and(lt(eidDocuments.createdAt, cutoff), sql`not ${stillNeeded}`)).returning();
    },

    /** The file of every upload there is: a file in the folder that none names belongs to nothing. */
    async eidFileNames(): Promise<Set<string>> {
      const rows = await db.select({ fileName: eidDocuments.fileName }).from(eidDocuments);
      return new Set(rows.map((r) => r.fileName));
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
