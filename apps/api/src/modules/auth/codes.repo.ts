import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { lockUntilCommit } from '../../db/advisory-lock.ts';
import type { Database } from '../../db/client.ts';
import { loginFailures, oneTimeCodes } from './auth.schema.ts';

export type CodeRow = typeof oneTimeCodes.$inferSelect;
export type NewCode = typeof oneTimeCodes.$inferInsert;

/** One-time codes, and the failed password logins counted beside them. */
export function createCodesRepo(db: Database) {
  const open = (purpose: string, target: string) =>
    and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.target, target), isNull(oneTimeCodes.consumedAt));

  return {
    /**
     * Holds an address's lock until the transaction ends: the codes of one address are judged and made one request at
     * a time. Locks of this kind are told apart from the migrations' by their first key.
     */
    async lockAddress(target: string): Promise<void> {
      await lockUntilCommit(db, 'codeAddress', target);
    },

    /** When the last code for this purpose and address was made, if one was. */
    async lastIssuedAt(purpose: string, target: string): Promise<Date | undefined> {
      const [row] = await db.select({ createdAt: oneTimeCodes.createdAt }).from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.target, target)))
        .orderBy(desc(oneTimeCodes.createdAt)).limit(1);
      return row ? new Date(row.createdAt) : undefined;
    },

    /** Codes sent to an address (any purpose) since a moment. */
    async countSince(target: string, since: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.target, target), gte(oneTimeCodes.createdAt, since.toISOString())));
      return Number(row?.n ?? 0);
    },

    /** Makes the new code the only open one for its purpose and address. */
    async replace(code: NewCode): Promise<CodeRow> {
      await db.update(oneTimeCodes).set({ consumedAt: sql`now()` }).where(open(code.purpose, code.target));
      const [row] = await db.insert(oneTimeCodes).values(code).returning();
      return row!;
    },

    /** The open code of a purpose and address, when it has not expired. */
    async findOpen(purpose: string, target: string): Promise<CodeRow | undefined> {
      const [row] = await db.select().from(oneTimeCodes)
        .where(and(open(purpose, target), gt(oneTimeCodes.expiresAt, sql`now()`)))
        .orderBy(desc(oneTimeCodes.createdAt)).limit(1);
      return row;
    },

    /** The open code of a pending registration, when it has not expired. */
    async findOpenForRegistration(registrationId: number): Promise<CodeRow | undefined> {
      const [row] = await db.select().from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.registrationId, registrationId), isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, sql`now()`)))
        .orderBy(desc(oneTimeCodes.createdAt)).limit(1);
      return row;
    },

    /** Counts a wrong try; at `maxAttempts` the code is spent. Returns the tries so far. */
    async recordWrongTry(id: number, maxAttempts: number): Promise<number> {
      const [row] = await db.update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1`, consumedAt: sql`case when ${oneTimeCodes.attempts} + 1 >= ${maxAttempts} then now() else null end` })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
        .returning({ attempts: oneTimeCodes.attempts });
      return row?.attempts ?? maxAttempts;
    },

    /** Uses a code up; false when another request used it first. */
    async consume(id: number): Promise<boolean> {
      const rows = await db.update(oneTimeCodes).set({ consumedAt: sql`now()` })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt))).returning({ id: oneTimeCodes.id });
      return rows.length === 1;
    },

    /** Counts a password login as failed until it succeeds (`clearLoginFailures`). */
    async recordLoginFailure(identifier: string): Promise<void> {
      await db.insert(loginFailures).values({ identifier });
    },

    async loginFailuresSince(identifier: string, since: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(loginFailures)
        .where(and(eq(loginFailures.identifier, identifier), gte(loginFailures.createdAt, since.toISOString())));
      return Number(row?.n ?? 0);
    },

    async clearLoginFailures(identifier: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.identifier, identifier));
    },

    /** Forgets codes and failures older than a day: they can no longer count towards any limit. */
    async prune(): Promise<void> {
      const dayAgo = sql`now() - interval '1 day'`;
      await db.delete(oneTimeCodes).where(lt(oneTimeCodes.createdAt, dayAgo));
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, dayAgo));
    },
  };
}

export type CodesRepo = ReturnType<typeof createCodesRepo>;
