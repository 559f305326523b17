import {
  ACCOUNT_MESSAGES,
  ChangePasswordBodySchema,
  ProfileUpdateSchema,
  type ChangePasswordBody,
  type Me,
  type UserType,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AuthRepos } from './auth.repos.ts';
import { checkCode, type CodesService } from './codes.service.ts';
import type { PictureStore } from './profile-picture.ts';
import type { Session } from './sessions.service.ts';
import type { UserChanges, UserRow } from './users.repo.ts';

export interface ProfileServiceDeps {
  repos: AuthRepos;
  transaction: UnitOfWork<AuthRepos>;
  codes: CodesService;
  pictures: PictureStore;
  secret: string;
  /** Erases what other features keep under a deleted account's e-mail (newsletter, forms, alerts, comments). */
  eraseElsewhere?: (email: string) => Promise<void>;
  /** Told when that erasure fails: the account is gone, and what is left must be erased by hand. */
  onEraseError?: (err: unknown) => void;
}

/** The spec's client sends `user_id` beside the session; it must be the session's own. */
function assertOwnAccount(session: Session, userId: number | undefined): void {
  if (userId !== undefined && userId !== session.user.id)
    throw new ForbiddenError('You can only change your own account.', 'NOT_YOURS');
}

/** `GET /auth/me`'s shape; `pictureUrl` turns a stored picture's name into a full URL. */
export function presentMe(user: UserRow, pictureUrl: (name: string) => string): Me {
  return {
    id: user.id,
    user_type: user.userType as UserType,
    full_name: user.fullName,
    // The spec's client fills its form with these: no address is an empty field, not null (decision 018).
    email: user.email ?? '',
    mobile: user.mobile ?? '',
    profile: user.profileImage ? pictureUrl(user.profileImage) : null,
    email_verified: user.emailVerifiedAt !== null,
    mobile_verified: user.mobileVerifiedAt !== null,
    has_password: user.passwordHash !== null,
    landmark: user.landmark,
    current_location: user.currentLocation,
    nationality: user.nationality,
    dob: user.dob,
    anniversary_date: user.anniversaryDate,
    company_name: user.companyName,
    designation: user.designation,
    landline: user.landline,
    created_at: new Date(user.createdAt).toISOString(),
  };
}

/**
 * Where the code confirming a deletion goes: an address the account proved, e-mail first. An unproven one may be
 * somebody else's (decision 018).
 */
function deletionAddress(user: UserRow): { target: string; channel: 'email' | 'sms' } {
  if (user.email && user.emailVerifiedAt) return { target: user.email, channel: 'email' };
  if (user.mobile && user.mobileVerifiedAt) return { target: user.mobile, channel: 'sms' };
  throw new ValidationError(
    'Confirm your e-mail or mobile number from your profile first: the code that deletes the account goes there.',
  );
}

/** The account's own page (spec sections 2 and 7): details, picture, password, logout and deleting the account. */
export function createProfileService({
  repos,
  transaction,
  codes,
  pictures,
  secret,
  eraseElsewhere,
  onEraseError = () => {},
}: ProfileServiceDeps) {
  async function requireUser(session: Session): Promise<UserRow> {
    const user = await repos.users.findById(session.user.id);
    if (!user) throw new NotFoundError('Account not found.');
    return user;
  }

  return {
    me: requireUser,

    /** Changes the details given (and the picture, when one came); the e-mail and mobile change only with a code. */
    async update(session: Session, fields: unknown, picture?: Buffer): Promise<UserRow> {
      const parsed = ProfileUpdateSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new ValidationError(issue.message, { [String(issue.path[0] ?? '_')]: [issue.message] });
      }
      const body = parsed.data;
      assertOwnAccount(session, body.user_id);
      const user = await requireUser(session);
      if (
        (body.email !== undefined && body.email !== user.email) ||
        (body.mobile !== undefined && body.mobile !== user.mobile)
      ) {
        const message = 'To change your e-mail or mobile number, use Edit Profile: the new one gets a code.';
        throw new ValidationError(message, {
          [body.email !== undefined && body.email !== user.email ? 'email' : 'mobile']: [message],
        });
      }
      const changes: UserChanges = { fullName: body.full_name };
      if (user.userType === 'user') {
        Object.assign(changes, {
          landmark: body.landmark,
          currentLocation: body.current_location,
          nationality: body.nationality,
          dob: body.dob,
        });
        if (body.anniversary_date !== undefined) changes.anniversaryDate = body.anniversary_date || null;
      } else {
        Object.assign(changes, {
          companyName: body.company_name,
          designation: body.designation,
          landline: body.landline,
        });
      }
      const previousPicture = user.profileImage;
      if (picture) changes.profileImage = await pictures.store(picture);
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as UserChanges;
      const updated = Object.keys(defined).length ? await repos.users.update(user.id, defined) : user;
      if (picture) await pictures.remove(previousPicture);
      return updated ?? user;
    },

    /** Checks the current password, sets the new one, and ends every session (the client logs out, spec 7.21). */
    async changePassword(session: Session, raw: unknown): Promise<void> {
      const parsed = ChangePasswordBodySchema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new ValidationError(issue.message, { [String(issue.path[0] ?? '_')]: [issue.message] });
      }
      const body: ChangePasswordBody = parsed.data;
      assertOwnAccount(session, body.user_id);
      const user = await requireUser(session);
      // An account made with Google has no password to prove: it sets one through "forgot password".
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.password))) {
        throw new ValidationError(ACCOUNT_MESSAGES.currentPasswordWrong, {
          password: [ACCOUNT_MESSAGES.currentPasswordWrong],
        });
      }
      if (isCommonPassword(body.change_password))
        throw new ValidationError(ACCOUNT_MESSAGES.passwordCommon, {
          change_password: [ACCOUNT_MESSAGES.passwordCommon],
        });
      const passwordHash = await hashPassword(body.change_password);
      await transaction(async (tx) => {
        await tx.users.update(user.id, { passwordHash });
        await tx.sessions.revokeAll(user.id);
      });
    },

    /** Sends the code that confirms deleting the account to an address it proved: its e-mail, else its mobile. */
    async requestDeletion(session: Session): Promise<{ resendAfter: number }> {
      const user = await requireUser(session);
      const { target, channel } = deletionAddress(user);
      return codes.issue({ purpose: 'account-deletion', target, channel, userId: user.id, delivery: 'await' });
    },

    /**
     * Erases the account with the code: its details, sessions, codes and pending edits (and its cart, wishlist,
     * addresses, reviews and Emirates IDs, by foreign keys), then its picture, then what other features keep under its
     * e-mail (`eraseElsewhere`).
     */
    async deleteAccount(session: Session, code: string): Promise<void> {
      const user = await requireUser(session);
      const outcome = await transaction(async (tx) => {
        const check = await checkCode(tx.codes, secret, {
          purpose: 'account-deletion',
          target: deletionAddress(user).target,
          code,
        });
        if (!check.ok) return check;
        if (check.row.userId !== user.id)
          return { ok: false as const, error: new ForbiddenError('This code is for another account.', 'NOT_YOURS') };
        // Its sessions go with it (foreign keys): ended first, so every replica forgets them.
        await tx.sessions.revokeAll(user.id);
        await tx.users.delete(user.id);
        return { ok: true as const };
      });
      if (!outcome.ok) throw outcome.error;
      await pictures.remove(user.profileImage);
      // Orders keep their customer's details (tax records, decision 013); the rest of the address's traces go.
      if (user.email) await eraseElsewhere?.(user.email).catch(onEraseError);
    },

    logout: (session: Session) => repos.sessions.revoke(session.id),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
