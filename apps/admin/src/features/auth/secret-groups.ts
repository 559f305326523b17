/** A base32 secret in groups of four, as a person types it into an authenticator app: `JBSW Y3DP EHPK 3PXP`. */
export function secretGroups(secret: string): string {
  return (
    secret
      .replace(/\s/g, '')
      .toUpperCase()
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}
