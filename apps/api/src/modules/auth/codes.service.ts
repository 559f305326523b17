import {
  LOGIN_MESSAGES,
  LOGIN_RESEND_WAIT_SECONDS,
  VERIFICATION_COUNTDOWN_SECONDS,
  VERIFICATION_MESSAGES,
  ACCOUNT_MESSAGES,
} from '@shop/shared';
import { AppError, ServiceUnavailableError, TooManyRequestsError } from '../../lib/errors.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import type { UnitOfWork } from '../../db/transaction.ts';
import { codeHash, randomCode, randomToken, sameDigest, tokenHash } from '../../lib/tokens.ts';
import type { CodeRow, CodesRepo } from './codes.repo.ts';

/** What a code is for: a code of one purpose never opens another. */
export type CodePurpose = 'registration' | 'login' | 'password-reset' | 'account-deletion';

/** A code lives 10 minutes at most (issue 8) and takes 5 wrong tries. */
export const CODE_TTL_SECONDS = 10 * 60;
export const MAX_CODE_ATTEMPTS = 5;
/** Codes one address may receive in an hour, whatever they are for. */
export const CODES_PER_ADDRESS_PER_HOUR = 5;

/**
 * Seconds before an address may get another code of a purpose (spec section 9: 30 s for login, 9:59 for verification).
 */
export const RESEND_WAIT_SECONDS: Record<CodePurpose, number> = {
  registration: VERIFICATION_COUNTDOWN_SECONDS,
  login: LOGIN_RESEND_WAIT_SECONDS,
  'password-reset': 60,
  'account-deletion': 60,
};

/** A code that does not open what it was tried on (wrong, used, expired or spent): never a 2xx. */
export class InvalidCodeError extends AppError {
  constructor(message: string) {
    super(422, 'INVALID_CODE', message, { code: [message] });
  }
}

const SUBJECTS: Record<CodePurpose, string> = {
  registration: 'Your Cellar verification code',
  login: 'Your Cellar login code',
  'password-reset': 'Reset your Cellar password',
  'account-deletion': 'Confirm deleting your Cellar account',
};

function messageText(purpose: CodePurpose, code: string): string {
  const minutes = CODE_TTL_SECONDS / 60;
  switch (purpose) {
    case 'registration':
      return `${code} is your Cellar verification code. It expires in ${minutes} minutes.`;
    case 'login':
      return `${code} is your Cellar login code. It expires in ${minutes} minutes. Never share it.`;
    case 'password-reset':
      return `${code} is your code to reset your Cellar password. It expires in ${minutes} minutes. If you did not ask for it, ignore this message.`;
    case 'account-deletion':
      return `${code} confirms deleting your Cellar account and its data. It expires in ${minutes} minutes. If you did not ask for it, change your password.`;
  }
}

export interface IssueCode {
  purpose: CodePurpose;
  /** An e-mail (channel email) or a mobile number (channel sms), normalised. */
  target: string;
  channel: 'email' | 'sms';
  userId?: number | null;
  /**
   * The pending sign-up (or profile edit) the code is for: its resend wait is that sign-up's own, and other sign-ups
   * with the same address neither wait for it nor void its code (decision 018).
   */
  registrationId?: number | null;
  /**
   * For a sign-up's code: a keyed hash of the client asking (`clientKey`); the hourly limit per address is per client.
   */
  requestedBy?: string;
  /** A password reset's link (built from a one-time token) e-mailed beside the code: either one works, once. */
  link?: (token: string) => string;
  /**
   * `background` answers before the message leaves, so an address with no account (whose code is made but never
   * sent) takes exactly as long as one with an account.
   */
  delivery: 'await' | 'background' | 'none';
}

export interface CodesServiceDeps {
  /** Makes an address's codes one at a time (`lockAddress`): a transaction over the codes. */
  transaction: UnitOfWork<{ codes: CodesRepo }>;
  notifier: Notifier;
  secret: string;
  /** Told about messages that failed in the background. */
  onDeliveryError: (err: unknown) => void;
  now?: () => Date;
}

