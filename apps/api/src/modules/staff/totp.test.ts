import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';
import { checkTotp, newTotpSecret, totpCode, totpUri } from './totp.ts';

describe('TOTP', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 28, 12, 0, 10);

  it('accepts the current code and those of the steps either side, and names its step', () => {
    const step = Math.floor(now / 1000 / 30);
    expect(checkTotp(secret, totpCode(secret, now), { now })).toBe(step);
    expect(checkTotp(secret, totpCode(secret, now - 30_000), { now })).toBe(step - 1);
    expect(checkTotp(secret, totpCode(secret, now + 30_000), { now })).toBe(step + 1);
  });

  it("refuses an old code, another secret's code and a replayed step", () => {
    expect(checkTotp(secret, totpCode(secret, now - 120_000), { now })).toBeUndefined();
    expect(checkTotp(secret, totpCode(newTotpSecret(), now), { now })).toBeUndefined();
    const step = checkTotp(secret, totpCode(secret, now), { now })!;
    expect(checkTotp(secret, totpCode(secret, now), { now, afterStep: step })).toBeUndefined();
  });

  it('writes the URI an authenticator app reads', () => {
    const uri = totpUri(secret, 'owner@shop.example');
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('owner%40shop.example');
  });
});

describe('secret box', () => {
  it('opens what it sealed, and nothing sealed under another key or changed', () => {
    const box = createSecretBox('a-secret-that-is-at-least-32-characters!', 'totp');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(createSecretBox('another-secret-that-is-32-characters-long', 'totp').open(sealed)).toBeUndefined();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(box.open(parts.join('.'))).toBeUndefined();
  });
});
