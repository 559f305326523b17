import { ACCOUNT_MESSAGES, VERIFICATION_MESSAGES, type AuthUser, type EmailVerificationBody, type RegisterBody } from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { AuthRepos } from './auth.repos.ts';
import { checkCode, CODE_TTL_SECONDS, type CodesService } from './codes.service.ts';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import type { PendingRegistration, PendingSignupData } from './registrations.repo.ts';
import { startSession, type Session } from './sessions.service.ts';
import { randomToken, tokenHash } from './tokens.ts';
import { isUniqueViolation, takenErrors } from './taken.ts';

export interface RegistrationServiceDeps {
  repos: AuthRepos;
  transaction: UnitOfWork<AuthRepos>;
  codes: CodesService;
  secret: string;
  sessionDays: number;
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

/** The details a sign-up or an edit would store, with the password already hashed. */
function pendingData(body: RegisterBody, passwordHash: string): PendingSignupData {
  const user = body.user_type === 'user' ? body : undefined;
  const corporate = body.user_type === 'corporate' ? body : undefined;
  return {
    userType: body.user_type, fullName: body.full_name, email: body.email, mobile: body.mobile, passwordHash,
    landmark: user?.landmark ?? null, currentLocation: user?.current_location ?? null, nationality: user?.nationality ?? null,
    dob: user?.dob ?? null, anniversaryDate: user?.anniversary_date ?? null,
    companyName: corporate?.company_name ?? null, designation: corporate?.designation ?? null, landline: corporate?.landline ?? null,
  };
}

/**
 * Sign-up and profile edits (spec sections 3 and 4, issue 8). `/auth/register` checks the details, keeps them as a
 * pending registration and sends a code to the e-mail or mobile chosen; `/auth/email-verification` with that code
 * creates the account (or applies the edit) and logs in. No account exists before an address is proven, so nobody
 * can hold an e-mail or number they do not own.
 */
export function createRegistrationService({ repos, transaction, codes, secret, sessionDays }: RegistrationServiceDeps) {
  /** The registration a verification names: by its address, or by the cookie when the client sends the code alone. */
  async function findRegistration(body: EmailVerificationBody, cookieToken: string | undefined, session: Session | null): Promise<PendingRegistration | undefined> {
    const found = body.email !== undefined ? await repos.registrations.findLatestFor('email', body.email)
      : body.mobile !== undefined ? await repos.registrations.findLatestFor('mobile', body.mobile)
        : cookieToken ? await repos.registrations.findByTokenHash(tokenHash(cookieToken))
          : undefined;
    if (!found) return undefined;
    // A profile edit is applied only for the account that asked for it: its session, or the same browser's cookie.
    if (found.userId !== null) {
      const sameBrowser = cookieToken !== undefined && (await repos.registrations.findByTokenHash(tokenHash(cookieToken)))?.id === found.id;
      if (session?.user.id !== found.userId && !sameBrowser) return undefined;
    } else if (session) {
      return undefined;
    }
    return found;
  }

  return {
    async register(body: RegisterBody, session: Session | null): Promise<Registered> {
      const userId = session?.user.id ?? null;
      if (session && session.user.user_type !== body.user_type) {
        throw new ValidationError('The account type cannot be changed.', { user_type: ['The account type cannot be changed.'] });
      }
      // An edit proves the account's password, and keeps it: a session alone (a borrowed phone, a stolen token) must
      // not be enough to move the account to another e-mail or number and lock its owner out. An account made with
      // Google has no password yet: its edit sets the first one.
      const account = session ? await repos.users.findById(session.user.id) : undefined;
      if (account?.passwordHash && !(await verifyPassword(account.passwordHash, body.password))) {
        throw new ValidationError(ACCOUNT_MESSAGES.currentPasswordWrong, { password: [ACCOUNT_MESSAGES.currentPasswordWrong] });
      }
      if (!account?.passwordHash && isCommonPassword(body.password)) throw new ValidationError(ACCOUNT_MESSAGES.passwordCommon, { password: [ACCOUNT_MESSAGES.passwordCommon] });
      const taken = await repos.users.taken(body.email, body.mobile, userId ?? undefined);
      const errors = takenErrors(taken);
      if (errors) throw errors;
      const cookieToken = randomToken();
      const channel = body.email_verification ? 'email' : 'sms';
      const passwordHash = account?.passwordHash ?? (await hashPassword(body.password));
      const registrationId = await repos.registrations.insert({
        tokenHash: tokenHash(cookieToken), userId, data: pendingData(body, passwordHash), expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
      });
      try {
        const { resendAfter } = await codes.issue({
          purpose: 'registration', target: channel === 'email' ? body.email : body.mobile, channel, userId, registrationId, delivery: 'await',
        });
        return { cookieToken, channel, resendAfter };
      } catch (err) {
        await repos.registrations.delete(registrationId);
        throw err;
      }
    },

    async verify(body: EmailVerificationBody, cookieToken: string | undefined, session: Session | null): Promise<Verified> {
      const registration = await findRegistration(body, cookieToken, session);
      if (!registration) throw new ValidationError(ACCOUNT_MESSAGES.noPendingSignup, { code: [VERIFICATION_MESSAGES.failed] });
      const outcome = await transaction(async (tx) => {
        const check = await checkCode(tx.codes, secret, { purpose: 'registration', registrationId: registration.id, target: body.email ?? body.mobile, code: body.code });
        if (!check.ok) return check;
        const { data } = registration;
        const verifiedNow = new Date().toISOString();
        const byEmail = check.row.channel === 'email';
        const details = {
          userType: data.userType, fullName: data.fullName, email: data.email, mobile: data.mobile,
          landmark: data.landmark, currentLocation: data.currentLocation, nationality: data.nationality, dob: data.dob, anniversaryDate: data.anniversaryDate,
          companyName: data.companyName, designation: data.designation, landline: data.landline,
        };
        let user;
        if (registration.userId === null) {
          user = await tx.users.insert({ ...details, passwordHash: data.passwordHash, ...(byEmail ? { emailVerifiedAt: verifiedNow } : { mobileVerifiedAt: verifiedNow }) });
        } else {
          const before = await tx.users.findById(registration.userId);
          if (!before) return { ok: false as const, error: new ValidationError(ACCOUNT_MESSAGES.noPendingSignup) };
          // An address that changed is unproven until a code went to it.
          const emailVerifiedAt = byEmail ? verifiedNow : before.email === data.email ? before.emailVerifiedAt : null;
          const mobileVerifiedAt = !byEmail ? verifiedNow : before.mobile === data.mobile ? before.mobileVerifiedAt : null;
          user = (await tx.users.update(before.id, { ...details, passwordHash: data.passwordHash, emailVerifiedAt, mobileVerifiedAt }))!;
          // Every other session ends, as after a password change: the account's addresses may have changed.
          await tx.sessions.revokeAll(before.id);
        }
        await tx.registrations.delete(registration.id);
        const token = await startSession(tx.sessions, user.id, sessionDays);
        return { ok: true as const, user: { id: user.id, user_type: user.userType as AuthUser['user_type'] }, token };
      }).catch((err: unknown) => {
        // Someone else proved this e-mail or number first, between the sign-up and its code.
        if (isUniqueViolation(err)) return { ok: false as const, error: new ValidationError(ACCOUNT_MESSAGES.emailTaken, { email: [ACCOUNT_MESSAGES.emailTaken] }) };
        throw err;
      });
      if (!outcome.ok) throw outcome.error;
      return { user: outcome.user, token: outcome.token };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
