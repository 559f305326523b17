import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { shopToday, type AgeProof } from '@shop/shared';
import { queryRows, type Database } from '../../db/client.ts';
import { ageChecks, eidDocuments } from './orders.schema.ts';

export type AgeCheckRow = typeof ageChecks.$inferSelect;
export type EidDocumentRow = typeof eidDocuments.$inferSelect;

/** A buyer's uploads, newest first, each with the last staff decision on it (none yet: pending). */
export interface EidWithDecision {
  doc: EidDocumentRow;
  check: AgeCheckRow | null;
}

/** Staff decisions on Emirates IDs (issue 25, item 6): what proves a buyer's age, and until when. */
export function createAgeChecksRepo(db: Database) {
  return {
    async record(check: typeof ageChecks.$inferInsert): Promise<AgeCheckRow> {
      const [row] = await db.insert(ageChecks).values(check).returning();
      return row!;
    },

    /** The latest expiry of a verified ID of the buyer's still valid on `day` (`YYYY-MM-DD`), or undefined. */
    async verifiedUntil(userId: number, day: string): Promise<string | undefined> {
      const [row] = await db
        .select({ until: sql<string | null>`max(${ageChecks.idExpiresOn})::text` })
        .from(ageChecks)
        .where(and(eq(ageChecks.userId, userId), eq(ageChecks.decision, 'verified'), gte(ageChecks.idExpiresOn, day)));
      return row?.until ?? undefined;
    },

    /** The buyer's date of birth as their account gives it (what an ID is checked against). */
    async dobOf(userId: number): Promise<string | undefined> {
      const [row] = await queryRows<{ dob: string | null }>(
        db,
        sql`select dob::text as dob from users where id = ${userId}`,
      );
      return row?.dob ?? undefined;
    },

    /** Where the buyer hears of a rejected ID. */
    async contactOf(userId: number): Promise<{ email: string | null; mobile: string | null } | undefined> {
      const [row] = await queryRows<{ email: string | null; mobile: string | null }>(
        db,
        sql`select email, mobile from users where id = ${userId}`,
      );
      return row;
    },

    /**
     * Where the buyer's proof of age stands on `day`: a verified ID still valid; else their newest upload's latest
     * decision (none yet: being checked; rejected: with its reason); else none on file, or only expired ones.
     */
    async proofOf(userId: number, day: string): Promise<AgeProof> {
      if (await this.verifiedUntil(userId, day)) return { state: 'verified', reason: null };
      const [newest] = await this.documentsOf(userId);
      if (!newest) return { state: 'missing', reason: null };
      if (!newest.check) return { state: 'checking', reason: null };
      if (newest.check.decision === 'rejected') return { state: 'rejected', reason: newest.check.reason };
      return { state: 'missing', reason: null };
    },

    async document(id: number): Promise<EidDocumentRow | undefined> {
      const [row] = await db.select().from(eidDocuments).where(eq(eidDocuments.id, id));
      return row;
    },

    /** The buyer's uploads, newest first, with the latest decision on each. */
    async documentsOf(userId: number): Promise<EidWithDecision[]> {
      const docs = await db
        .select()
        .from(eidDocuments)
        .where(eq(eidDocuments.userId, userId))
        .orderBy(desc(eidDocuments.id));
      const checks = await db.select().from(ageChecks).where(eq(ageChecks.userId, userId)).orderBy(desc(ageChecks.id));
      return docs.map((doc) => ({ doc, check: checks.find((c) => c.eidDocumentId === doc.id) ?? null }));
    },
  };
}

export type AgeChecksRepo = ReturnType<typeof createAgeChecksRepo>;

/** Where a buyer's proof of age stands today, for other modules (the back office's customer view). */
export function ageProofReader(db: Database): (userId: number) => Promise<AgeProof> {
  const ages = createAgeChecksRepo(db);
  return (userId) => ages.proofOf(userId, shopToday(new Date()));
}
