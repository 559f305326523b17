import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from './auth.schema.ts';

/**
 * A live session and who it belongs to: the account's type, and its name, e-mail and mobile for the records of orders.
 */
export interface ActiveSession {
  id: number;
  userId: number;
  userType: 'user' | 'corporate';
  fullName: string;
  /** Null once another account proved the e-mail this one only claimed (decision 018). */
  email: string | null;
  mobile: string | null;
  lastUsedAt: string;
  expiresAt: string;
}

/**
 * `ended` hears of every user whose sessions end here (the session cache forgets them), as soon as the statement
 * runs: inside a transaction, before it commits.
 */
export function createSessionsRepo(db: Database, ended: (userId: number) => void = () => {}) {
  // Every signed-in request looks its session up: a prepared statement is planned once per connection, not each time.
  const activeByHash = db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      userType: users.userType,
      fullName: users.fullName,
      email: users.email,
      mobile: users.mobile,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('hash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        // Blocking ends an account's sessions too; this holds even for one started in the same instant (issue 25).
        isNull(users.blockedAt),
      ),
    )
    .prepare('session_by_token_hash');

  return {
    async insert(userId: number, tokenHash: string, expiresAt: Date): Promise<number> {
      const [row] = await db
        .insert(sessions)
        .values({ userId, tokenHash, expiresAt: expiresAt.toISOString() })
        .returning({ id: sessions.id });
      return row!.id;
    },

    /** The session of a token's hash when it is neither revoked nor expired, and its account is not blocked. */
    async findActive(hash: string): Promise<ActiveSession | undefined> {
      const [row] = await activeByHash.execute({ hash });
      return row as ActiveSession | undefined;
    },

    async touch(id: number): Promise<void> {
      await db
        .update(sessions)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(sessions.id, id));
    },

    async revoke(id: number): Promise<void> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
        .returning({ userId: sessions.userId });
      for (const row of rows) ended(row.userId);
    },

    /** Ends every session of a user (a password change or reset, a block by staff). */
    async revokeAll(userId: number): Promise<void> {
      ended(userId);
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    /** Forgets sessions that ended more than a day ago. */
    async prune(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, sql`now() - interval '1 day'`));
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
