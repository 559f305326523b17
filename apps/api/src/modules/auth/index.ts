/**
 * Accounts, one-time codes, sessions and Google sign-in (decisions 012 and 018). What other modules and app.ts may
 * use of it.
 */
export { createAuthModule } from './auth.module.ts';
export type { AccountContact, Session } from './sessions.service.ts';
export { randomToken, tokenHash } from './tokens.ts';
/** Staff accounts (issue 25) hash and check passwords the same way. */
export { decoyHash, hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
