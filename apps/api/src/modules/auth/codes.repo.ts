import { and, count, desc, eq, gt, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import { lockUntilCommit } from '../../db/advisory-lock.ts';
import type { Database } from '../../db/client.ts';
import { loginFailures, oneTimeCodes } from './auth.schema.ts';

export type CodeRow = typeof oneTimeCodes.$inferSelect;
export type NewCode = typeof oneTimeCodes.$inferInsert;

/** Which codes a wait or a replacement looks at: one purpose and address, or one pending sign-up's. */
export type CodeScope = { purpose: string; target: string } | { registrationId: number; target?: string };

const scopeOf = (scope: CodeScope) =>
  'registrationId' in scope
    ? and(
        eq(oneTimeCodes.registrationId, scope.registrationId),
        scope.target === undefined ? undefined : eq(oneTimeCodes.target, scope.target),
      )
    : and(
        eq(oneTimeCodes.purpose, scope.purpose),
        eq(oneTimeCodes.target, scope.target),
        isNull(oneTimeCodes.registrationId),
      );

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

    /**
     * When the last code of this kind was made, if one was: of a purpose and address, or of one pending sign-up (a
     * sign-up's resend waits belong to it alone, decision 018).
     */
    async lastIssuedAt(scope: CodeScope): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: oneTimeCodes.createdAt })
        .from(oneTimeCodes)
        .where(scopeOf(scope))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return row ? new Date(row.createdAt) : undefined;
    },

    /**
     * Codes sent to an address since a moment: sign-up codes asked for by one client, or every other code. Sign-ups
     * somebody else starts with the address never use up its owner's codes (decision 018).
     */
    async countSince(target: string, since: Date, signupsBy?: string): Promise<number> {
      const which =
        signupsBy === undefined
          ? ne(oneTimeCodes.purpose, 'registration')
          : and(eq(oneTimeCodes.purpose, 'registration'), eq(oneTimeCodes.requestedBy, signupsBy));
      const [row] = await db
        .select({ n: count() })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.target, target), which, gte(oneTimeCodes.createdAt, since.toISOString())));
      return Number(row?.n ?? 0);
    },

    /** Makes the new code the only open one of its kind: of its purpose and address, or of its pending sign-up. */
    async replace(code: NewCode): Promise<CodeRow> {
      const scope: CodeScope = code.registrationId
        ? { registrationId: code.registrationId }
        : { purpose: code.purpose, target: code.target };
      await db
        .update(oneTimeCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(scopeOf(scope), isNull(oneTimeCodes.consumedAt)));
      const [row] = await db.insert(oneTimeCodes).values(code).returning();
      return row!;
    },

    /** The open code an e-mailed link names (by its token's hash), when it has not expired. */
    async findOpenByLink(linkHash: string): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.linkHash, linkHash),
            isNull(oneTimeCodes.consumedAt),
            gt(oneTimeCodes.expiresAt, sql`now()`),
          ),
        );
      return row;
    },

    /** The open code of a purpose and address, when it has not expired. */
    async findOpen(purpose: string, target: string): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(open(purpose, target), gt(oneTimeCodes.expiresAt, sql`now()`)))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return row;
    },

    /** The open code of a pending registration, when it has not expired. */
    async findOpenForRegistration(registrationId: number): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.registrationId, registrationId),
            isNull(oneTimeCodes.consumedAt),
            gt(oneTimeCodes.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return row;
    },

    /** Counts a wrong try; at `maxAttempts` the code is spent. Returns the tries so far. */
    async recordWrongTry(id: number, maxAttempts: number): Promise<number> {
      const [row] = await db
        .update(oneTimeCodes)
        .set({
          attempts: sql`${oneTimeCodes.attempts} + 1`,
          consumedAt: sql`case when ${oneTimeCodes.attempts} + 1 >= ${maxAttempts} then now() else null end`,
        })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
        .returning({ attempts: oneTimeCodes.attempts });
      return row?.attempts ?? maxAttempts;
    },

    /** Uses a code up; false when another request used it first. */
    async consume(id: number): Promise<boolean> {
      const rows = await db
        .update(oneTimeCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      return rows.length === 1;
    },

    /** Counts a password login as failed until it succeeds (`clearLoginFailures`). */
    async recordLoginFailure(identifier: string): Promise<void> {
      await db.insert(loginFailures).values({ identifier });
    },

    async loginFailuresSince(identifier: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(loginFailures)
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
