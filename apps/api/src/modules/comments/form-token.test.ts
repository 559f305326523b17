import { describe, expect, it } from 'vitest';
import { checkFormToken, formTokenId, formTokenKey, signFormToken } from './form-token.ts';

const key = formTokenKey('a-test-secret-that-is-at-least-32-characters');
const issued = Date.UTC(2025, 5, 1, 12, 0, 0);
const token = signFormToken(key, 7, issued);

describe('the comment form token', () => {
  it.each([
    ['2.9 s after it was issued', 2_900, 'too-fast'],
    ['3 s after', 3_000, 'ok'],
    ['a day after', 86_400_000, 'ok'],
    ['a day and a second after', 86_401_000, 'expired'],
    ['two minutes before it was issued (a forged time)', -120_000, 'invalid'],
  ])('is %s: %s', (_label, after, verdict) => {
    expect(checkFormToken(key, token, 7, issued + after)).toBe(verdict);
  });

  it('holds only for its own post and its own server', () => {
    expect(checkFormToken(key, token, 8, issued + 10_000)).toBe('invalid');
    expect(
      checkFormToken(formTokenKey('another-secret-that-is-at-least-32-characters'), token, 7, issued + 10_000),
    ).toBe('invalid');
  });

  it('refuses a changed issue time, a changed id, a changed signature and junk', () => {
    const [, id, sig] = token.split('.');
    expect(checkFormToken(key, `${issued - 60_000}.${id}.${sig}`, 7, issued + 10_000)).toBe('invalid');
    expect(checkFormToken(key, `${issued}.${'A'.repeat(22)}.${sig}`, 7, issued + 10_000)).toBe('invalid');
    expect(checkFormToken(key, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 7, issued + 10_000)).toBe(
      'invalid',
    );
    for (const junk of ['', 'x', `${issued}`, `${issued}.`, `${issued}.${sig}`, `-1.${id}.${sig}`, `${token}.x`])
      expect(checkFormToken(key, junk, 7, issued + 10_000)).toBe('invalid');
  });

  it('carries an id of its own, so tokens issued in the same millisecond still differ', () => {
    const twin = signFormToken(key, 7, issued);
    expect(twin).not.toBe(token);
    expect(formTokenId(token)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(formTokenId(twin)).not.toBe(formTokenId(token));
    expect(formTokenId('junk')).toBeUndefined();
  });
});
