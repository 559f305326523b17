import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
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

const columns = { id: pendingRegistrations.id, userId: pendingRegistrations.userId, data: pendingRegistrations.data, email: pendingRegistrations.email, mobile: pendingRegistrations.mobile };

/** Sign-ups and profile edits waiting for their code. */
export function createRegistrationsRepo(db: Database) {
  const live = gt(pendingRegistrations.expiresAt, sql`now()`);
  return {
    async insert(row: { tokenHash: string; userId: number | null; data: PendingSignupData; expiresAt: Date }): Promise<number> {
      const [inserted] = await db.insert(pendingRegistrations).values({
        tokenHash: row.tokenHash, userId: row.userId, data: row.data, email: row.data.email, mobile: row.data.mobile, expiresAt: row.expiresAt.toISOString(),
      }).returning({ id: pendingRegistrations.id });
      return inserted!.id;
    },

    async findById(id: number): Promise<PendingRegistration | undefined> {
      const [row] = await db.select(columns).from(pendingRegistrations).where(and(eq(pendingRegistrations.id, id), live));
      return row as PendingRegistration | undefined;
    },

    /** The registration a pending-registration cookie names, while it lasts. */
    async findByTokenHash(hash: string): Promise<PendingRegistration | undefined> {
      const [row] = await db.select(columns).from(pendingRegistrations).where(and(eq(pendingRegistrations.tokenHash, hash), live));
      return row as PendingRegistration | undefined;
    },

    /** The newest live registration for an address (e-mail or mobile). */
    async findLatestFor(field: 'email' | 'mobile', value: string): Promise<PendingRegistration | undefined> {
      const [row] = await db.select(columns).from(pendingRegistrations)
        .where(and(eq(pendingRegistrations[field], value), live)).orderBy(desc(pendingRegistrations.id)).limit(1);
      return row as PendingRegistration | undefined;
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
