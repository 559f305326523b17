import { DEFAULT_PHONE_COUNTRY, MOBILE_MAX_DIGITS, PHONE_GUESS_DIGITS, PHONE_INPUT_TEXTS } from '@shop/shared/rules';
import { countries } from 'countries-list';

/** A country of the phone picker (spec section 3). */
export interface Country {
  /** ISO 3166-1 alpha-2, lower case. */
  iso2: string;
  name: string;
  /** The name in the country's own language. */
  localName: string;
  /** Calling code, digits only. */
  dialCode: string;
  /** Where the digits go: `.` is a digit; the spec's mask after the calling code (spec section 5). */
  format: string;
}

/** Uninhabited territories with no telephone service of their own: never offered, never guessed. */
const NO_SERVICE = new Set(['AQ', 'BV', 'GS', 'HM', 'TF', 'UM']);

/** Calling codes shared by several countries: the one a number with that code is taken to be from. */
const MAIN_COUNTRY_OF_CODE: Record<string, string> = {
  1: 'us',
  7: 'ru',
  44: 'gb',
  47: 'no',
  61: 'au',
  64: 'nz',
  212: 'ma',
  262: 're',
  290: 'sh',
  358: 'fi',
  377: 'mc',
  381: 'rs',
  386: 'si',
  500: 'fk',
  590: 'gp',
  672: 'nf',
};

/** The format of a number with this calling code: `+`, the code, then the spec's mask. */
export function phoneFormat(dialCode: string): string {
  return `${PHONE_INPUT_TEXTS.prefix}${'.'.repeat(dialCode.length)} ${PHONE_INPUT_TEXTS.mask}`;
}

const entries = Object.entries(countries).filter(([code]) => !NO_SERVICE.has(code));
const owners = new Map<string, string[]>();
for (const [code, country] of entries)
  for (const phone of country.phone)
    owners.set(String(phone), [...(owners.get(String(phone)) ?? []), code.toLowerCase()]);

/** Every country, by English name; a country with several codes shows the one that is its own (Kosovo: 383). */
export const COUNTRIES: readonly Country[] = entries
  .map(([code, country]) => {
    const phones = country.phone.map(String);
    const dialCode = phones.find((p) => owners.get(p)?.length === 1) ?? phones[0] ?? '';
    return {
      iso2: code.toLowerCase(),
      name: country.name,
      localName: country.native,
      dialCode,
      format: phoneFormat(dialCode),
    };
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const byIso2 = new Map(COUNTRIES.map((c) => [c.iso2, c]));
/** Every calling code (a country's other codes too), longest first. */
const CODES = [...owners.keys()].sort((a, b) => b.length - a.length);

/** The default country (spec section 9: UAE). */
export const DEFAULT_COUNTRY: Country = byIso2.get(DEFAULT_PHONE_COUNTRY.iso2)!;

/**
 * The country of a number (spec section 5): the longest calling code that starts its first 6 digits. A code several
 * countries share keeps the country already chosen among them (Canada stays Canada), else its main one. No match
 * keeps the current country.
 */
export function guessCountry(digits: string, current: Country = DEFAULT_COUNTRY): Country {
  const head = digits.replace(/\D/g, '').slice(0, PHONE_GUESS_DIGITS);
  const code = CODES.find((c) => head.startsWith(c));
  if (!code) return current;
  const candidates = owners.get(code) ?? [];
  if (candidates.includes(current.iso2)) return current;
  return byIso2.get(MAIN_COUNTRY_OF_CODE[code] ?? candidates[0] ?? '') ?? byIso2.get(candidates[0] ?? '') ?? current;
}

/**
 * The picker's search (spec section 5): a numeric query (a leading `+` aside) matches calling codes; other text
 * matches the country code first, then the English and local names.
 */
export function searchCountries(query: string, list: readonly Country[] = COUNTRIES): readonly Country[] {
  const q = query.trim().toLowerCase().replace('+', '');
  if (!q) return list;
  if (/^\d+$/.test(q)) return list.filter((c) => c.dialCode.includes(q));
  const byCode = list.filter((c) => c.iso2.includes(q));
  const byName = list.filter((c) => c.name.toLowerCase().includes(q) || c.localName.toLowerCase().includes(q));
  return [...new Set([...byCode, ...byName])];
}

/** Digits placed into a format: `+971 501 234 567`; nothing after the last digit, at most 15 digits (E.164). */
export function formatPhone(digits: string, format: string): string {
  const d = digits.replace(/\D/g, '').slice(0, MOBILE_MAX_DIGITS);
  let out = '';
  let i = 0;
  for (const ch of format) {
    if (i >= d.length) break;
    out += ch === '.' ? d[i++] : ch;
  }
  return out + d.slice(i);
}

/** The number a form keeps: empty while nothing follows the calling code, else the text as shown. */
export function phoneValue(text: string, country: Country): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 0 || digits === country.dialCode ? '' : text;
}
