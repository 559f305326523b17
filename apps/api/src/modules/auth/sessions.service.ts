import { DAY_MS, type AuthUser } from '@shop/shared';
import { randomToken, tokenHash } from '../../lib/tokens.ts';
import type { SessionCache } from './session-cache.ts';
import type { ActiveSession, SessionsRepo } from './sessions.repo.ts';

/** How an account is reached: what an order records of its customer, and where a stock alert goes. */
export interface AccountContact {
  fullName: string;
  email: string | null;
  mobile: string | null;
}

/** A request's session: who it is, which session (so logout ends exactly this one), and the account's details. */
export interface Session {
  id: number;
  user: AuthUser;
  contact: AccountContact;
}

/** A session's last use is written at most this often: not one write per request. */
const TOUCH_EVERY_MS = 5 * 60_000;
/** Tokens are base64url of 32 bytes; anything else is not worth a database look-up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new session for a user (in whatever transaction `repo` belongs to); the token is shown once and never stored. */
export async function startSession(repo: SessionsRepo, userId: number, days: number): Promise<string> {
  const token = randomToken();
  await repo.insert(userId, tokenHash(token), new Date(Date.now() + days * DAY_MS));
  return token;
}

const asSession = (session: ActiveSession): Session => ({
  id: session.id,
  user: { id: session.userId, user_type: session.userType },
  contact: { fullName: session.fullName, email: session.email, mobile: session.mobile },
});

/**
 * Login sessions (issue 8): opaque random tokens, stored hashed, revocable, expiring after SESSION_DAYS. A session
 * found live is kept in `cache` for a while, and forgotten when it ends (the repository tells the cache).
 */
export function createSessionsService({
  repo,
  days,
  cache,
}: {
  repo: SessionsRepo;
  days: number;
  cache?: SessionCache;
}) {
  return {
    start: (userId: number) => startSession(repo, userId, days),

    /** The live session a token opens, or undefined (unknown, tampered, revoked or expired). */
    async resolve(token: string): Promise<Session | undefined> {
      if (!TOKEN_SHAPE.test(token)) return undefined;
      const hash = tokenHash(token);
      const cached = cache?.get(hash);
      if (cached) return asSession(cached);
      const session = await repo.findActive(hash);
      if (!session) return undefined;
      if (Date.now() - new Date(session.lastUsedAt).getTime() > TOUCH_EVERY_MS) await repo.touch(session.id);
      cache?.keep(hash, session);
      return asSession(session);
    },

    end: (sessionId: number) => repo.revoke(sessionId),
    endAll: (userId: number) => repo.revokeAll(userId),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
