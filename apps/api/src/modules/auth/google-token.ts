import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** Who Google says signed in: the stable subject, the e-mail (when Google verified it), name, picture, birthday. */
export interface GoogleIdentity {
  subject: string;
  email: string | null;
  name: string | null;
  picture: string | null;
  /** OpenID Connect's `birthdate` claim (`YYYY-MM-DD`), when the token carries one. */
  birthdate: string | null;
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Verifies a Google ID token (issue 8): its signature against Google's published keys (`GOOGLE_JWKS_URL`, which
 * tests point at their own), its audience (our client id), its issuer and its expiry. Nothing in the social
 * payload beside the token is trusted.
 */
export function createGoogleVerifier(options: { clientId: string; jwksUrl: string }) {
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
  });
  return async function verifyGoogleToken(idToken: string): Promise<GoogleIdentity | undefined> {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        audience: options.clientId,
        issuer: GOOGLE_ISSUERS,
        algorithms: ['RS256'],
        clockTolerance: 5,
      });
      if (typeof payload.sub !== 'string' || !payload.sub) return undefined;
      const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
      return {
        subject: payload.sub,
        email: payload.email_verified === true ? (text(payload.email)?.toLowerCase() ?? null) : null,
        name: text(payload.name),
        picture: text(payload.picture),
        birthdate: text(payload.birthdate),
      };
    } catch {
      return undefined;
    }
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
