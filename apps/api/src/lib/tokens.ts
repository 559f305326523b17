import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@shop/shared';

// Secrets and their stored digests, for customers' and staff's sessions, codes and keys alike (see passwords.ts).

/** An opaque secret for a session or a cookie: 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256, so the table alone opens nothing. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Six digits from the operating system's CSPRNG, leading zeros kept. */
export function randomCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * What is stored of a one-time code: an HMAC keyed by AUTH_SECRET over the code, its purpose and its address, so
 * a code matches only the address and purpose it was sent for, and a copy of the table cannot be searched for it.
 */
export function codeHash(secret: string, purpose: string, target: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${target}\n${code}`).digest('hex');
}

/** Compares two hex digests without leaking where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a, 'hex'), Buffer.from(b, 'hex')];
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Who asked, as kept beside a sign-up's code: an HMAC of the client's address keyed by AUTH_SECRET, so the table
 * holds no address a person could be traced by, yet one client's requests count together.
 */
export function clientKey(secret: string, clientAddress: string): string {
  return createHmac('sha256', secret).update(`client\n${clientAddress}`).digest('hex');
}
