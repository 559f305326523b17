import {
  ACCOUNT_MESSAGES,
  isAtLeastAge,
  isIsoDate,
  LOGIN_MESSAGES,
  MINIMUM_AGE_YEARS,
  normalizeMobile,
  type AuthUser,
  type GoogleLoginBody,
  type PasswordLoginBody,
  type ResetPasswordBody,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import { ServiceUnavailableError, TooManyRequestsError, ValidationError } from '../../lib/errors.ts';
import { decoyHash, hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import { blockedLogin } from './account-block.ts';
import { proveAddress, tellDroppedClaims, type DroppedClaim } from './address-claims.ts';
import type { AuthRepos } from './auth.repos.ts';
import { checkCode, checkLink, type CodesService } from './codes.service.ts';
import type { GoogleVerifier } from './google-token.ts';
import type { Verified } from './registration.service.ts';
import { startSession } from './sessions.service.ts';
import { isUniqueViolation } from './taken.ts';
import type { AddressField, UserRow } from './users.repo.ts';

/** Failed password logins one e-mail or number may have in a quarter of an hour before it must wait. */
export const PASSWORD_FAILURES_ALLOWED = 10;
const FAILURE_WINDOW_MS = 15 * 60_000;

export interface LoginServiceDeps {
  repos: AuthRepos;
  transaction: UnitOfWork<AuthRepos>;
  codes: CodesService;
  secret: string;
  sessionDays: number;
  /** Verifies Google ID tokens; absent when GOOGLE_CLIENT_ID is not set. */
  google?: GoogleVerifier;
  notifier: Notifier;
  /**
   * The storefront's reset page for a link token. Built from the shop's configured address, never from the request's
   * Host header, which anyone can set: a reset link pointing elsewhere would hand the token to whoever set it.
   */
  resetLink: (token: string) => string;
  /** Told about notices (an address taken from an account that only claimed it) that could not be sent. */
  onNoticeError?: (err: unknown) => void;
}

const authUser = (row: UserRow): AuthUser => ({ id: row.id, user_type: row.userType as AuthUser['user_type'] });

/** Truthy as a form or JSON sends it (`true`, `"true"`, `1`). */
const truthy = (value: unknown) => value === true || value === 1 || value === 'true' || value === '1';

/**
 * Logging in (issue 8): by a code sent to the mobile number, by password (e-mail or mobile), or with a verified
 * Google ID token; and resetting a forgotten password with an e-mailed code. A number or e-mail with no account
 * gets the same answers as one with an account until a code or password is checked.
 */
export function createLoginService({
  repos,
  transaction,
  codes,
  secret,
  sessionDays,
  google,
  notifier,
  resetLink,
  onNoticeError = () => {},
}: LoginServiceDeps) {
  /**
   * The account a checked login code opens: the one it was sent for, while that account still has the number proven.
   * A code never opens an account through a number it only claims (decision 018).
   */
  async function codeLoginAccount(tx: AuthRepos, userId: number | null, mobile: string): Promise<UserRow | undefined> {
    if (userId === null) return undefined;
    const user = await tx.users.findById(userId);
    return user && user.mobile === mobile && user.mobileVerifiedAt ? user : undefined;
  }

  /**
   * The account an identifier and password open: the one that proved the identifier, or one that only claims it (the
   * password is the proof there). With no account at all a decoy hash is checked, so timing tells nobody which
   * addresses have one.
   */
  async function accountOpenedBy(
    field: AddressField,
    identifier: string,
    password: string,
  ): Promise<UserRow | undefined> {
    const candidates = (await repos.users.passwordCandidates(field, identifier)).filter((u) => u.passwordHash);
    if (candidates.length === 0) {
      await verifyPassword(await decoyHash(), password);
      return undefined;
    }
    for (const candidate of candidates) {
      if (await verifyPassword(candidate.passwordHash!, password)) return candidate;
    }
    return undefined;
  }

  return {
    /** `POST /newLogin` and `POST /resendOTP`: a code by SMS, sent only when an account proved the number. */
    async sendLoginCode(mobile: string): Promise<{ resendAfter: number }> {
      const user = await repos.users.findByProvenMobile(mobile);
      return codes.issue({
        purpose: 'login',
        target: mobile,
        channel: 'sms',
        userId: user?.id ?? null,
        delivery: user ? 'background' : 'none',
      });
    },

    /** `POST /verifyOTP`. */
    async verifyLoginCode(mobile: string, otp: string): Promise<Verified> {
      const outcome = await transaction(async (tx) => {
        const check = await checkCode(tx.codes, secret, { purpose: 'login', target: mobile, code: otp });
        if (!check.ok) return check;
        const user = await codeLoginAccount(tx, check.row.userId, mobile);
        if (!user)
          return {
            ok: false as const,
            error: new ValidationError(LOGIN_MESSAGES.invalidOtp, { otp: [LOGIN_MESSAGES.invalidOtp] }),
          };
        // Refused inside the transaction, so the code stays spent: it was right, and must not be tried again.
        if (user.blockedAt) return { ok: false as const, error: blockedLogin() };
        return {
          ok: true as const,
          user: authUser(user),
          token: await startSession(tx.sessions, user.id, sessionDays),
        };
      });
      if (!outcome.ok) throw outcome.error;
      return { user: outcome.user, token: outcome.token };
    },

    /** `POST /auth/login`: e-mail or mobile number, and password. */
    async passwordLogin(body: PasswordLoginBody): Promise<Verified> {
      if (truthy(body.is_social))
        throw new ValidationError(ACCOUNT_MESSAGES.socialNeedsToken, {
          is_social: [ACCOUNT_MESSAGES.socialNeedsToken],
        });
      const given = (body.email ?? body.mobile ?? '').trim();
      if (!given)
        throw new ValidationError(ACCOUNT_MESSAGES.wrongCredentials, { email: [ACCOUNT_MESSAGES.wrongCredentials] });
      if (!body.password) throw new ValidationError('Please Enter password.', { password: ['Please Enter password.'] });
      const identifier = given.includes('@') ? given.toLowerCase() : (normalizeMobile(given) ?? given);
      // Every attempt counts as a failure until its password is right, and is counted before the password is checked:
      // attempts sent together each see the others, so no burst gets more than the allowed tries (counting only after
      // the slow check let every attempt of a burst through).
      await repos.codes.recordLoginFailure(identifier);
      if (
        (await repos.codes.loginFailuresSince(identifier, new Date(Date.now() - FAILURE_WINDOW_MS))) >
        PASSWORD_FAILURES_ALLOWED
      ) {
        throw new TooManyRequestsError('Too many failed logins. Please wait 15 minutes, or log in with a code.');
      }
      const user = await accountOpenedBy(identifier.includes('@') ? 'email' : 'mobile', identifier, body.password);
      if (!user)
        throw new ValidationError(ACCOUNT_MESSAGES.wrongCredentials, { password: [ACCOUNT_MESSAGES.wrongCredentials] });
      if (user.blockedAt) throw blockedLogin();
      await repos.codes.clearLoginFailures(identifier);
      return { user: authUser(user), token: await startSession(repos.sessions, user.id, sessionDays) };
    },

    /**
     * `POST /google-login`: a verified ID token signs in, links by a Google-verified e-mail, or creates the account.
     */
    async googleLogin(body: GoogleLoginBody): Promise<Verified> {
      if (!google) throw new ServiceUnavailableError(ACCOUNT_MESSAGES.googleNotConfigured, 'GOOGLE_OFF');
      const identity = await google(body.google_token);
      if (!identity)
        throw new ValidationError(ACCOUNT_MESSAGES.googleInvalid, { google_token: [ACCOUNT_MESSAGES.googleInvalid] });
      // Google's own birthday claim wins; a birthday the client read from Google counts only when the token has none.
      const birthday = identity.birthdate ?? (body.dob && isIsoDate(body.dob) ? body.dob : null);
      if (birthday && !isAtLeastAge(birthday, new Date(), MINIMUM_AGE_YEARS))
        throw new ValidationError(LOGIN_MESSAGES.underAge, { dob: [LOGIN_MESSAGES.underAge] });
      let dropped: DroppedClaim[] = [];
      const outcome = await transaction(async (tx) => {
        let user = await tx.users.findByGoogleSubject(identity.subject);
        if (user?.blockedAt) return { ok: false as const, error: blockedLogin() };
        if (!user && identity.email) {
          await tx.users.lockAddresses([identity.email]);
          // Google proved this e-mail, and the account that proved it too is this person's. An account that only
          // claims it may be someone else's (decision 018): it is never linked, and loses the claim when this sign-up
          // proves the address.
          const owner = await tx.users.findByProvenEmail(identity.email);
          // A blocked account gains no new way in: it is neither linked nor opened.
          if (owner?.blockedAt) return { ok: false as const, error: blockedLogin() };
          if (owner) user = await tx.users.update(owner.id, { googleSubject: identity.subject });
        }
        if (!user) {
          if (!identity.email)
            return {
              ok: false as const,
              error: new ValidationError('Your Google account has no verified e-mail address.', {
                email: ['Your Google account has no verified e-mail address.'],
              }),
            };
          user = await tx.users.insert({
            userType: body.user_type ?? 'user',
            fullName: (identity.name ?? body.full_name ?? identity.email.split('@')[0]!).slice(0, 100),
            email: identity.email,
            googleSubject: identity.subject,
            emailVerifiedAt: new Date().toISOString(),
            dob: birthday,
          });
          dropped = await proveAddress(tx, 'email', identity.email, user.id);
        }
        return {
          ok: true as const,
          user: authUser(user),
          token: await startSession(tx.sessions, user.id, sessionDays),
        };
      }).catch((err: unknown) => {
        if (isUniqueViolation(err))
          return { ok: false as const, error: new ValidationError(LOGIN_MESSAGES.googleRejected) };
        throw err;
      });
      if (!outcome.ok) throw outcome.error;
      tellDroppedClaims(notifier, dropped, onNoticeError);
      return { user: outcome.user, token: outcome.token };
    },

    /**
     * `POST /forget-password`: a reset code, and a link to the storefront's reset page, by e-mail when an account
     * proved
     * the address; the same answer when none did.
     */
    async forgotPassword(email: string): Promise<void> {
      const user = await repos.users.findByProvenEmail(email);
      await codes.issue({
        purpose: 'password-reset',
        target: email,
        channel: 'email',
        userId: user?.id ?? null,
        link: resetLink,
        delivery: user ? 'background' : 'none',
      });
    },

    /**
     * `POST /reset-password`: the e-mailed code (with its e-mail), or the e-mailed link's token, sets a new password
     * and
     * ends every session. Both are one code: either spends it, and they share its wrong tries and expiry.
     */
    async resetPassword(body: ResetPasswordBody): Promise<void> {
      if (isCommonPassword(body.password))
        throw new ValidationError(ACCOUNT_MESSAGES.passwordCommon, { password: [ACCOUNT_MESSAGES.passwordCommon] });
      const passwordHash = await hashPassword(body.password);
      const outcome = await transaction(async (tx) => {
        const check =
          body.token !== undefined
            ? await checkLink(tx.codes, 'password-reset', body.token)
            : await checkCode(tx.codes, secret, { purpose: 'password-reset', target: body.email!, code: body.code! });
        if (!check.ok) return check;
        if (check.row.userId === null)
          return {
            ok: false as const,
            error: new ValidationError(LOGIN_MESSAGES.invalidOtp, { code: [LOGIN_MESSAGES.invalidOtp] }),
          };
        await tx.users.update(check.row.userId, { passwordHash });
        await tx.sessions.revokeAll(check.row.userId);
        await tx.codes.clearLoginFailures(check.row.target);
        return { ok: true as const };
      });
      if (!outcome.ok) throw outcome.error;
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
