import { createHmac, randomBytes } from 'node:crypto';
import { STAFF_RECOVERY_CODE_COUNT } from '@shop/shared';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** One recovery code: 10 base-32 letters (50 bits), written `abcde-fghij`. */
function recoveryCode(): string {
  const letters = [...randomBytes(10)].map((byte) => ALPHABET[byte & 31]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: STAFF_RECOVERY_CODE_COUNT }, recoveryCode);
}

/** What is stored of a code: an HMAC under AUTH_SECRET of its letters, however it was typed (case, dash, spaces). */
export function recoveryCodeHash(secret: string, code: string): string {
  const letters = code.toLowerCase().replace(/[^a-z2-7]/g, '');
  return createHmac('sha256', secret).update(`staff-recovery\n${letters}`).digest('hex');
}
