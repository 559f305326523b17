import { describe, expect, it } from 'vitest';
import { mobileForSignup, mobileForVerification, normalizeMobile, withHomeCountryCode } from './mobile.ts';

describe('mobile numbers', () => {
  it('strips as the spec says for sign-up: spaces, percent signs, double dashes and pluses, then one plus', () => {
    expect(mobileForSignup('+971 50 123%4567')).toBe('+971501234567');
    expect(mobileForSignup('971--50-1234567')).toBe('+97150-1234567');
  });

  it('strips spaces, dashes and parentheses for verification sending', () => {
    expect(mobileForVerification('+971 (50) 123-4567')).toBe('+971501234567');
  });

  it('keeps `+` and digits on the server, whatever was sent', () => {
    expect(normalizeMobile('+971 (50) 123-4567')).toBe('+971501234567');
    expect(normalizeMobile('00971501234567')).toBe('+971501234567');
    expect(normalizeMobile('0501234567')).toBeNull();
    expect(normalizeMobile('971501234567')).toBe('+971501234567');
    expect(normalizeMobile('+1 (702) 123-4567')).toBe('+17021234567');
    expect(normalizeMobile('12345')).toBeNull();
    expect(normalizeMobile('+1234567890123456')).toBeNull();
    expect(normalizeMobile('call me')).toBeNull();
  });

  it("reads a local number with the shop's country code, and leaves others as they are", () => {
    expect(withHomeCountryCode('050 123 4567')).toBe('+971501234567');
    expect(withHomeCountryCode('+971 50 123 4567')).toBe('+971 50 123 4567');
    expect(withHomeCountryCode('0044 20 7946 0000')).toBe('0044 20 7946 0000');
    expect(withHomeCountryCode('0')).toBe('0');
  });
});
