import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals a small secret (a staff member's TOTP key) with AES-256-GCM under a key derived from AUTH_SECRET, so a copy
 * of the database alone cannot mint second-factor codes. The sealed form is `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export function createSecretBox(authSecret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'cellar-secret-box', purpose, 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    /** The secret, or undefined when the sealed form was damaged or sealed under another key. */
    open(sealed: string): string | undefined {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
