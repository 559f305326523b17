import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

// Customers' and staff's passwords, hashed and checked alike (decision 024). Here rather than in the accounts module:
// staff would import accounts, whose back-office calls import staff, and imports must not go round in a circle.

/**
 * argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): about 20 ms here, so guessing costs an attacker
 * that much per try and per account.
 */
// 2 is the library's Argon2id (its enum is a const enum, which this build cannot import).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** Whether `password` matches the stored hash; a damaged hash matches nothing. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A stored hash to check against when an account has none (or does not exist), so a wrong identifier costs as
 * long as a wrong password and timing tells nothing.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-that-never-matches');
  return decoy;
}

let commonPasswords: Set<string> | undefined;

/** Whether a password is on the list of ~50,000 passwords most often leaked (zxcvbn's list), in any case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}
