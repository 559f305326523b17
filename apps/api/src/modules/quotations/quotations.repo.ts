import type { QuotationStatus } from '@shop/shared';
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { lockUntilCommit } from '../../db/advisory-lock.ts';
import type { Database } from '../../db/client.ts';
import { quotationLines, quotationRequests } from './quotations.schema.ts';

export type QuotationRow = typeof quotationRequests.$inferSelect;
export type QuotationLineRow = typeof quotationLines.$inferSelect;
export type NewQuotation = Pick<
  typeof quotationRequests.$inferInsert,
  'userId' | 'companyName' | 'contactName' | 'email' | 'mobile' | 'eventType' | 'message'
>;
export type NewQuotationLine = Omit<typeof quotationLines.$inferInsert, 'id' | 'quotationId'>;

/** A request with its lines, in the order they were asked. */
export interface QuotationWithLines {
  row: QuotationRow;
  lines: QuotationLineRow[];
}

/** Quotation requests and their lines (decision 017). */
export function createQuotationsRepo(db: Database) {
  /** The lines of several requests at once, grouped by request. */
  async function linesOf(ids: number[]): Promise<Map<number, QuotationLineRow[]>> {
    const grouped = new Map<number, QuotationLineRow[]>(ids.map((id) => [id, []]));
    if (!ids.length) return grouped;
    const rows = await db
      .select()
      .from(quotationLines)
      .where(inArray(quotationLines.quotationId, ids))
      .orderBy(asc(quotationLines.id));
    for (const line of rows) grouped.get(line.quotationId)?.push(line);
    return grouped;
  }

  return {
    /** Stores a request and its lines; run it in a transaction so neither is kept without the other. */
    async insert(request: NewQuotation, lines: NewQuotationLine[]): Promise<QuotationRow> {
      const [row] = await db.insert(quotationRequests).values(request).returning();
      await db.insert(quotationLines).values(lines.map((line) => ({ ...line, quotationId: row!.id })));
      return row!;
    },

    /** Holds the account's lock until the transaction ends: its requests are counted and stored one at a time. */
    async lockAccount(userId: number): Promise<void> {
      await lockUntilCommit(db, 'quotationAccount', userId);
    },

    /** How many requests an account has sent since a moment (the per-account daily cap). */
    async countSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(quotationRequests)
        .where(and(eq(quotationRequests.userId, userId), gte(quotationRequests.createdAt, since.toISOString())));
      return row?.n ?? 0;
    },

    /** An account's newest requests first, with their lines. */
    async listForUser(userId: number, limit: number): Promise<QuotationWithLines[]> {
      const rows = await db
        .select()
        .from(quotationRequests)
        .where(eq(quotationRequests.userId, userId))
        .orderBy(desc(quotationRequests.createdAt), desc(quotationRequests.id))
        .limit(limit);
      const lines = await linesOf(rows.map((r) => r.id));
      return rows.map((row) => ({ row, lines: lines.get(row.id) ?? [] }));
    },

    async find(id: number): Promise<QuotationWithLines | undefined> {
      const [row] = await db.select().from(quotationRequests).where(eq(quotationRequests.id, id));
      return row && { row, lines: (await linesOf([id])).get(id) ?? [] };
    },

    /** A page of requests in one status, oldest first (answered in turn), with their lines; and how many there are. */
    async page(status: QuotationStatus, page: number, perPage: number) {
      const where = eq(quotationRequests.status, status);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(quotationRequests)
          .where(where)
          .orderBy(asc(quotationRequests.createdAt), asc(quotationRequests.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(quotationRequests).where(where),
      ]);
      const lines = await linesOf(rows.map((r) => r.id));
      return { found: rows.map((row) => ({ row, lines: lines.get(row.id) ?? [] })), total: Number(total?.n ?? 0) };
    },

    /**
     * Answers a received request (issue 26): its lines' prices, the validity and the note, and the status quoted, in
     * the caller's transaction; undefined when it is no longer received (a concurrent answer or move won).
     */
    async answer(
      id: number,
      prices: ReadonlyArray<{ lineId: number; unitPriceFils: number }>,
      validUntil: string,
      note: string,
      from: 'received' | 'quoted',
    ): Promise<QuotationRow | undefined> {
      const [row] = await db
        .update(quotationRequests)
        .set({ status: 'quoted', validUntil, answerNote: note || null, quotedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(quotationRequests.id, id), eq(quotationRequests.status, from)))
        .returning();
      if (!row) return undefined;
      await db.execute(sql`
        update quotation_lines l set unit_price_fils = priced.fils
        from unnest(
          ${sql.param(prices.map((p) => p.lineId))}::int[],
          ${sql.param(prices.map((p) => p.unitPriceFils))}::int[]
        ) as priced(id, fils)
        where l.id = priced.id and l.quotation_id = ${id}`);
      return row;
    },

    /** Moves a request from `from` to `to`; undefined when it is no longer in `from` (a concurrent move won). */
    async moveStatus(id: number, from: QuotationStatus, to: QuotationStatus): Promise<QuotationRow | undefined> {
      const [row] = await db
        .update(quotationRequests)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(quotationRequests.id, id), eq(quotationRequests.status, from)))
        .returning();
      return row;
    },
  };
}

export type QuotationsRepo = ReturnType<typeof createQuotationsRepo>;
