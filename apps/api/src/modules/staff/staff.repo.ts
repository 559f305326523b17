import type { StaffRole } from '@shop/shared';
import { and, asc, count, eq, gt, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffLoginFailures, staffMembers, staffRecoveryCodes, staffSessions } from './staff.schema.ts';

export type StaffRow = typeof staffMembers.$inferSelect;
export type NewStaffRow = typeof staffMembers.$inferInsert;

/** A live staff session and its member, as every staff call resolves it. */
export interface ActiveStaffSession {
  sessionId: number;
  lastUsedAt: string;
  member: StaffRow;
}

/** Staff accounts, their recovery codes, sessions and failed logins (issue 25). */
export function createStaffRepo(db: Database) {
  return {
    async insert(values: NewStaffRow): Promise<StaffRow> {
      const [row] = await db.insert(staffMembers).values(values).returning();
      return row!;
    },

    async findById(id: number): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
      return row;
    },

    async findByEmail(email: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
      return row;
    },

    /** The member a service key belongs to. */
    async findByApiKeyHash(hash: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staffMembers).where(eq(staffMembers.apiKeyHash, hash));
      return row;
    },

    /** The invited member a live invitation token belongs to. */
    async findByInviteHash(hash: string): Promise<StaffRow | undefined> {
      const [row] = await db
        .select()
        .from(staffMembers)
        .where(
          and(
            eq(staffMembers.inviteHash, hash),
            eq(staffMembers.status, 'invited'),
            gt(staffMembers.inviteExpiresAt, sql`now()`),
          ),
        );
      return row;
    },

    async list(): Promise<StaffRow[]> {
      return db.select().from(staffMembers).orderBy(asc(staffMembers.id));
    },

    /** Locks a member's row until the transaction ends, so two changes to one member run one after the other. */
    async lock(id: number): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).for('update');
      return row;
    },

    async update(id: number, values: Partial<NewStaffRow>): Promise<StaffRow> {
      const [row] = await db
        .update(staffMembers)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(staffMembers.id, id))
        .returning();
      return row!;
    },

    /** Active owners other than `exceptId`: the shop must keep one. Run under the owners' lock (`lockOwners`). */
    async otherActiveOwners(exceptId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(staffMembers)
        .where(
          and(
            eq(staffMembers.role, 'owner' satisfies StaffRole),
            eq(staffMembers.status, 'active'),
            ne(staffMembers.id, exceptId),
          ),
        );
      return row?.n ?? 0;
    },

    /** Locks every owner's row, so two owners cannot demote each other at once and leave none. */
    async lockOwners(): Promise<void> {
      await db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.role, 'owner')).for('update');
    },

    /**
     * Takes a TOTP step as used when it is later than the last one: of two logins with one code, one wins.
     */
    async useTotpStep(id: number, step: number): Promise<boolean> {
      const rows = await db
        .update(staffMembers)
        .set({ totpLastStep: step, lastLoginAt: sql`now()` })
        .where(
          and(
            eq(staffMembers.id, id),
            sql`(${staffMembers.totpLastStep} is null or ${staffMembers.totpLastStep} < ${step})`,
          ),
        )
        .returning({ id: staffMembers.id });
      return rows.length === 1;
    },

    async replaceRecoveryCodes(staffId: number, hashes: string[]): Promise<void> {
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
      if (hashes.length) await db.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
    },

    /** Uses a recovery code once: true when it was the member's and unused, and is now used. */
    async useRecoveryCode(staffId: number, hash: string): Promise<boolean> {
      const rows = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(staffRecoveryCodes.staffId, staffId),
            eq(staffRecoveryCodes.codeHash, hash),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      if (rows.length === 1)
        await db
          .update(staffMembers)
          .set({ lastLoginAt: sql`now()` })
          .where(eq(staffMembers.id, staffId));
      return rows.length === 1;
    },

    async unusedRecoveryCodes(staffId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    async recordLoginFailure(email: string): Promise<void> {
      await db.insert(staffLoginFailures).values({ email });
    },

    async loginFailuresSince(email: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(staffLoginFailures)
        .where(and(eq(staffLoginFailures.email, email), gte(staffLoginFailures.createdAt, since.toISOString())));
      return row?.n ?? 0;
    },

    async clearLoginFailures(email: string): Promise<void> {
      await db.delete(staffLoginFailures).where(eq(staffLoginFailures.email, email));
    },

    async insertSession(staffId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(staffSessions).values({ staffId, tokenHash, expiresAt: expiresAt.toISOString() });
    },

    /** The session of a token's hash while it is neither revoked, expired nor idle too long, with its member. */
    async activeSession(tokenHash: string, idleSince: Date): Promise<ActiveStaffSession | undefined> {
      const [row] = await db
        .select({ sessionId: staffSessions.id, lastUsedAt: staffSessions.lastUsedAt, member: staffMembers })
        .from(staffSessions)
        .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, sql`now()`),
            gt(staffSessions.lastUsedAt, idleSince.toISOString()),
          ),
        );
      return row;
    },

    async touchSession(id: number): Promise<void> {
      await db
        .update(staffSessions)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(staffSessions.id, id));
    },

    async revokeSession(tokenHash: string): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
    },

    /** Ends every session of a member at once (disabled, role changed, password reset). */
    async revokeSessionsOf(staffId: number): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
    },

    /** Forgets sessions and failures that can no longer count for anything. */
    async sweep(): Promise<void> {
      const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
      await db.delete(staffSessions).where(lt(staffSessions.expiresAt, dayAgo));
      await db.delete(staffLoginFailures).where(lt(staffLoginFailures.createdAt, dayAgo));
    },
  };
}

export type StaffRepo = ReturnType<typeof createStaffRepo>;
