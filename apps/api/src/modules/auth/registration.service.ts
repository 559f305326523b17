import {
  ACCOUNT_MESSAGES,
  VERIFICATION_MESSAGES,
  type AuthUser,
  type EmailVerificationBody,
  type RegisterBody,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import { ValidationError } from '../../lib/errors.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import { clientKey, randomToken, tokenHash } from '../../lib/tokens.ts';
import { blockedLogin } from './account-block.ts';
import { proveAddress, tellDroppedClaims, type DroppedClaim } from './address-claims.ts';
import type { AuthRepos } from './auth.repos.ts';
import { checkCode, CODE_TTL_SECONDS, type CodesService } from './codes.service.ts';
import type { PendingRegistration, PendingSignupData } from './registrations.repo.ts';
import { startSession, type Session } from './sessions.service.ts';
import { isUniqueViolation, takenErrors } from './taken.ts';

export interface RegistrationServiceDeps {
  repos: AuthRepos;
  transaction: UnitOfWork<AuthRepos>;
  codes: CodesService;
  notifier: Notifier;
  secret: string;
  sessionDays: number;
  /** Told about notices (an address taken from an account that only claimed it) that could not be sent. */
  onNoticeError?: (err: unknown) => void;
}

/** Who is signing up, besides the form: their session (a profile edit), their browser's cookie and their address. */
export interface Requester {
  session: Session | null;
  /** The pending-registration cookie the browser sent, if any. */
  cookieToken?: string;
  /** The client's network address (as TRUST_PROXY allows it to be known). */
  clientAddress: string;
}

/** What `/auth/register` hands back: the pending-registration cookie and how the code went. */
export interface Registered {
  cookieToken: string;
  channel: 'email' | 'sms';
  resendAfter: number;
}

/** A verified sign-up or profile edit: who is logged in now, and their new session's token. */
export interface Verified {
  user: AuthUser;
  token: string;
}

/** At most this many live sign-ups with one address are tried against a verification's password. */
const SIGNUPS_TRIED = 5;

/** The details a sign-up or an edit would store, with the password already hashed. */
function pendingData(body: RegisterBody, passwordHash: string): PendingSignupData {
  const user = body.user_type === 'user' ? body : undefined;
  const corporate = body.user_type === 'corporate' ? body : undefined;
  return {
    userType: body.user_type,
    fullName: body.full_name,
    email: body.email,
    mobile: body.mobile,
    passwordHash,
    landmark: user?.landmark ?? null,
    currentLocation: user?.current_location ?? null,
    nationality: user?.nationality ?? null,
    dob: user?.dob ?? null,
    anniversaryDate: user?.anniversary_date ?? null,
    companyName: corporate?.company_name ?? null,
    designation: corporate?.designation ?? null,
    landline: corporate?.landline ?? null,
  };
}

/**
 * Sign-up and profile edits (spec sections 3 and 4, issue 8). `/auth/register` checks the details, keeps them as a
 * pending registration and sends a code to the e-mail or mobile chosen; `/auth/email-verification` with that code
 * creates the account (or applies the edit) and logs in. An address belongs to an account only once proven
 * (decision 018): an unproven one blocks nobody, a pending sign-up blocks nobody, and a code proves an address only
 * for the sign-up of the browser that started it.
 */
export function createRegistrationService({
  repos,
  transaction,
  codes,
  notifier,
  secret,
  sessionDays,
  onNoticeError = () => {},
}: RegistrationServiceDeps) {
  /**
   * The registration a verification is for, proven to be the asker's: the browser's pending-registration cookie, the
   * session's own profile edit, or the sign-up whose password comes with its e-mail or mobile. An e-mail or mobile
   * alone names nothing: whoever holds the code for an address may not be the person who started that sign-up.
   */
  async function findRegistration(
    body: EmailVerificationBody,
    cookieToken: string | undefined,
    session: Session | null,
  ): Promise<PendingRegistration | undefined> {
    const named = (r: PendingRegistration) =>
      (body.email === undefined || r.email === body.email) && (body.mobile === undefined || r.mobile === body.mobile);
    const fromCookie = cookieToken ? await repos.registrations.findByTokenHash(tokenHash(cookieToken)) : undefined;
    if (fromCookie && named(fromCookie)) {
      // A new sign-up is never finished inside someone's session; an edit only by its account or its own browser.
      if (fromCookie.userId === null) return session ? undefined : fromCookie;
      return fromCookie;
    }
    if (session) {
      const edit = await repos.registrations.latestEditOf(session.user.id);
      return edit && named(edit) ? edit : undefined;
    }
    const field = body.email !== undefined ? 'email' : body.mobile !== undefined ? 'mobile' : undefined;
    if (!field || !body.password) return undefined;
    for (const signup of await repos.registrations.signupsFor(field, body[field]!, SIGNUPS_TRIED)) {
      if (signup.data.passwordHash && (await verifyPassword(signup.data.passwordHash, body.password))) return signup;
    }
    return undefined;
  }

  /**
   * The browser's own pending registration of this kind, when its cookie names one: asking again from it is a resend
   * (spec section 9's wait applies per address) or a change of method, and replaces that sign-up's code.
   */
  async function ownPending(
    cookieToken: string | undefined,
    userId: number | null,
  ): Promise<PendingRegistration | undefined> {
    if (!cookieToken) return undefined;
    const found = await repos.registrations.findByTokenHash(tokenHash(cookieToken));
    return found && found.userId === userId ? found : undefined;
  }

  return {
    async register(body: RegisterBody, { session, cookieToken, clientAddress }: Requester): Promise<Registered> {
      const userId = session?.user.id ?? null;
      if (session && session.user.user_type !== body.user_type) {
        throw new ValidationError('The account type cannot be changed.', {
          user_type: ['The account type cannot be changed.'],
        });
      }
      // An edit proves the account's password, and keeps it: a session alone (a borrowed phone, a stolen token) must
      // not be enough to move the account to another e-mail or number and lock its owner out. An account made with
      // Google has no password yet: its edit sets the first one.
      const account = session ? await repos.users.findById(session.user.id) : undefined;
      if (account?.passwordHash && !(await verifyPassword(account.passwordHash, body.password))) {
        throw new ValidationError(ACCOUNT_MESSAGES.currentPasswordWrong, {
          password: [ACCOUNT_MESSAGES.currentPasswordWrong],
        });
      }
      if (!account?.passwordHash && isCommonPassword(body.password))
        throw new ValidationError(ACCOUNT_MESSAGES.passwordCommon, { password: [ACCOUNT_MESSAGES.passwordCommon] });
      const errors = takenErrors(await repos.users.taken(body.email, body.mobile, userId ?? undefined));
      if (errors) throw errors;
      const channel = body.email_verification ? 'email' : 'sms';
      const target = channel === 'email' ? body.email : body.mobile;
      const passwordHash = account?.passwordHash ?? (await hashPassword(body.password));
      const data = pendingData(body, passwordHash);
      const expiresAt = new Date(Date.now() + CODE_TTL_SECONDS * 1000);
      const previous = await ownPending(cookieToken, userId);
      const cookie = previous ? cookieToken! : randomToken();
      const registrationId =
        previous?.id ?? (await repos.registrations.insert({ tokenHash: tokenHash(cookie), userId, data, expiresAt }));
      try {
        const { resendAfter } = await codes.issue({
          purpose: 'registration',
          target,
          channel,
          userId,
          registrationId,
          requestedBy: clientKey(secret, clientAddress),
          delivery: 'await',
        });
        // The new code voided the sign-up's earlier one: only now may its details change.
        if (previous) await repos.registrations.refresh(previous.id, data, expiresAt);
        return { cookieToken: cookie, channel, resendAfter };
      } catch (err) {
        if (!previous) await repos.registrations.delete(registrationId);
        throw err;
      }
    },

    async verify(
      body: EmailVerificationBody,
      cookieToken: string | undefined,
      session: Session | null,
    ): Promise<Verified> {
      const registration = await findRegistration(body, cookieToken, session);
      if (!registration) {
        const message = cookieToken || session ? ACCOUNT_MESSAGES.noPendingSignup : ACCOUNT_MESSAGES.signupNotFound;
        throw new ValidationError(message, { code: [VERIFICATION_MESSAGES.failed] });
      }
      let dropped: DroppedClaim[] = [];
      const outcome = await transaction(async (tx) => {
        const { data } = registration;
        // Proving one address and checking the other is nobody else's cannot interleave with another sign-up's.
        await tx.users.lockAddresses([data.email, data.mobile]);
        const check = await checkCode(tx.codes, secret, {
          purpose: 'registration',
          registrationId: registration.id,
          target: body.email ?? body.mobile,
          code: body.code,
        });
        if (!check.ok) return check;
        const byEmail = check.row.channel === 'email';
        // The code proves the address it went to, which must still be the sign-up's.
        if ((byEmail ? data.email : data.mobile) !== check.row.target) {
          return {
            ok: false as const,
            error: new ValidationError(ACCOUNT_MESSAGES.noPendingSignup, { code: [VERIFICATION_MESSAGES.failed] }),
          };
        }
        // Someone else proved an address of this sign-up between the sign-up and its code.
        const taken = takenErrors(await tx.users.taken(data.email, data.mobile, registration.userId ?? undefined));
        if (taken) return { ok: false as const, error: taken };
        const verifiedNow = new Date().toISOString();
        const details = {
          userType: data.userType,
          fullName: data.fullName,
          email: data.email,
          mobile: data.mobile,
          landmark: data.landmark,
          currentLocation: data.currentLocation,
          nationality: data.nationality,
          dob: data.dob,
          anniversaryDate: data.anniversaryDate,
          companyName: data.companyName,
          designation: data.designation,
          landline: data.landline,
        };
        let user;
        if (registration.userId === null) {
          user = await tx.users.insert({
            ...details,
            passwordHash: data.passwordHash,
            ...(byEmail ? { emailVerifiedAt: verifiedNow } : { mobileVerifiedAt: verifiedNow }),
          });
        } else {
          const before = await tx.users.findById(registration.userId);
          if (!before) return { ok: false as const, error: new ValidationError(ACCOUNT_MESSAGES.noPendingSignup) };
          // An edit begun before the shop blocked the account must not log it in again (issue 25).
          if (before.blockedAt) return { ok: false as const, error: blockedLogin() };
          // An address that changed is unproven until a code went to it.
          const emailVerifiedAt = byEmail ? verifiedNow : before.email === data.email ? before.emailVerifiedAt : null;
          const mobileVerifiedAt = !byEmail
            ? verifiedNow
            : before.mobile === data.mobile
              ? before.mobileVerifiedAt
              : null;
          user = (await tx.users.update(before.id, {
            ...details,
            passwordHash: data.passwordHash,
            emailVerifiedAt,
            mobileVerifiedAt,
          }))!;
          // Every other session ends, as after a password change: the account's addresses may have changed.
          await tx.sessions.revokeAll(before.id);
        }
        dropped = await proveAddress(tx, byEmail ? 'email' : 'mobile', byEmail ? data.email : data.mobile, user.id);
        await tx.registrations.delete(registration.id);
        const token = await startSession(tx.sessions, user.id, sessionDays);
        return { ok: true as const, user: { id: user.id, user_type: user.userType as AuthUser['user_type'] }, token };
      }).catch((err: unknown) => {
        // Someone else proved this e-mail or number in the same instant (the proven-address index).
        if (isUniqueViolation(err))
          return {
            ok: false as const,
            error: new ValidationError(ACCOUNT_MESSAGES.emailTaken, { email: [ACCOUNT_MESSAGES.emailTaken] }),
          };
        throw err;
      });
      if (!outcome.ok) throw outcome.error;
      tellDroppedClaims(notifier, dropped, onNoticeError);
      return { user: outcome.user, token: outcome.token };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
