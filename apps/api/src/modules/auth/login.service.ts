import {
  ACCOUNT_MESSAGES, isAtLeastAge, isIsoDate, LOGIN_MESSAGES, MINIMUM_AGE_YEARS, normalizeMobile,
  type AuthUser, type GoogleLoginBody, type PasswordLoginBody, type ResetPasswordBody,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { ServiceUnavailableError, TooManyRequestsError, ValidationError } from '../../lib/errors.ts';
import type { AuthRepos } from './auth.repos.ts';
import { checkCode, type CodesService } from './codes.service.ts';
import type { GoogleVerifier } from './google-token.ts';
import { decoyHash, hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import type { Verified } from './registration.service.ts';
import { startSession } from './sessions.service.ts';
import { isUniqueViolation } from './taken.ts';
import type { UserRow } from './users.repo.ts';

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
}

const authUser = (row: UserRow): AuthUser => ({ id: row.id, user_type: row.userType as AuthUser['user_type'] });

/** Truthy as a form or JSON sends it (`true`, `"true"`, `1`). */
const truthy = (value: unknown) => value === true || value === 1 || value === 'true' || value === '1';

/**
 * Logging in (issue 8): by a code sent to the mobile number, by password (e-mail or mobile), or with a verified
 * Google ID token; and resetting a forgotten password with an e-mailed code. A number or e-mail with no account
 * gets the same answers as one with an account until a code or password is checked.
 */
export function createLoginService({ repos, transaction, codes, secret, sessionDays, google }: LoginServiceDeps) {
  /** Logs in the account a checked code belongs to; the number is proven by the code. */
  async function finishCodeLogin(tx: AuthRepos, userId: number | null): Promise<UserRow | undefined> {
    if (userId === null) return undefined;
    const user = await tx.users.findById(userId);
    if (user && !user.mobileVerifiedAt) await tx.users.update(user.id, { mobileVerifiedAt: new Date().toISOString() });
    return user;
  }

  return {
    /** `POST /newLogin` and `POST /resendOTP`: a code by SMS, sent only when the number has an account. */
    async sendLoginCode(mobile: string): Promise<{ resendAfter: number }> {
      const user = await repos.users.findByMobile(mobile);
      return codes.issue({ purpose: 'login', target: mobile, channel: 'sms', userId: user?.id ?? null, delivery: user ? 'background' : 'none' });
    },

    /** `POST /verifyOTP`. */
    async verifyLoginCode(mobile: string, otp: string): Promise<Verified> {
      const outcome = await transaction(async (tx) => {
        const check = await checkCode(tx.codes, secret, { purpose: 'login', target: mobile, code: otp });
        if (!check.ok) return check;
        const user = await finishCodeLogin(tx, check.row.userId);
        if (!user) return { ok: false as const, error: new ValidationError(LOGIN_MESSAGES.invalidOtp, { otp: [LOGIN_MESSAGES.invalidOtp] }) };
        return { ok: true as const, user: authUser(user), token: await startSession(tx.sessions, user.id, sessionDays) };
      });
      if (!outcome.ok) throw outcome.error;
      return { user: outcome.user, token: outcome.token };
    },

    /** `POST /auth/login`: e-mail or mobile number, and password. */
    async passwordLogin(body: PasswordLoginBody): Promise<Verified> {
      if (truthy(body.is_social)) throw new ValidationError(ACCOUNT_MESSAGES.socialNeedsToken, { is_social: [ACCOUNT_MESSAGES.socialNeedsToken] });
      const given = (body.email ?? body.mobile ?? '').trim();
      if (!given) throw new ValidationError(ACCOUNT_MESSAGES.wrongCredentials, { email: [ACCOUNT_MESSAGES.wrongCredentials] });
      if (!body.password) throw new ValidationError('Please Enter password.', { password: ['Please Enter password.'] });
      const identifier = given.includes('@') ? given.toLowerCase() : normalizeMobile(given) ?? given;
      // Every attempt counts as a failure until its password is right, and is counted before the password is checked:
      // attempts sent together each see the others, so no burst gets more than the allowed tries (counting only after
      // the slow check let every attempt of a burst through).
      await repos.codes.recordLoginFailure(identifier);
      if ((await repos.codes.loginFailuresSince(identifier, new Date(Date.now() - FAILURE_WINDOW_MS))) > PASSWORD_FAILURES_ALLOWED) {
        throw new TooManyRequestsError('Too many failed logins. Please wait 15 minutes, or log in with a code.');
      }
      const user = identifier.includes('@') ? await repos.users.findByEmail(identifier) : await repos.users.findByMobile(identifier);
      // The same work whether or not the account exists, so timing tells nobody which addresses have one.
      const matches = await verifyPassword(user?.passwordHash ?? (await decoyHash()), body.password);
      if (!user || !user.passwordHash || !matches) throw new ValidationError(ACCOUNT_MESSAGES.wrongCredentials, { password: [ACCOUNT_MESSAGES.wrongCredentials] });
      await repos.codes.clearLoginFailures(identifier);
      return { user: authUser(user), token: await startSession(repos.sessions, user.id, sessionDays) };
    },

    /** `POST /google-login`: a verified ID token signs in, links by a Google-verified e-mail, or creates the account. */
    async googleLogin(body: GoogleLoginBody): Promise<Verified> {
      if (!google) throw new ServiceUnavailableError(ACCOUNT_MESSAGES.googleNotConfigured, 'GOOGLE_OFF');
      const identity = await google(body.google_token);
      if (!identity) throw new ValidationError(ACCOUNT_MESSAGES.googleInvalid, { google_token: [ACCOUNT_MESSAGES.googleInvalid] });
      // Google's own birthday claim wins; a birthday the client read from Google counts only when the token has none.
      const birthday = identity.birthdate ?? (body.dob && isIsoDate(body.dob) ? body.dob : null);
      if (birthday && !isAtLeastAge(birthday, new Date(), MINIMUM_AGE_YEARS)) throw new ValidationError(LOGIN_MESSAGES.underAge, { dob: [LOGIN_MESSAGES.underAge] });
      const outcome = await transaction(async (tx) => {
        let user = await tx.users.findByGoogleSubject(identity.subject);
        if (!user && identity.email) {
          const byEmail = await tx.users.findByEmail(identity.email);
          // Google proved this e-mail, and the account that has it proved it too: it is this person's. An account that
          // never proved it may be someone else's claim on the address (its sign-up proved only the mobile): linking
          // would hand the address's owner an account somebody else holds the password of.
          if (byEmail && !byEmail.emailVerifiedAt) return { ok: false as const, error: new ValidationError(ACCOUNT_MESSAGES.googleEmailUnproven, { email: [ACCOUNT_MESSAGES.googleEmailUnproven] }) };
          if (byEmail) user = await tx.users.update(byEmail.id, { googleSubject: identity.subject });
        }
        if (!user) {
          if (!identity.email) return { ok: false as const, error: new ValidationError('Your Google account has no verified e-mail address.', { email: ['Your Google account has no verified e-mail address.'] }) };
          user = await tx.users.insert({
            userType: body.user_type ?? 'user',
            fullName: (identity.name ?? body.full_name ?? identity.email.split('@')[0]!).slice(0, 100),
            email: identity.email,
            googleSubject: identity.subject,
            emailVerifiedAt: new Date().toISOString(),
            dob: birthday,
          });
        }
        return { ok: true as const, user: authUser(user), token: await startSession(tx.sessions, user.id, sessionDays) };
      }).catch((err: unknown) => {
        if (isUniqueViolation(err)) return { ok: false as const, error: new ValidationError(LOGIN_MESSAGES.googleRejected) };
        throw err;
      });
      if (!outcome.ok) throw outcome.error;
      return { user: outcome.user, token: outcome.token };
    },

    /** `POST /forget-password`: a reset code by e-mail when the address has an account; the same answer when not. */
    async forgotPassword(email: string): Promise<void> {
      const user = await repos.users.findByEmail(email);
      await codes.issue({ purpose: 'password-reset', target: email, channel: 'email', userId: user?.id ?? null, delivery: user ? 'background' : 'none' });
    },

    /** `POST /reset-password`: the e-mailed code sets a new password and ends every session. */
    async resetPassword(body: ResetPasswordBody): Promise<void> {
      if (isCommonPassword(body.password)) throw new ValidationError(ACCOUNT_MESSAGES.passwordCommon, { password: [ACCOUNT_MESSAGES.passwordCommon] });
      const passwordHash = await hashPassword(body.password);
      const outcome = await transaction(async (tx) => {
        const check = await checkCode(tx.codes, secret, { purpose: 'password-reset', target: body.email, code: body.code });
        if (!check.ok) return check;
        if (check.row.userId === null) return { ok: false as const, error: new ValidationError(LOGIN_MESSAGES.invalidOtp, { code: [LOGIN_MESSAGES.invalidOtp] }) };
        await tx.users.update(check.row.userId, { passwordHash });
        await tx.sessions.revokeAll(check.row.userId);
        await tx.codes.clearLoginFailures(body.email);
        return { ok: true as const };
      });
      if (!outcome.ok) throw outcome.error;
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
