/**
 * Mobile numbers (spec sections 3 and 5). The storefront applies the spec's stripping rules as written; the server
 * keeps its own stricter form, `+` and digits only, whatever a client sends.
 */

/** Fewest and most digits of an international number (E.164 allows 15). */
export const MOBILE_MIN_DIGITS = 7;
export const MOBILE_MAX_DIGITS = 15;

/**
 * Sign-up (spec section 5): spaces, percent signs, double dashes and plus signs are stripped, then a plus is prepended.
 */
export function mobileForSignup(input: string): string {
  return `+${input.replace(/ |%|--|\+/g, '')}`;
}

/** Verification sending (spec section 5): spaces, dashes and parentheses are stripped. */
export function mobileForVerification(input: string): string {
  return input.replace(/[\s\-()]/g, '');
}

/**
 * The server's form: `+` and the digits, or null when that is not a plausible international number. `00` before
 * the country code is the international prefix, as a `+` is; a single leading 0 is a local number without one.
 */
export function normalizeMobile(input: string): string | null {
  const digits = input.replace(/\D/g, '').replace(/^00/, '');
  if (digits.length < MOBILE_MIN_DIGITS || digits.length > MOBILE_MAX_DIGITS || digits.startsWith('0')) return null;
  return `+${digits}`;
}

/** The phone picker's default country (spec section 9: UAE) and its calling code. */
export const DEFAULT_PHONE_COUNTRY = { iso2: 'ae', dialCode: '971' } as const;

/**
 * A number written the local way (`050 123 4567`: one leading 0) given the shop's country code (`+971501234567`);
 * anything else as it is. For forms without the phone picker, where shoppers here type local numbers.
 */
export function withHomeCountryCode(input: string): string {
  const digits = input.replace(/\D/g, '');
  return /^0[1-9]/.test(digits) ? `+${DEFAULT_PHONE_COUNTRY.dialCode}${digits.slice(1)}` : input;
}

/** The phone picker guesses the country from this many leading digits (spec section 5). */
export const PHONE_GUESS_DIGITS = 6;
