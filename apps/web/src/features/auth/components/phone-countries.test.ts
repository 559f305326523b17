import { PHONE_INPUT_TEXTS } from '@shop/shared/rules';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, DEFAULT_COUNTRY, formatPhone, guessCountry, phoneValue, searchCountries } from './phone-countries';

const country = (iso2: string) => COUNTRIES.find((c) => c.iso2 === iso2)!;

describe('phone countries (spec sections 3 and 5)', () => {
  it('has entries of iso2, name, local name, calling code and format, UAE by default', () => {
    expect(DEFAULT_COUNTRY).toEqual({
      iso2: 'ae',
      name: 'United Arab Emirates',
      localName: 'دولة الإمارات العربية المتحدة',
      dialCode: '971',
      format: '+... ... ... ... ... ..',
    });
    expect(COUNTRIES.length).toBeGreaterThan(230);
    expect(COUNTRIES.find((c) => c.iso2 === 'aq')).toBeUndefined();
    // Kosovo shows its own code, not one it shares.
    expect(country('xk').dialCode).toBe('383');
  });

  it('guesses the country from the longest calling code in the first 6 digits', () => {
    expect(guessCountry('971501234567').iso2).toBe('ae');
    expect(guessCountry('447700900123').iso2).toBe('gb');
    expect(guessCountry('12685551234').iso2).toBe('ag');
    expect(guessCountry('18095551234').iso2).toBe('do');
    expect(guessCountry('17025551234').iso2).toBe('us');
    expect(guessCountry('79161234567').iso2).toBe('ru');
    expect(guessCountry('3835551234').iso2).toBe('xk');
    expect(guessCountry('9665').iso2).toBe('sa');
  });

  it('keeps the chosen country among those sharing a code, and the current one when nothing matches', () => {
    expect(guessCountry('14165551234', country('ca')).iso2).toBe('ca');
    expect(guessCountry('77012345678', country('kz')).iso2).toBe('kz');
    expect(guessCountry('', country('fr')).iso2).toBe('fr');
    expect(guessCountry('0501234567', country('ae')).iso2).toBe('ae');
  });

  it('looks only at the first 6 digits', () => {
    // 1 and then 684 (American Samoa's 1684) past the sixth digit: still the US.
    expect(guessCountry('1702551684').iso2).toBe('us');
  });

  it('matches numeric queries against calling codes, with or without a plus', () => {
    expect(searchCountries('971').map((c) => c.iso2)).toEqual(['ae']);
    expect(searchCountries('+44').map((c) => c.iso2)).toEqual(expect.arrayContaining(['gb', 'gg', 'im', 'je']));
    expect(searchCountries('44').every((c) => c.dialCode.includes('44'))).toBe(true);
  });

  it('matches other text against the country code first, then English and local names', () => {
    const ae = searchCountries('ae');
    expect(ae[0]?.iso2).toBe('ae');
    expect(searchCountries('Emirates').map((c) => c.iso2)).toEqual(['ae']);
    expect(searchCountries('deutschland').map((c) => c.iso2)).toEqual(['de']);
    expect(searchCountries('  OMAN ').map((c) => c.iso2)).toContain('om');
    expect(searchCountries('zzzz')).toEqual([]);
    expect(searchCountries('')).toHaveLength(COUNTRIES.length);
  });

  it('formats digits with the spec mask after the calling code, and keeps a number empty until digits follow the code', () => {
    expect(PHONE_INPUT_TEXTS.mask).toBe('... ... ... ... ..');
    expect(formatPhone('971501234567', DEFAULT_COUNTRY.format)).toBe('+971 501 234 567');
    expect(formatPhone('97', DEFAULT_COUNTRY.format)).toBe('+97');
    expect(formatPhone('', DEFAULT_COUNTRY.format)).toBe('');
    expect(formatPhone('17025551234', country('us').format)).toBe('+1 702 555 123 4');
    expect(phoneValue('+971', DEFAULT_COUNTRY)).toBe('');
    expect(phoneValue('', DEFAULT_COUNTRY)).toBe('');
    expect(phoneValue('+971 5', DEFAULT_COUNTRY)).toBe('+971 5');
  });
});
