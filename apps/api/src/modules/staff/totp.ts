import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/** TOTP (RFC 6238): 6 digits, 30-second steps, SHA-1, as every authenticator app reads an `otpauth://` URI. */
const PERIOD = 30;
/** A code from the step before or after still counts: a phone's clock a little off, or typing across a step. */
const TOLERANCE_SECONDS = PERIOD;
const ISSUER = 'Cellar back office';

export function newTotpSecret(): string {
  return generateSecret();
}

/** What an authenticator app scans or takes pasted: `otpauth://totp/…`. */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret, period: PERIOD });
}

/**
 * The time step a code belongs to when it is right for `secret` at `now`, and later than `afterStep` (a code already
 * used never opens a second session); undefined otherwise.
 */
export function checkTotp(
  secret: string,
  code: string,
  { now = Date.now(), afterStep }: { now?: number; afterStep?: number | null } = {},
): number | undefined {
  const result = verifySync({
    secret,
    token: code,
    period: PERIOD,
    epoch: Math.floor(now / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep != null && { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** The code an authenticator shows at `now`: for tests and the stand-in of a phone in end-to-end runs. */
export function totpCode(secret: string, now = Date.now()): string {
  return generateSync({ secret, period: PERIOD, epoch: Math.floor(now / 1000) });
}