/** One-time codes (issue 8): random, hashed, single use, expiring, with resend waits and per-address limits. */
export function createCodesService({
  transaction,
  notifier,
  secret,
  onDeliveryError,
  now = () => new Date(),
}: CodesServiceDeps) {
  return {
    /**
     * Makes and sends a code; returns the seconds before the address may ask again. An address's codes are judged and
     * made one at a time, under a lock on the address, so requests arriving together each see the codes made before
     * them: counting first and writing after, unlocked, let every request of a burst through.
     */
    async issue(request: IssueCode): Promise<{ resendAfter: number }> {
      const { purpose, target } = request;
      const wait = RESEND_WAIT_SECONDS[purpose];
      const code = randomCode();
      const linkToken = request.link ? randomToken() : undefined;
      const registrationId = request.registrationId ?? null;
      await transaction(async ({ codes: repo }) => {
        await repo.lockAddress(target);
        const last = await repo.lastIssuedAt(
          registrationId === null ? { purpose, target } : { registrationId, target },
        );
        const elapsed = last ? (now().getTime() - last.getTime()) / 1000 : Infinity;
        if (elapsed < wait) {
          const remaining = Math.ceil(wait - elapsed);
          throw new TooManyRequestsError(
            purpose === 'registration'
              ? VERIFICATION_MESSAGES.resendTooSoon
              : `Please wait ${remaining} seconds before asking for another code.`,
          );
        }
        const hourAgo = new Date(now().getTime() - 3_600_000);
        const signupsBy = purpose === 'registration' ? (request.requestedBy ?? '') : undefined;
        if ((await repo.countSince(target, hourAgo, signupsBy)) >= CODES_PER_ADDRESS_PER_HOUR) {
          throw new TooManyRequestsError('Too many codes were sent to this address. Please try again in an hour.');
        }
        await repo.replace({
          purpose,
          target,
          channel: request.channel,
          codeHash: codeHash(secret, purpose, target, code),
          userId: request.userId ?? null,
          registrationId,
          requestedBy: request.requestedBy ?? null,
          linkHash: linkToken ? tokenHash(linkToken) : null,
          expiresAt: new Date(now().getTime() + CODE_TTL_SECONDS * 1000).toISOString(),
        });
      });
      const text =
        messageText(purpose, code) +
        (linkToken && request.link ? `\n\nOr open this link to choose a new password: ${request.link(linkToken)}` : '');
      const message = {
        channel: request.channel,
        to: target,
        subject: SUBJECTS[purpose],
        text,
        purpose: `${purpose}-code`,
      };
      if (request.delivery === 'await') {
        await notifier.send(message).catch((err: unknown) => {
          onDeliveryError(err);
          throw new ServiceUnavailableError('We could not send the code. Please try again in a moment.', 'NOT_SENT');
        });
      } else if (request.delivery === 'background') {
        void notifier.send(message).catch(onDeliveryError);
      }
      return { resendAfter: wait };
    },
  };
}

export type CodesService = ReturnType<typeof createCodesService>;

/** The outcome of checking a code: the code's row, or why it does not open anything. */
export type CodeCheck = { ok: true; row: CodeRow } | { ok: false; error: InvalidCodeError };

/**
 * Checks a code against the open one of its purpose and address (or of a pending registration), using it up when
 * it matches and counting a wrong try otherwise. It returns rather than throws, so that inside a unit of work the
 * wrong try is committed, not rolled back.
 */
export async function checkCode(
  repo: CodesRepo,
  secret: string,
  input: { purpose: CodePurpose; target?: string; registrationId?: number; code: string },
): Promise<CodeCheck> {
  const row =
    input.registrationId !== undefined
      ? await repo.findOpenForRegistration(input.registrationId)
      : await repo.findOpen(input.purpose, input.target!);
  const invalid = (message: string): CodeCheck => ({ ok: false, error: new InvalidCodeError(message) });
  if (!row || row.purpose !== input.purpose || (input.target !== undefined && row.target !== input.target))
    return invalid(LOGIN_MESSAGES.invalidOtp);
  if (!sameDigest(row.codeHash, codeHash(secret, row.purpose, row.target, input.code))) {
    const tries = await repo.recordWrongTry(row.id, MAX_CODE_ATTEMPTS);
    return invalid(tries >= MAX_CODE_ATTEMPTS ? ACCOUNT_MESSAGES.codeSpent : LOGIN_MESSAGES.invalidOtp);
  }
  if (!(await repo.consume(row.id))) return invalid(LOGIN_MESSAGES.invalidOtp);
  return { ok: true, row };
}

/**
 * Checks the token of an e-mailed link (a password reset's) and uses its code up: the link and the code are one, so
 * whichever is used first spends both. A token is 256 random bits, so a wrong one names no code to count a try on.
 */
export async function checkLink(repo: CodesRepo, purpose: CodePurpose, token: string): Promise<CodeCheck> {
  const row = await repo.findOpenByLink(tokenHash(token));
  if (!row || row.purpose !== purpose || !(await repo.consume(row.id)))
    return { ok: false, error: new InvalidCodeError(ACCOUNT_MESSAGES.resetLinkInvalid) };
  return { ok: true, row };
}
