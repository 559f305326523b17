import { createHmac, timingSafeEqual } from 'node:crypto';
import { COMMENT_RULES } from '@shop/shared';

/**
 * The comment form's token (decision 017): `{issued at, ms}.{HMAC of the post id and that time}`. It proves the form
 * was fetched for this post, and when: a comment sent under 3 s later was not typed by a person, and one sent over a
 * day later comes from a page left open (the form fetches a new token). Nothing is stored: the server's secret signs
 * it, so any replica can check it.
 */
export type FormTokenVerdict = 'ok' | 'invalid' | 'too-fast' | 'expired';

const SHAPE = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;
/** Replicas' clocks may differ a little: a token issued up to this far in the future still counts. */
const CLOCK_SKEW_MS = 60_000;

/** The key for these tokens, derived from the server's secret so that secret signs nothing else directly. */
export function formTokenKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('blog-comment-form-token').digest();
}

function signature(key: Buffer, blogId: number, issuedAt: number): string {
  return createHmac('sha256', key).update(`${blogId}.${issuedAt}`).digest('base64url');
}

/** A token for the post's form, issued at `issuedAt` (ms). */
export function signFormToken(key: Buffer, blogId: number, issuedAt: number): string {
  return `${issuedAt}.${signature(key, blogId, issuedAt)}`;
}

/** Whether `token` was issued for this post, by this server, between 3 s and a day before `now` (ms). */
export function checkFormToken(key: Buffer, token: string, blogId: number, now: number): FormTokenVerdict {
  const match = SHAPE.exec(token);
  if (!match) return 'invalid';
  const issuedAt = Number(match[1]);
  const [given, expected] = [Buffer.from(match[2]!), Buffer.from(signature(key, blogId, issuedAt))];
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const age = now - issuedAt;
  if (age < -CLOCK_SKEW_MS) return 'invalid';
  if (age < COMMENT_RULES.minFillSeconds * 1000) return 'too-fast';
  return age > COMMENT_RULES.tokenMaxAgeSeconds * 1000 ? 'expired' : 'ok';
}
