import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pendingRegistrations } from './auth.schema.ts';

/** Pending registrations carry the sign-up as validated: everything but the plain password. */
export interface PendingSignupData {
  userType: 'user' | 'corporate';
  fullName: string;
  email: string;
  mobile: string;
  passwordHash: string | null;
  landmark: string | null;
  currentLocation: string | null;
  nationality: string | null;
  dob: string | null;
  anniversaryDate: string | null;
  companyName: string | null;
  designation: string | null;
  landline: string | null;
}

export interface PendingRegistration {
  id: number;
  userId: number | null;
  data: PendingSignupData;
  email: string;
  mobile: string;
}

const columns = {
  id: pendingRegistrations.id,
  userId: pendingRegistrations.userId,
  data: pendingRegistrations.data,
  email: pendingRegistrations.email,
  mobile: pendingRegistrations.mobile,
};

/** Sign-ups and profile edits waiting for their code. */
export function createRegistrationsRepo(db: Database) {
  const live = gt(pendingRegistrations.expiresAt, sql`now()`);
  return {
    async insert(row: {
      tokenHash: string;
      userId: number | null;
      data: PendingSignupData;
      expiresAt: Date;
    }): Promise<number> {
      const [inserted] = await db
        .insert(pendingRegistrations)
        .values({
          tokenHash: row.tokenHash,
          userId: row.userId,
          data: row.data,
          email: row.data.email,
          mobile: row.data.mobile,
          expiresAt: row.expiresAt.toISOString(),
        })
        .returning({ id: pendingRegistrations.id });
      return inserted!.id;
    },

    async findById(id: number): Promise<PendingRegistration | undefined> {
      const [row] = await db
        .select(columns)
        .from(pendingRegistrations)
        .where(and(eq(pendingRegistrations.id, id), live));
      return row as PendingRegistration | undefined;
    },

    /** The registration a pending-registration cookie names, while it lasts. */
    async findByTokenHash(hash: string): Promise<PendingRegistration | undefined> {
      const [row] = await db
        .select(columns)
        .from(pendingRegistrations)
        .where(and(eq(pendingRegistrations.tokenHash, hash), live));
      return row as PendingRegistration | undefined;
    },

    /**
     * The newest few live sign-ups (not profile edits) with an address. Several people may have started one with the
     * same address; only the password of one tells which is whose (decision 018).
     */
    async signupsFor(field: 'email' | 'mobile', value: string, limit: number): Promise<PendingRegistration[]> {
      const rows = await db
        .select(columns)
        .from(pendingRegistrations)
        .where(and(eq(pendingRegistrations[field], value), isNull(pendingRegistrations.userId), live))
        .orderBy(desc(pendingRegistrations.id))
        .limit(limit);
      return rows as PendingRegistration[];
    },

    /** The newest live profile edit of an account. */
    async latestEditOf(userId: number): Promise<PendingRegistration | undefined> {
      const [row] = await db
        .select(columns)
        .from(pendingRegistrations)
        .where(and(eq(pendingRegistrations.userId, userId), live))
        .orderBy(desc(pendingRegistrations.id))
        .limit(1);
      return row as PendingRegistration | undefined;
    },

    /**
     * A resend from the same browser: the sign-up takes the details as now given, and lasts as long as the new code.
     */
    async refresh(id: number, data: PendingSignupData, expiresAt: Date): Promise<void> {
      await db
        .update(pendingRegistrations)
        .set({ data, email: data.email, mobile: data.mobile, expiresAt: expiresAt.toISOString() })
        .where(eq(pendingRegistrations.id, id));
    },

    async delete(id: number): Promise<void> {
      await db.delete(pendingRegistrations).where(eq(pendingRegistrations.id, id));
    },

    async prune(): Promise<void> {
      await db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, sql`now()`));
    },
  };
}

export type RegistrationsRepo = ReturnType<typeof createRegistrationsRepo>;
