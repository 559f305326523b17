import { createHmac } from 'node:crypto';
import {
  DAY_MS,
  STAFF_MESSAGES,
  STAFF_SESSION_HOURS,
  STAFF_SESSION_IDLE_MINUTES,
  type StaffLoginBody,
} from '@shop/shared';
import { TooManyRequestsError, UnauthorizedError } from '../../lib/errors.ts';
import { decoyHash, verifyPassword } from '../../lib/passwords.ts';
import { randomToken, tokenHash } from '../../lib/tokens.ts';
import { recoveryCodeHash } from './recovery-codes.ts';
import type { SecretBox } from './secret-box.ts';
import type { StaffRepo, StaffRow } from './staff.repo.ts';
import { checkTotp } from './totp.ts';

/** Failed logins one e-mail may have in a quarter of an hour before it must wait, as for customers. */
export const STAFF_FAILURES_ALLOWED = 10;
const FAILURE_WINDOW_MS = 15 * 60_000;
/** A session's last use is written at most this often: every call reads it, few need to write it. */
const TOUCH_EVERY_MS = 60_000;

/** Who is calling: a person through their session cookie, or a service account through its key. */
export interface StaffPrincipal {
  member: StaffRow;
  via: 'session' | 'key';
}

export interface StaffLogin {
  member: StaffRow;
  /** The session cookie's value. */
  token: string;
  /** What every write of the session sends back in `x-csrf-token`. */
  csrfToken: string;
  expiresAt: Date;
}

/**
 * Staff sign-in (issue 25): password (argon2id) and a TOTP code or one recovery code, with customers' limits. Sessions
 * are opaque tokens stored hashed. The CSRF token is an HMAC of the session token under AUTH_SECRET: nothing to store,
 * and no other session's token matches it.
 */
export function createStaffAuth({ repo, secret, box }: { repo: StaffRepo; secret: string; box: SecretBox }) {
  const csrfFor = (token: string) => createHmac('sha256', secret).update(`staff-csrf\n${token}`).digest('base64url');

  /** The second factor: a TOTP code not used before, or an unused recovery code (used up here). */
  async function secondFactorHolds(member: StaffRow, body: StaffLoginBody): Promise<boolean> {
    if (body.totp !== undefined) {
      const sealed = member.totpSecret && box.open(member.totpSecret);
      if (!sealed) return false;
      const step = checkTotp(sealed, body.totp, { afterStep: member.totpLastStep });
      return step !== undefined && (await repo.useTotpStep(member.id, step));
    }
    return repo.useRecoveryCode(member.id, recoveryCodeHash(secret, body.recovery_code!));
  }

  return {
    csrfFor,

    async login(body: StaffLoginBody): Promise<StaffLogin> {
      // Counted before the check, so a burst of attempts sent together sees all of itself (as customers' logins).
      await repo.recordLoginFailure(body.email);
      if (
        (await repo.loginFailuresSince(body.email, new Date(Date.now() - FAILURE_WINDOW_MS))) > STAFF_FAILURES_ALLOWED
      )
        throw new TooManyRequestsError(STAFF_MESSAGES.tooManyFailures);
      const member = await repo.findByEmail(body.email);
      const canSignIn = member?.kind === 'person' && member.status === 'active' && member.passwordHash;
      // Without an account the decoy is checked, so timing tells nobody which e-mails are staff.
      const passwordOk = await verifyPassword(canSignIn ? member.passwordHash! : await decoyHash(), body.password);
      if (!canSignIn || !passwordOk || !(await secondFactorHolds(member, body)))
        throw new UnauthorizedError(STAFF_MESSAGES.wrongCredentials, 'STAFF_LOGIN_FAILED');
      await repo.clearLoginFailures(body.email);
      const token = randomToken();
      const expiresAt = new Date(Date.now() + STAFF_SESSION_HOURS * (DAY_MS / 24));
      await repo.insertSession(member.id, tokenHash(token), expiresAt);
      return { member, token, csrfToken: csrfFor(token), expiresAt };
    },

    async logout(token: string): Promise<void> {
      await repo.revokeSession(tokenHash(token));
    },

    /** The person a session cookie opens, while the session is live and the member active. */
    async bySession(token: string): Promise<StaffPrincipal | undefined> {
      const idleSince = new Date(Date.now() - STAFF_SESSION_IDLE_MINUTES * 60_000);
      const found = await repo.activeSession(tokenHash(token), idleSince);
      if (!found || found.member.status !== 'active') return undefined;
      if (Date.now() - Date.parse(found.lastUsedAt) > TOUCH_EVERY_MS) await repo.touchSession(found.sessionId);
      return { member: found.member, via: 'session' };
    },

    /** The service account a key opens, while it is active. */
    async byKey(key: string): Promise<StaffPrincipal | undefined> {
      const member = await repo.findByApiKeyHash(tokenHash(key));
      return member?.kind === 'service' && member.status === 'active' ? { member, via: 'key' } : undefined;
    },

    async sweep(): Promise<void> {
      await repo.sweep();
    },
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
