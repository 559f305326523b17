import { describe, expect, it } from 'vitest';
import { similarity, trigrams } from './trigram.ts';

describe('trigrams', () => {
  it('pads each lower-cased word with two spaces before and one after', () => {
    expect(trigrams('Wine').sort()).toEqual(['  w', ' wi', 'ine', 'ne ', 'win']);
    // show_trgm('glen-arden') and show_trgm('a-b'): words split at anything but letters and digits.
    expect(trigrams('glen-arden').sort()).toEqual([
      '  a',
      '  g',
      ' ar',
      ' gl',
      'ard',
      'den',
      'en ',
      'gle',
      'len',
      'rde',
    ]);
    expect(trigrams('a-b').sort()).toEqual(['  a', '  b', ' a ', ' b ']);
    expect(trigrams('--')).toEqual([]);
  });
});

describe('similarity', () => {
  // Values pg_trgm's similarity() answers (PostgreSQL 15 and PGlite), single precision.
  it.each([
    ['whiskey', 'wiskey', 0.5],
    ['chardonay', 'chardonnay', 0.75],
    ['merlott', 'merlot', 0.6666667],
    ['whis', 'whiskey', 0.44444445],
    ['vodak', 'vodka', 0.33333334],
    ['rosé', 'rose', 0.42857143],
    ['żubrówka', 'zubrowka', 0.2],
    ['a', 'ab', 0.25],
    ['12.5', '12', 0.6],
    ['ab', 'abababab', 0.6],
    ['Glen-Arden', 'glen arden', 1],
    ['', 'abc', 0],
  ])('similarity(%j, %j) = %f', (a, b, expected) => {
    expect(similarity(a, b)).toBeCloseTo(expected, 7);
    expect(similarity(b, a)).toBe(similarity(a, b));
  });
});
