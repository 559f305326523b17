import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { COMMENT_RULES } from '@shop/shared';

/**
 * The comment form's token (decision 017): `{issued at, ms}.{id}.{HMAC of the post id, that time and the id}`. It
 * proves the form was fetched for this post, and when: a comment sent under 3 s later was not typed by a person, and
 * one sent over a day later comes from a page left open (the form fetches a new token). The server's secret signs it,
 * so any replica can check it; its random id is stored with the comment it brought, so it brings one comment only.
 */
export type FormTokenVerdict = 'ok' | 'invalid' | 'too-fast' | 'expired';

const SHAPE = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
/** Replicas' clocks may differ a little: a token issued up to this far in the future still counts. */
const CLOCK_SKEW_MS = 60_000;

/** The key for these tokens, derived from the server's secret so that secret signs nothing else directly. */
export function formTokenKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('blog-comment-form-token').digest();
}

function signature(key: Buffer, blogId: number, issuedAt: number, id: string): string {
  return createHmac('sha256', key).update(`${blogId}.${issuedAt}.${id}`).digest('base64url');
}

/** A token for the post's form, issued at `issuedAt` (ms), with a new random id. */
export function signFormToken(
  key: Buffer,
  blogId: number,
  issuedAt: number,
  id = randomBytes(16).toString('base64url'),
): string {
  return `${issuedAt}.${id}.${signature(key, blogId, issuedAt, id)}`;
}

/** The token's id, which the comment it brings keeps (one comment per token); undefined for what is not a token. */
export function formTokenId(token: string): string | undefined {
  return SHAPE.exec(token)?.[2];
}

/** Whether `token` was issued for this post, by this server, between 3 s and a day before `now` (ms). */
export function checkFormToken(key: Buffer, token: string, blogId: number, now: number): FormTokenVerdict {
  const match = SHAPE.exec(token);
  if (!match) return 'invalid';
  const issuedAt = Number(match[1]);
  const [given, expected] = [Buffer.from(match[3]!), Buffer.from(signature(key, blogId, issuedAt, match[2]!))];
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const age = now - issuedAt;
  if (age < -CLOCK_SKEW_MS) return 'invalid';
  if (age < COMMENT_RULES.minFillSeconds * 1000) return 'too-fast';
  return age > COMMENT_RULES.tokenMaxAgeSeconds * 1000 ? 'expired' : 'ok';
}
