import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import { codeHash, randomCode, randomToken, sameDigest, tokenHash } from './tokens.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('vintage-cellar-42');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'vintage-cellar-42')).toBe(true);
    expect(await verifyPassword(stored, 'vintage-cellar-43')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('knows common passwords in any case', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('Qwertyuiop')).toBe(true);
    expect(isCommonPassword('vintage-cellar-42')).toBe(false);
  });
});

describe('tokens and codes', () => {
  it('makes long random tokens and six-digit codes', () => {
    const tokens = new Set(Array.from({ length: 100 }, randomToken));
    expect(tokens.size).toBe(100);
    expect([...tokens].every((t) => Buffer.from(t, 'base64url').length === 32)).toBe(true);
    const codes = Array.from({ length: 500 }, randomCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(490);
  });

  it("binds a code's hash to its purpose, its address and the secret", () => {
    const h = codeHash('s'.repeat(32), 'login', '+971501234567', '123456');
    expect(sameDigest(h, codeHash('s'.repeat(32), 'login', '+971501234567', '123456'))).toBe(true);
    expect(h).not.toBe(codeHash('s'.repeat(32), 'login', '+971501234568', '123456'));
    expect(h).not.toBe(codeHash('s'.repeat(32), 'registration', '+971501234567', '123456'));
    expect(h).not.toBe(codeHash('t'.repeat(32), 'login', '+971501234567', '123456'));
    expect(tokenHash('abc')).toMatch(/^[0-9a-f]{64}$/);
    expect(sameDigest(h, 'ab')).toBe(false);
  });
});
